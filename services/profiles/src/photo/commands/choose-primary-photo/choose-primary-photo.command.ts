import { Command } from '@nestjs/cqrs';
import type { ProfilePhotos } from '../../photo.repository.js';

/** The owning account makes one of the profile's own photos its primary photo; answers the profile's photos. */
export class ChoosePrimaryPhotoCommand extends Command<ProfilePhotos> {
  constructor(
    readonly accountId: string,
    readonly talentId: string,
    readonly photoId: string,
  ) {
    super();
  }
}

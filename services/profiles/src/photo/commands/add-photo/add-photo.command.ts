import { Command } from '@nestjs/cqrs';
import type { PhotoOfProfile } from '../../photo.repository.js';

/**
 * The owning account adds a photo, staged by the gateway in file storage under `uploadKey`; the
 * profile's first photo becomes its primary photo.
 */
export class AddPhotoCommand extends Command<PhotoOfProfile> {
  constructor(
    readonly accountId: string,
    readonly talentId: string,
    readonly uploadKey: string,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Photo } from '../../photo.repository.js';

/** The owning account adds a photo, staged by the gateway in file storage under `uploadKey`. */
export class AddPhotoCommand extends Command<Photo> {
  constructor(
    readonly accountId: string,
    readonly talentId: string,
    readonly uploadKey: string,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { ProfilePhotos } from '../../photo.repository.js';

/** The photos of one of the account's talent profiles, the primary photo first. */
export class ListPhotosQuery extends Query<ProfilePhotos> {
  constructor(
    readonly accountId: string,
    readonly talentId: string,
  ) {
    super();
  }
}

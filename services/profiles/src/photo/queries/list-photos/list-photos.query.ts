import { Query } from '@nestjs/cqrs';
import type { Photo } from '../../photo.repository.js';

/** The photos of one of the account's talent profiles. */
export class ListPhotosQuery extends Query<Photo[]> {
  constructor(
    readonly accountId: string,
    readonly talentId: string,
  ) {
    super();
  }
}

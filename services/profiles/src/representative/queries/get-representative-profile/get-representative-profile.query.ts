import { Query } from '@nestjs/cqrs';
import type { StoredRepresentative } from '../../representative.repository.js';

export class GetRepresentativeProfileQuery extends Query<StoredRepresentative> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}

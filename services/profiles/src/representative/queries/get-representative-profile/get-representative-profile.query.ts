import { Query } from '@nestjs/cqrs';
import type { RepresentativeRecord } from '../../representative.repository.js';

export class GetRepresentativeProfileQuery extends Query<RepresentativeRecord> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}

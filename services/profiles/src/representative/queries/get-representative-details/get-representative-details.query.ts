import { Query } from '@nestjs/cqrs';
import type { RepresentativeRecord } from '../../representative.repository.js';

export class GetRepresentativeDetailsQuery extends Query<RepresentativeRecord> {
  constructor(readonly id: string) {
    super();
  }
}

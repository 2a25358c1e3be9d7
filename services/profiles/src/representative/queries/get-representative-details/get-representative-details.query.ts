import { Query } from '@nestjs/cqrs';
import type { StoredRepresentative } from '../../representative.repository.js';

export class GetRepresentativeDetailsQuery extends Query<StoredRepresentative> {
  constructor(readonly id: string) {
    super();
  }
}

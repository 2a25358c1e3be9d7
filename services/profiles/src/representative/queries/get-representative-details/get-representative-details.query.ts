import { Query } from '@nestjs/cqrs';
import type { PublicRepresentative } from '../../representative.repository.js';

export class GetRepresentativeDetailsQuery extends Query<PublicRepresentative> {
  constructor(readonly id: string) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Me } from '@callsheet/contracts';

/** The signed-in member's own record. */
export class GetMeQuery extends Query<Me> {
  constructor(readonly userId: string) {
    super();
  }
}

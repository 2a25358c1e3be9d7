import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';

/** DELETE /api/account/person/{id}. */
export class DeletePersonCommand extends Command<Stripe.DeletedPerson> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly commandId: string,
  ) {
    super();
  }
}

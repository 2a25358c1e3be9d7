import type { JsonObject } from '@bufbuild/protobuf';
import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';

/**
 * POST /api/account/person (id empty) and PATCH /api/account/person/{id}: a representative, owner,
 * director or executive of the caller's connected account, in Stripe's names (domain/persons.ts).
 * An update keeps the person's current name and relationship for what it does not give.
 */
export class SavePersonCommand extends Command<Stripe.Person> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly person: JsonObject,
    readonly commandId: string,
  ) {
    super();
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { PaymentsErrorCode, PaymentsException } from '../../../payments.errors.js';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import type { ConnectAccountType } from '../../domain/connect-account.js';
import {
  assertPrimaryRepresentative,
  ownersCheck,
  mergedPersonUpdate,
  parsePerson,
  personTokenOf,
  type PersonData,
  toStripePerson,
} from '../../domain/persons.js';
import { PersonsReader } from '../../persons.reader.js';
import { SavePersonCommand } from './save-person.command.js';

@CommandHandler(SavePersonCommand)
export class SavePersonHandler implements ICommandHandler<SavePersonCommand, Stripe.Person> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly persons: PersonsReader,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async execute({ accountId, id, person, commandId }: SavePersonCommand): Promise<Stripe.Person> {
    const row = await this.accounts.require(accountId);
    const stripeAccount = row.stripeAccountId;
    const context = { country: row.country, type: row.type as ConnectAccountType, today: new Date() };
    const { id: _ignored, ...body } = person;
    const token = personTokenOf(body, context);
    if (token !== undefined) {
      // The token carries the person: Stripe checks it; the owners check reads it back before confirming.
      return this.send(stripeAccount, id, { person_token: token }, commandId);
    }
    const { person_token: _blank, ...given } = body;
    const input = id
      ? mergedPersonUpdate(await callStripe(() => this.stripe.accounts.retrievePerson(stripeAccount, id)), given)
      : given;
    const parsed = parsePerson(input, context.today, context.country);
    if (parsed.relationship.representative) {
      assertPrimaryRepresentative(parsed);
    }
    const others = (await this.persons.allOrStripeError(stripeAccount)).filter((other) => other.id !== id);
    assertSharesWithinWhole([...others, parsed]);
    return this.send(stripeAccount, id, toStripePerson(parsed), commandId);
  }

  /** Creates the person (no id) or updates it, under an idempotency key of the command. */
  private send(
    stripeAccount: string,
    id: string,
    params: Record<string, unknown>,
    commandId: string,
  ): Promise<Stripe.Person> {
    return id
      ? callStripe(() =>
          this.stripe.accounts.updatePerson(stripeAccount, id, params as Stripe.AccountUpdatePersonParams, {
            idempotencyKey: idempotencyKey(commandId, `person.update:${id}`),
          }),
        )
      : callStripe(() =>
          this.stripe.accounts.createPerson(stripeAccount, params as Stripe.AccountCreatePersonParams, {
            idempotencyKey: idempotencyKey(commandId, 'person.create'),
          }),
        );
  }
}

/** The owners' shares may not exceed 100% (the rest of the owners check waits for the confirmation). */
function assertSharesWithinWhole(persons: readonly PersonData[]): void {
  const overWhole = ownersCheck(persons, true).find((issue) => issue.code === PaymentsErrorCode.OwnershipOverHundred);
  if (overWhole) {
    throw new PaymentsException(overWhole.code, overWhole.message, overWhole.args);
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { PaymentsErrorCode, PaymentsException } from '../../../payments.errors.js';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import { isRecord } from '../../domain/account-field-rules.js';
import {
  assertPrimaryRepresentative,
  ownersCheck,
  parsePerson,
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
    const { id: _ignored, ...given } = person;
    let input: Record<string, unknown> = given;
    if (id) {
      const current = await callStripe(() => this.stripe.accounts.retrievePerson(stripeAccount, id));
      input = {
        first_name: current.first_name,
        last_name: current.last_name,
        ...given,
        relationship: {
          ...(current.relationship ?? {}),
          ...(isRecord(given.relationship) ? given.relationship : {}),
        },
      };
    }
    const parsed = parsePerson(input, new Date());
    if (parsed.relationship.representative) {
      assertPrimaryRepresentative(parsed);
    }
    const others = (await this.persons.allOrStripeError(stripeAccount)).filter((other) => other.id !== id);
    assertSharesWithinWhole([...others, parsed]);
    const params = toStripePerson(parsed);
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

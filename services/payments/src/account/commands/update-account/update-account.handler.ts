import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import { parseAccountUpdate } from '../../domain/account-update.js';
import type { ConnectAccountType } from '../../domain/connect-account.js';
import { assertOwnersConfirmable } from '../../domain/persons.js';
import { PersonsReader } from '../../persons.reader.js';
import type { AccountWithStripe } from '../../queries/get-account/get-account.query.js';
import { UpdateAccountCommand } from './update-account.command.js';

@CommandHandler(UpdateAccountCommand)
export class UpdateAccountHandler implements ICommandHandler<UpdateAccountCommand, AccountWithStripe> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly persons: PersonsReader,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async execute({ accountId, fields, commandId }: UpdateAccountCommand): Promise<AccountWithStripe> {
    const row = await this.accounts.require(accountId);
    const update = parseAccountUpdate(fields, {
      type: row.type as ConnectAccountType,
      country: row.country,
      today: new Date(),
    });
    if (update.confirmsOwners) {
      // Spec section 5: owners holding 25% or more are collected first, then confirmed.
      assertOwnersConfirmable(await this.persons.allOrStripeError(row.stripeAccountId));
    }
    const account = await callStripe(() =>
      this.stripe.accounts.update(row.stripeAccountId, update.params as Stripe.AccountUpdateParams, {
        idempotencyKey: idempotencyKey(commandId, 'account.update'),
      }),
    );
    return { row, account };
  }
}

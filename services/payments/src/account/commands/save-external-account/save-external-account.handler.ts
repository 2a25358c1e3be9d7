import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import { parseExternalAccountUpdate, parseNewExternalAccount } from '../../domain/external-account-update.js';
import { SaveExternalAccountCommand } from './save-external-account.command.js';

@CommandHandler(SaveExternalAccountCommand)
export class SaveExternalAccountHandler implements ICommandHandler<SaveExternalAccountCommand, Stripe.ExternalAccount> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async execute({ accountId, id, fields, commandId }: SaveExternalAccountCommand): Promise<Stripe.ExternalAccount> {
    const row = await this.accounts.require(accountId);
    if (id) {
      const params = parseExternalAccountUpdate(fields);
      return callStripe(() =>
        this.stripe.accounts.updateExternalAccount(
          row.stripeAccountId,
          id,
          params as Stripe.AccountUpdateExternalAccountParams,
          { idempotencyKey: idempotencyKey(commandId, `external-account.update:${id}`) },
        ),
      );
    }
    const { external_account: account, ...params } = parseNewExternalAccount(fields);
    // Bank details become a bank account token first (Stripe's documented Connect flow, and what
    // stripe-mock's schema takes): the external account is then always attached from a token.
    const token =
      typeof account === 'string'
        ? account
        : (
            await callStripe(() =>
              this.stripe.tokens.create(
                { bank_account: account as Stripe.TokenCreateParams.BankAccount },
                { idempotencyKey: idempotencyKey(commandId, 'external-account.token') },
              ),
            )
          ).id;
    return callStripe(() =>
      this.stripe.accounts.createExternalAccount(
        row.stripeAccountId,
        { ...params, external_account: token },
        { idempotencyKey: idempotencyKey(commandId, 'external-account.create') },
      ),
    );
  }
}

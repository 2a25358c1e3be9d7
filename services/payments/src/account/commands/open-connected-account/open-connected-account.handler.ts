import { LOGGER, type Logger, UnprocessableEventError } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { prismaTx } from '../../../database/payments.database.js';
import type { PaymentsEnv } from '../../../payments.env.js';
import { PaymentsErrorCode, PaymentsException } from '../../../payments.errors.js';
import { PAYMENTS_ENV } from '../../../payments.tokens.js';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import { openedAccountStep } from '../../domain/account-events.js';
import { connectAccountParams } from '../../domain/connect-account.js';
import { OpenConnectedAccountCommand } from './open-connected-account.command.js';

/**
 * Opens the Stripe connected account of a new account (custom or express by STRIPE_CONNECT_ACCOUNT_TYPE)
 * and keeps the link. A redelivered event finds the link and does nothing; one that raced past that
 * look-up repeats the Stripe request under the same idempotency key (the event id), so Stripe answers
 * with the same account, and the insert does nothing (ON CONFLICT on account_id).
 */
@CommandHandler(OpenConnectedAccountCommand)
export class OpenConnectedAccountHandler implements ICommandHandler<OpenConnectedAccountCommand, boolean> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(PAYMENTS_ENV) private readonly env: PaymentsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ eventId, account: input, sql }: OpenConnectedAccountCommand): Promise<boolean> {
    const tx = prismaTx(sql);
    if (await this.accounts.findByAccountId(input.accountId, tx)) {
      this.logger.info({ accountId: input.accountId }, 'connected account already exists');
      return false;
    }
    const type = this.env.STRIPE_CONNECT_ACCOUNT_TYPE;
    const params = connectAccountParams(input, type);
    let account: Stripe.Account;
    try {
      account = await callStripe(() =>
        this.stripe.accounts.create(params as Stripe.AccountCreateParams, {
          idempotencyKey: idempotencyKey(eventId, 'connected-account.create'),
        }),
      );
    } catch (error) {
      // Stripe refusing the request will refuse it again: straight to the DLQ, not retried.
      if (error instanceof PaymentsException && error.code === PaymentsErrorCode.StripeRequestInvalid) {
        throw new UnprocessableEventError(`Stripe refused the connected account: ${error.message}`);
      }
      throw error;
    }
    const inserted = await this.accounts.insertCreated(
      tx,
      {
        accountId: input.accountId,
        stripeAccountId: account.id,
        type,
        country: String(params.country),
        businessType: input.businessType,
        accountType: input.accountType,
        minor: input.minor,
        displayName: input.name || undefined,
        billingEmail: input.ownerEmail || undefined,
      },
      openedAccountStep(account),
    );
    this.logger.info(
      { accountId: input.accountId, stripeAccountId: account.id, inserted },
      'connected account created',
    );
    return inserted;
  }
}

import { AccountCreatedSchema, IdentityTopics } from '@callsheet/contracts';
import {
  type ConsumedEvent,
  type EventHandler,
  LOGGER,
  type Logger,
  type SqlClient,
  UnprocessableEventError,
} from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { prismaTx } from '../../database/payments.database.js';
import type { PaymentsEnv } from '../../payments.env.js';
import { PaymentsErrorCode, PaymentsException } from '../../payments.errors.js';
import { PAYMENTS_ENV } from '../../payments.tokens.js';
import { callStripe } from '../../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../../stripe/stripe.client.js';
import { AccountRepository } from '../account.repository.js';
import { connectAccountParams } from '../domain/connect-account.js';

type AccountEvent = typeof AccountCreatedSchema;

/**
 * identity.account.events: opens the Stripe connected account of each new account (custom or express
 * by STRIPE_CONNECT_ACCOUNT_TYPE), keeps the link and publishes ConnectedAccountCreated. A redelivered
 * event finds the link and does nothing; one that raced past that look-up repeats the Stripe request
 * under the same idempotency key (the event id), so Stripe answers with the same account, and the
 * insert does nothing (ON CONFLICT on account_id).
 */
@Injectable()
export class IdentityAccountEventsHandler implements EventHandler<AccountEvent> {
  readonly name = 'payments.identity-account-events';
  readonly topic = IdentityTopics.accountEvents;
  readonly schema = AccountCreatedSchema;

  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(PAYMENTS_ENV) private readonly env: PaymentsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle({ eventId, payload }: ConsumedEvent<AccountEvent>, sql: SqlClient): Promise<void> {
    const tx = prismaTx(sql);
    if (await this.accounts.findByAccountId(payload.accountId, tx)) {
      this.logger.info({ accountId: payload.accountId }, 'connected account already exists');
      return;
    }
    const type = this.env.STRIPE_CONNECT_ACCOUNT_TYPE;
    const params = connectAccountParams(
      {
        accountId: payload.accountId,
        businessType: payload.businessType,
        accountType: payload.accountType,
        name: payload.name,
        country: payload.country,
        minor: payload.minor,
        individual: payload.individual,
        accountToken: payload.accountToken,
        tosAcceptedAt: payload.tosAcceptedAt,
      },
      type,
    );
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
    const inserted = await this.accounts.insertCreated(tx, {
      accountId: payload.accountId,
      stripeAccountId: account.id,
      type,
      country: String(params.country),
      businessType: payload.businessType,
      accountType: payload.accountType,
      minor: payload.minor,
      snapshot: account,
    });
    this.logger.info(
      { accountId: payload.accountId, stripeAccountId: account.id, inserted },
      'connected account created',
    );
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { connectedAccountNotYet } from '../payments.errors.js';
import { callStripe } from '../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../stripe/stripe.client.js';
import { BillingRepository, type Payer } from './billing.repository.js';
import type { BillingDetails, PaymentMethodType } from './domain/billing.rules.js';

/**
 * The Stripe calls of a paying account: its customer (made once, with the account's billing email and
 * name, so Stripe can email its invoices), SetupIntents for Stripe Elements, and payment methods put on
 * or taken off file. Every write carries an idempotency key derived from our ids or the client's command.
 */
@Injectable()
export class BillingStripe {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly billing: BillingRepository,
  ) {}

  /** The payer, failing clearly when the account has no payments row yet. */
  async payer(accountId: string): Promise<Payer> {
    const payer = await this.billing.payerOf(accountId);
    if (!payer) {
      throw connectedAccountNotYet(accountId);
    }
    return payer;
  }

  /** The payer's Stripe customer, made and stored the first time the account is billed or adds a method. */
  async customerOf(accountId: string): Promise<string> {
    const payer = await this.payer(accountId);
    if (payer.stripeCustomerId) {
      return payer.stripeCustomerId;
    }
    const customer = await callStripe(() =>
      this.stripe.customers.create(
        {
          ...(payer.billingEmail ? { email: payer.billingEmail } : {}),
          ...(payer.displayName ? { name: payer.displayName } : {}),
          metadata: { account_id: accountId },
        },
        { idempotencyKey: idempotencyKey(`customer:${accountId}`, 'create') },
      ),
    );
    return this.billing.saveCustomer(accountId, customer.id);
  }

  /** The customer follows a change of billing email or name (nothing to do before it exists). */
  async updateCustomer(payer: Payer, details: BillingDetails, commandId: string): Promise<void> {
    const customer = payer.stripeCustomerId;
    if (!customer) {
      return;
    }
    await callStripe(() =>
      this.stripe.customers.update(
        customer,
        {
          ...(details.email === undefined ? {} : { email: details.email }),
          ...(details.name === undefined ? {} : { name: details.name }),
        },
        { idempotencyKey: idempotencyKey(commandId, `customer.update:${customer}`) },
      ),
    );
  }

  /** A SetupIntent the browser confirms with Stripe Elements; the payment method lands on the customer. */
  async setupIntent(
    accountId: string,
    types: readonly PaymentMethodType[],
    commandId: string,
  ): Promise<Stripe.SetupIntent> {
    const customer = await this.customerOf(accountId);
    return callStripe(() =>
      this.stripe.setupIntents.create(
        {
          customer,
          allowed_payment_method_types: [...types],
          // Kept for charging later without the payer (charge_automatically invoices).
          usage: 'off_session',
          metadata: { account_id: accountId },
        },
        { idempotencyKey: idempotencyKey(commandId, `setupIntent:${accountId}`) },
      ),
    );
  }

  /** Puts a payment method made by Stripe.js on the payer's customer. */
  async attach(accountId: string, paymentMethod: string): Promise<{ customer: string; method: Stripe.PaymentMethod }> {
    const customer = await this.customerOf(accountId);
    const method = await callStripe(() =>
      this.stripe.paymentMethods.attach(
        paymentMethod,
        { customer },
        { idempotencyKey: idempotencyKey(`attach:${accountId}`, paymentMethod) },
      ),
    );
    return { customer, method };
  }

  async detach(paymentMethod: string, commandId: string): Promise<void> {
    await callStripe(() =>
      this.stripe.paymentMethods.detach(
        paymentMethod,
        {},
        { idempotencyKey: idempotencyKey(commandId, `detach:${paymentMethod}`) },
      ),
    );
  }

  /**
   * The customer's invoice default follows ours (or is cleared when none is left). The key names the
   * command and the method: a default set back and forth within Stripe's 24 hours is a new request.
   */
  async setCustomerDefault(customer: string, paymentMethod: string | undefined, commandId: string): Promise<void> {
    await callStripe(() =>
      this.stripe.customers.update(
        customer,
        { invoice_settings: { default_payment_method: paymentMethod ?? '' } },
        { idempotencyKey: idempotencyKey(commandId, `customer.default:${customer}:${paymentMethod ?? 'none'}`) },
      ),
    );
  }
}

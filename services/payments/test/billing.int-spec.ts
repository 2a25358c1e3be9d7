import { PaymentsErrorCode } from '@callsheet/contracts';
import { uuid7 } from '@callsheet/kernel';
import { refusalOf } from '@callsheet/testing';
import { jest } from '@jest/globals';
import type Stripe from 'stripe';
import { ApplyStripePaymentMethodEventCommand } from '../src/billing/commands/apply-stripe-payment-method-event/apply-stripe-payment-method-event.command.js';
import { AttachPaymentMethodCommand } from '../src/billing/commands/attach-payment-method/attach-payment-method.command.js';
import { CreateSetupIntentCommand } from '../src/billing/commands/create-setup-intent/create-setup-intent.command.js';
import { DetachPaymentMethodCommand } from '../src/billing/commands/detach-payment-method/detach-payment-method.command.js';
import { SetDefaultPaymentMethodCommand } from '../src/billing/commands/set-default-payment-method/set-default-payment-method.command.js';
import { UpdateBillingCommand } from '../src/billing/commands/update-billing/update-billing.command.js';
import { ListPaymentMethodsQuery } from '../src/billing/queries/list-payment-methods/list-payment-methods.query.js';
import { BillingStripe } from '../src/billing/billing.stripe.js';
import { idempotencyKey } from '../src/stripe/stripe.client.js';
import { connectedAccount, outboxTypes } from './invoice-fixtures.js';
import { usePaymentsTestApp } from './payments-test-app.js';

// Payer billing against stripe-mock: the Stripe customer, SetupIntents, payment methods on file and the
// default one, and the webhooks that bring a method added in the browser to our file.

const harness = usePaymentsTestApp({ BULLMQ_PREFIX: `test-billing-${uuid7()}`, BULLMQ_WORKERS: 'false' });

function aPayer(email = 'billing@studio.example') {
  return connectedAccount(harness, { billingEmail: email, displayName: 'Blue Door Films' });
}

function attach(accountId: string, paymentMethod: string, makeDefault?: boolean) {
  return harness.commands.execute(new AttachPaymentMethodCommand(accountId, paymentMethod, makeDefault, uuid7()));
}

async function listed(accountId: string) {
  const { page, defaultPaymentMethodId } = await harness.queries.execute(
    new ListPaymentMethodsQuery(accountId, { limit: 25 }),
  );
  return { ids: page.data.map((method) => method.stripePaymentMethodId), defaultPaymentMethodId };
}

describe('the payer’s Stripe customer', () => {
  it('is made once, with the billing email and the account’s name', async () => {
    const accountId = await aPayer();
    const create = jest.spyOn(harness.stripe.customers, 'create');
    const billing = harness.app.get(BillingStripe);
    const [first, second] = await Promise.all([billing.customerOf(accountId), billing.customerOf(accountId)]);
    expect(first).toMatch(/^cus_/);
    expect(second).toBe(first);
    expect(create.mock.calls[0][0]).toEqual({
      email: 'billing@studio.example',
      name: 'Blue Door Films',
      metadata: { account_id: accountId },
    });
    // Both calls carry the same key: Stripe makes one customer.
    expect(new Set(create.mock.calls.map(([, options]) => options?.idempotencyKey))).toEqual(
      new Set([idempotencyKey(`customer:${accountId}`, 'create')]),
    );
    expect(await billing.customerOf(accountId)).toBe(first);
  });

  it('follows a change of billing email and name, with BillingDetailsChanged', async () => {
    const accountId = await aPayer();
    const customer = await harness.app.get(BillingStripe).customerOf(accountId);
    const update = jest.spyOn(harness.stripe.customers, 'update');
    const payer = await harness.commands.execute(
      new UpdateBillingCommand(accountId, { email: ' Accounts@Studio.Example ', name: 'Blue Door Films LLC' }, 'cmd-1'),
    );
    expect(payer).toMatchObject({ billingEmail: 'accounts@studio.example', displayName: 'Blue Door Films LLC' });
    expect(update.mock.calls[0]).toEqual([
      customer,
      { email: 'accounts@studio.example', name: 'Blue Door Films LLC' },
      { idempotencyKey: idempotencyKey('cmd-1', `customer.update:${customer}`) },
    ]);
    expect(await outboxTypes(harness, accountId)).toEqual(['BillingDetailsChanged']);
    expect(
      await refusalOf(harness.commands.execute(new UpdateBillingCommand(accountId, { email: 'nope' }, 'cmd-2'))),
    ).toEqual({ code: PaymentsErrorCode.InvalidValue, args: ['email'] });
  });
});

describe('SetupIntents', () => {
  it('collects a card or a US bank account for later charges, under the client’s key', async () => {
    const accountId = await aPayer();
    const create = jest.spyOn(harness.stripe.setupIntents, 'create');
    const intent = await harness.commands.execute(new CreateSetupIntentCommand(accountId, [], 'key-1'));
    expect(intent.client_secret).toMatch(/^seti_.+_secret_/);
    expect(create.mock.calls[0][0]).toMatchObject({
      allowed_payment_method_types: ['card', 'us_bank_account'],
      usage: 'off_session',
      metadata: { account_id: accountId },
    });
    expect(create.mock.calls[0][1]).toEqual({ idempotencyKey: idempotencyKey('key-1', `setupIntent:${accountId}`) });
    expect(
      await refusalOf(harness.commands.execute(new CreateSetupIntentCommand(accountId, ['sepa_debit'], 'key-2'))),
    ).toEqual({ code: PaymentsErrorCode.InvalidValue, args: ['paymentMethodTypes[0]'] });
  });
});

describe('payment methods on file', () => {
  it('makes the first the default, lists them newest first, and moves the default on request', async () => {
    const accountId = await aPayer();
    const setDefault = jest.spyOn(harness.stripe.customers, 'update');
    const visa = await attach(accountId, 'pm_card_visa');
    expect(visa).toMatchObject({
      method: { stripePaymentMethodId: 'pm_card_visa', type: 'card', label: 'visa', last4: '4242' },
      defaultPaymentMethodId: 'pm_card_visa',
    });
    expect(setDefault.mock.calls[0][1]).toEqual({ invoice_settings: { default_payment_method: 'pm_card_visa' } });
    await attach(accountId, 'pm_card_mastercard');
    expect(await listed(accountId)).toEqual({
      ids: ['pm_card_mastercard', 'pm_card_visa'],
      defaultPaymentMethodId: 'pm_card_visa',
    });
    await harness.commands.execute(new SetDefaultPaymentMethodCommand(accountId, 'pm_card_mastercard', uuid7()));
    expect((await listed(accountId)).defaultPaymentMethodId).toBe('pm_card_mastercard');
    // Attaching the same method again is one entry.
    await attach(accountId, 'pm_card_visa');
    expect((await listed(accountId)).ids).toHaveLength(2);
    expect(await outboxTypes(harness, accountId)).toEqual([
      'PaymentMethodAdded',
      'DefaultPaymentMethodChanged',
      'PaymentMethodAdded',
      'DefaultPaymentMethodChanged',
    ]);
  });

  it('pages by the payment methods’ ids', async () => {
    const accountId = await aPayer();
    for (const id of ['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex']) {
      await attach(accountId, id);
    }
    const first = await harness.queries.execute(new ListPaymentMethodsQuery(accountId, { limit: 2 }));
    expect(first.page).toMatchObject({ has_more: true });
    const next = await harness.queries.execute(
      new ListPaymentMethodsQuery(accountId, { limit: 2, startingAfter: first.page.data[1].stripePaymentMethodId }),
    );
    expect(next.page.data.map((method) => method.stripePaymentMethodId)).toEqual(['pm_card_visa']);
  });

  it('takes the default off with the method, making the newest other the default', async () => {
    const accountId = await aPayer();
    await attach(accountId, 'pm_card_visa');
    await attach(accountId, 'pm_card_mastercard');
    await attach(accountId, 'pm_card_amex', true);
    const detach = jest.spyOn(harness.stripe.paymentMethods, 'detach');
    expect(await harness.commands.execute(new DetachPaymentMethodCommand(accountId, 'pm_card_amex', uuid7()))).toEqual({
      defaultPaymentMethodId: 'pm_card_mastercard',
    });
    expect(detach.mock.calls[0][0]).toBe('pm_card_amex');
    expect(detach.mock.calls[0][2]).toHaveProperty('idempotencyKey');
    expect(await listed(accountId)).toEqual({
      ids: ['pm_card_mastercard', 'pm_card_visa'],
      defaultPaymentMethodId: 'pm_card_mastercard',
    });
  });

  it('answers another account’s payment method as not found', async () => {
    const owner = await aPayer();
    const other = await aPayer();
    await attach(owner, 'pm_card_visa');
    for (const command of [
      new SetDefaultPaymentMethodCommand(other, 'pm_card_visa', uuid7()),
      new DetachPaymentMethodCommand(other, 'pm_card_visa', uuid7()),
    ]) {
      expect(await refusalOf(harness.commands.execute(command))).toEqual({
        code: PaymentsErrorCode.PaymentMethodNotFound,
        args: ['pm_card_visa'],
      });
    }
    expect((await listed(owner)).ids).toEqual(['pm_card_visa']);
  });

  it('takes cards and US bank accounts only, detaching anything else again', async () => {
    const accountId = await aPayer();
    const attachAtStripe = harness.stripe.paymentMethods.attach.bind(harness.stripe.paymentMethods);
    jest
      .spyOn(harness.stripe.paymentMethods, 'attach')
      .mockImplementationOnce(async (...args: Parameters<typeof attachAtStripe>) => ({
        ...(await attachAtStripe(...args)),
        type: 'link',
      }));
    const detach = jest.spyOn(harness.stripe.paymentMethods, 'detach');
    expect(await refusalOf(attach(accountId, 'pm_link'))).toMatchObject({ code: PaymentsErrorCode.InvalidValue });
    expect(detach.mock.calls[0][0]).toBe('pm_link');
    expect((await listed(accountId)).ids).toEqual([]);
    expect(await refusalOf(attach(accountId, 'tok_visa'))).toMatchObject({
      code: PaymentsErrorCode.InvalidValue,
      args: ['paymentMethod'],
    });
  });
});

describe('Stripe’s payment method webhooks', () => {
  function paymentMethod(id: string, customer: string | null): Stripe.PaymentMethod {
    return {
      id,
      object: 'payment_method',
      type: 'us_bank_account',
      customer,
      us_bank_account: { bank_name: 'STRIPE TEST BANK', last4: '6789' },
    } as unknown as Stripe.PaymentMethod;
  }

  it('files a method added in the browser, once, and removes one detached at Stripe', async () => {
    const accountId = await aPayer();
    const customer = await harness.app.get(BillingStripe).customerOf(accountId);
    const event = (method: Stripe.PaymentMethod) =>
      harness.commands.execute(
        new ApplyStripePaymentMethodEventCommand({ type: 'payment_method.attached', method }, uuid7()),
      );
    expect(await event(paymentMethod('pm_bank_1', customer))).toBe('filed');
    expect(await event(paymentMethod('pm_bank_1', customer))).toBe('filed');
    expect(await listed(accountId)).toEqual({ ids: ['pm_bank_1'], defaultPaymentMethodId: 'pm_bank_1' });
    expect(await event(paymentMethod('pm_elsewhere', 'cus_notOurs'))).toBe('ignored');
    expect(
      await harness.commands.execute(
        new ApplyStripePaymentMethodEventCommand(
          {
            type: 'payment_method.detached',
            method: paymentMethod('pm_bank_1', null),
            previousCustomer: customer,
          },
          uuid7(),
        ),
      ),
    ).toBe('removed');
    expect(await listed(accountId)).toEqual({ ids: [], defaultPaymentMethodId: undefined });
  });

  it('files the payment method of a succeeded SetupIntent', async () => {
    const accountId = await aPayer();
    const customer = await harness.app.get(BillingStripe).customerOf(accountId);
    const retrieve = jest.spyOn(harness.stripe.paymentMethods, 'retrieve');
    const intent = { id: 'seti_1', object: 'setup_intent', customer, payment_method: 'pm_card_visa' };
    expect(
      await harness.commands.execute(
        new ApplyStripePaymentMethodEventCommand(
          {
            type: 'setup_intent.succeeded',
            intent: intent as unknown as Stripe.SetupIntent,
          },
          uuid7(),
        ),
      ),
    ).toBe('filed');
    expect(retrieve).toHaveBeenCalledWith('pm_card_visa');
    expect((await listed(accountId)).defaultPaymentMethodId).toBe('pm_card_visa');
  });
});

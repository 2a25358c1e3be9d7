import { e2eStack, waitFor } from '@callsheet/testing';
import pg from 'pg';
import { gatewayApi, type Json, type Member } from './support/api.js';
import { type ChainPlace, NORTHSTAR_MANAGER, productionChain } from './support/scenarios.js';
import { stripeEvent, stripeWebhookSender } from './support/stripe.js';

// Money in, end to end in custom connect mode, through the shared stack's gateway with every service on
// PostgreSQL, Kafka, Redis and stripe-mock: a production puts a card on file, invoices from deal memos are
// finalized and paid with it, Stripe's signed invoice.paid arrives, the transfers split exactly, and a
// minor's trust share follows the job's state (California and New York 15 %, Texas nothing) to the bank
// account the guardian marked, as a payout of its own, also when it is marked after the payment.
const stack = e2eStack();
const { call, memberWithAccount } = gatewayApi(stack.gatewayUrl);
const deliver = stripeWebhookSender(stack.gatewayUrl, stack.webhookSecret);
const paymentsDb = new pg.Pool({ connectionString: stack.databaseUrls.payments });

afterAll(async () => {
  await paymentsDb.end();
});

const PLACES = {
  CA: { city: 'Los Angeles', state: 'CA', country: 'US' },
  NY: { city: 'New York', state: 'NY', country: 'US' },
  TX: { city: 'Austin', state: 'TX', country: 'US' },
} satisfies Record<string, ChainPlace>;
type State = keyof typeof PLACES;

async function created(path: string, member: Member, body: Json): Promise<string> {
  const answer = await call('POST', path, member.token, body);
  expect({ path, status: answer.status, body: answer.status === 201 ? {} : answer.body }).toEqual({
    path,
    status: 201,
    body: {},
  });
  return String(answer.body.id);
}

/**
 * Retries while a service has not yet heard (by event) of what the call names; connections' copy of a
 * job just published may still say it is not open.
 */
async function once(method: string, path: string, token: string, body: unknown, waitingFor: string[]) {
  return waitFor(`${method} ${path}`, async () => {
    const answer = await call(method, path, token, body);
    const stale = answer.body.code === 'jobNotOpen' && answer.body.args?.[0] !== 'expired';
    return waitingFor.includes(String(answer.body.code)) || stale ? undefined : answer;
  });
}

async function stripeWebhook(type: string, object: Json): Promise<void> {
  expect((await deliver(stripeEvent(type, object))).status).toBe(200);
}

/** The invoice's lines as the payer lists them, once `ready` says they are where the test expects. */
async function transfersOf(member: Member, invoiceId: string, ready: (lines: Json[]) => boolean): Promise<Json[]> {
  return waitFor(`the transfers of invoice ${invoiceId}`, async () => {
    const page = await call('GET', `/api/stripe/transfer?invoiceId=${invoiceId}&limit=10`, member.token);
    const lines = page.body.data as Json[] | undefined;
    return lines && lines.length > 0 && ready(lines) ? lines : undefined;
  });
}

function byDestination(lines: Json[]): Record<string, Json> {
  return Object.fromEntries(lines.map((line) => [String(line.destination), line]));
}

async function payoutsOf(invoiceId: string): Promise<Json[]> {
  const { rows } = await paymentsDb.query(
    'SELECT purpose, amount, destination, account_id FROM payout WHERE invoice_id = $1 ORDER BY amount DESC',
    [invoiceId],
  );
  return rows as Json[];
}

describe('money in, custom mode', () => {
  let production: Member;
  let guardian: Member;
  let manager: Member;
  let minor: string;
  let adult: string;
  const applications: Partial<Record<State, string>> = {};

  beforeAll(async () => {
    [production, guardian, manager] = await Promise.all([
      memberWithAccount('production_company', 'Pia'),
      // A parent's account registering a minor (spec section 6).
      memberWithAccount('talent', 'Gwen', { parentOfMinor: true }),
      memberWithAccount('manager', 'Max'),
    ]);
    minor = await created('/api/talent', guardian, {
      firstName: 'Tilly',
      lastName: 'Guardian',
      birthDate: '2014-06-01',
      citizenship: ['us'],
      unions: ['nonUnion'],
      bodyTypes: ['ectomorph'],
      ethnicAppearances: ['whiteEuropean'],
      trustAccount: true,
      workPermit: true,
      guardian: {
        firstName: 'Gwen',
        lastName: 'Guardian',
        relationship: 'mother',
        email: 'gwen@example.com',
        phone: '(415) 555-2671',
      },
    });
    adult = await created('/api/talent', production, {
      firstName: 'Ada',
      lastName: 'Adult',
      birthDate: '1990-01-01',
      citizenship: ['us'],
      unions: ['nonUnion'],
      bodyTypes: ['mesomorph'],
      ethnicAppearances: ['whiteEuropean'],
    });
    const mgmt = await created('/api/representative', manager, NORTHSTAR_MANAGER);
    const request = await once(
      'POST',
      '/api/connection',
      manager.token,
      { talentId: minor, representativeId: mgmt, types: ['talentManager'] },
      ['profileNotFound'],
    );
    expect((await call('PATCH', `/api/connection/status/approve/${request.body.id}`, guardian.token)).status).toBe(200);
    for (const state of Object.keys(PLACES) as State[]) {
      const { job } = await productionChain(call, production, true, PLACES[state]);
      const applied = await once('POST', '/api/application', guardian.token, { jobId: job, talentId: minor }, [
        'jobNotFound',
      ]);
      expect(applied.status).toBe(201);
      const accepted = await call('PATCH', `/api/application/status/accept/${applied.body.id}`, production.token, {
        dealMemo: {
          rateType: 'daily',
          unitRate: 50000,
          quantity: 2,
          split: [
            { profileType: 'talent', profileId: minor, shareBps: 8500 },
            { profileType: 'representative', profileId: mgmt, shareBps: 1500 },
          ],
        },
      });
      expect(accepted.body).toMatchObject({ status: 'accepted', dealMemo: { total: 100000 } });
      applications[state] = String(applied.body.id);
    }
    for (const member of [production, guardian, manager]) {
      await waitFor('the connected account', async () =>
        (await call('GET', '/api/account', member.token)).status === 200 ? true : undefined,
      );
    }
  }, 240_000);

  /** An invoice of the state's accepted application, finalized, paid with the card on file. */
  async function paidInvoice(state: State): Promise<Json> {
    const draft = await once(
      'POST',
      `/api/stripe/invoice/application/${applications[state]}`,
      production.token,
      { prefix: `JOB${state}` },
      ['applicationNotFound', 'applicationNotInvoiceable'],
    );
    expect(draft).toMatchObject({ status: 201, body: { status: 'draft', total: 100000 } });
    const id = String(draft.body.id);
    const finalized = await call('POST', `/api/stripe/invoice/${id}/finalize`, production.token);
    expect(finalized).toMatchObject({ status: 200, body: { invoice: { status: 'open' } } });
    expect(finalized.body.invoice.actions).toEqual(expect.arrayContaining(['pay', 'charge', 'send', 'pdf']));
    const paid = await call('POST', `/api/stripe/invoice/${id}/pay`, production.token, {});
    expect(paid).toMatchObject({ status: 200, body: { invoice: { status: 'paid', amountPaid: 100000 } } });
    // Stripe's signed invoice.paid follows; it finds the invoice paid already and changes nothing.
    await stripeWebhook('invoice.paid', {
      id: finalized.body.invoice.stripeInvoiceId,
      object: 'invoice',
      status: 'paid',
      currency: 'usd',
      total: 100000,
      amount_due: 100000,
      amount_paid: 100000,
      metadata: { invoice_id: id },
    });
    return paid.body.invoice as Json;
  }

  it('puts a card on file for the production: its customer has the owner’s email, the first card is the default', async () => {
    const billing = await call('GET', '/api/account/billing', production.token);
    expect(billing).toMatchObject({
      status: 200,
      body: { accountId: production.accountId, paymentMethodTypes: ['card', 'us_bank_account'] },
    });
    expect(String(billing.body.email)).toMatch(/^e2e-.+@example\.com$/);
    const intent = await call('POST', '/api/account/billing/setup-intent', production.token, {});
    expect(intent).toMatchObject({ status: 201, body: { clientSecret: expect.stringMatching(/_secret_/) as unknown } });
    expect(String(intent.body.customerId)).toMatch(/^cus_/);
    const card = await call('POST', '/api/account/billing/payment-methods', production.token, {
      paymentMethod: 'pm_card_visa',
    });
    expect(card).toMatchObject({
      status: 201,
      body: { id: 'pm_card_visa', type: 'card', last4: '4242', isDefault: true },
    });
    const listed = await call('GET', '/api/account/billing/payment-methods', production.token);
    expect(listed.body).toMatchObject({ data: [{ id: 'pm_card_visa', isDefault: true }], has_more: false });
    // A plain member of another account cannot see it; the manager has no card at all.
    expect((await call('GET', '/api/account/billing/payment-methods', manager.token)).body.data).toEqual([]);
  });

  it('pays a California invoice with the card; the trust share waits for the trust account, then leaves as its own payout', async () => {
    const invoice = await paidInvoice('CA');
    const waiting = byDestination(
      await transfersOf(production, String(invoice.id), (lines) =>
        lines.some((line) => line.status === 'awaitingTrustAccount'),
      ),
    );
    // 1,000.00: 15 % commission on the gross, 15 % of the gross set aside (California), the rest to the minor.
    expect(waiting.talent).toMatchObject({ amount: 70000, status: 'created', accountId: guardian.accountId });
    expect(waiting.representative).toMatchObject({ amount: 15000, status: 'created', accountId: manager.accountId });
    expect(waiting.trust).toMatchObject({
      amount: 15000,
      status: 'awaitingTrustAccount',
      trustState: 'CA',
      hold: { code: 'awaitingTrustAccount', args: ['150.00', 'CA'] },
    });
    expect(Object.values(waiting).reduce((sum, line) => sum + Number(line.amount), 0)).toBe(100000);
    // The guardian sees the waiting line and why.
    const guardianLines = (await call('GET', '/api/stripe/transfer', guardian.token)).body.data as Json[];
    expect(guardianLines.find((line) => line.destination === 'trust')).toMatchObject({
      status: 'awaitingTrustAccount',
      hold: { code: 'awaitingTrustAccount' },
    });
    expect((await call('GET', `/api/stripe/invoice/${String(invoice.id)}`, production.token)).body).toMatchObject({
      trustSetAside: { amount: 15000, state: 'CA' },
    });

    // The guardian adds the minor's trust bank account and marks it: the waiting share is paid out to it.
    const bank = await call('POST', '/api/stripe/account/external', guardian.token, {
      external_account: {
        account_number: '000123456789',
        routing_number: '110000000',
        account_holder_name: 'Tilly Guardian Trust',
        account_holder_type: 'individual',
      },
    });
    expect(bank.status).toBe(201);
    const bankId = String(bank.body.id);
    const marked = await call('PUT', `/api/talent/${minor}/trust-account`, guardian.token, {
      externalAccountId: bankId,
    });
    expect(marked).toMatchObject({ status: 200, body: { talentId: minor, externalAccountId: bankId } });
    const paidOut = byDestination(
      await transfersOf(production, String(invoice.id), (lines) => lines.every((line) => line.status === 'created')),
    );
    expect(paidOut.trust.stripePayoutId).toMatch(/^po_/);
    expect(paidOut.trust.hold).toBeUndefined();
    expect(await payoutsOf(String(invoice.id))).toEqual([
      { purpose: 'guardian', amount: 70000, destination: null, account_id: guardian.accountId },
      { purpose: 'trust', amount: 15000, destination: bankId, account_id: guardian.accountId },
    ]);
    expect((await call('GET', `/api/talent/${minor}/trust-account`, guardian.token)).body).toMatchObject({
      externalAccountId: bankId,
      pendingAmount: 0,
    });
  });

  it('sets aside 15 % for New York at once (the account is marked) and nothing for Texas', async () => {
    const newYork = await paidInvoice('NY');
    const ny = byDestination(
      await transfersOf(production, String(newYork.id), (lines) => lines.every((line) => line.status === 'created')),
    );
    expect(ny.trust).toMatchObject({ amount: 15000, trustState: 'NY' });
    expect(ny.talent.amount).toBe(70000);
    const [, trustPayout] = await payoutsOf(String(newYork.id));
    expect(trustPayout).toMatchObject({ purpose: 'trust', amount: 15000 });

    const texas = await paidInvoice('TX');
    const tx = byDestination(
      await transfersOf(production, String(texas.id), (lines) => lines.every((line) => line.status === 'created')),
    );
    expect(Object.keys(tx).sort()).toEqual(['representative', 'talent']);
    expect(tx.talent.amount).toBe(85000);
    expect((await call('GET', `/api/stripe/invoice/${String(texas.id)}`, production.token)).body).not.toHaveProperty(
      'trustSetAside',
    );
  });

  it('refuses what a payer or a guardian may not do, with the code that says why', async () => {
    // A paid invoice is paid once; a trust account is a minor's, and only its own account's.
    const [paid] = (await call('GET', '/api/stripe/invoice?status=paid&limit=1', production.token)).body.data as Json[];
    expect(await call('POST', `/api/stripe/invoice/${String(paid.id)}/pay`, production.token, {})).toMatchObject({
      status: 409,
      body: { code: 'invoiceActionNotAllowed', args: ['paid', 'pay'] },
    });
    expect(
      await call('PUT', `/api/talent/${adult}/trust-account`, production.token, { externalAccountId: 'ba_any' }),
    ).toMatchObject({ status: 409, body: { code: 'trustAccountForMinorsOnly' } });
    expect(
      await call('PUT', `/api/talent/${minor}/trust-account`, production.token, { externalAccountId: 'ba_any' }),
    ).toMatchObject({ status: 404, body: { code: 'profileNotFound' } });
    expect(
      await call('PUT', `/api/talent/${minor}/trust-account`, guardian.token, { externalAccountId: 'card_123' }),
    ).toMatchObject({ status: 400, body: { code: 'invalidValue', args: ['externalAccountId'] } });
    // The manager (no card on file) is refused payment methods of others and has nothing to charge.
    expect(
      await call('POST', '/api/account/billing/payment-methods/pm_card_visa/default', manager.token, {}),
    ).toMatchObject({ status: 404, body: { code: 'paymentMethodNotFound' } });
  });

  it('edits a draft, refuses to edit it once finalized, and shows a failed payment and a payment to confirm with what to do', async () => {
    const other = await productionChain(call, production, true, PLACES.TX);
    const applied = await once('POST', '/api/application', guardian.token, { jobId: other.job, talentId: minor }, [
      'jobNotFound',
    ]);
    const accepted = await call('PATCH', `/api/application/status/accept/${applied.body.id}`, production.token, {
      dealMemo: {
        rateType: 'fixed',
        unitRate: 20000,
        quantity: 1,
        split: [{ profileType: 'talent', profileId: minor, shareBps: 10000 }],
      },
    });
    expect(accepted.body).toMatchObject({ status: 'accepted', dealMemo: { total: 20000 } });
    const draft = await once('POST', `/api/stripe/invoice/application/${applied.body.id}`, production.token, {}, [
      'applicationNotFound',
      'applicationNotInvoiceable',
    ]);
    const id = String(draft.body.id);
    const edited = await call('PATCH', `/api/stripe/invoice/${id}`, production.token, {
      items: [
        { description: 'Flat fee', quantity: 1, unitAmount: 20000 },
        { description: 'Travel', quantity: 2, unitAmount: 2500, taxRatesBps: [1000] },
      ],
      memo: 'Fee and travel',
    });
    expect(edited).toMatchObject({ status: 200, body: { status: 'draft', total: 25500, memo: 'Fee and travel' } });
    const finalized = await call('POST', `/api/stripe/invoice/${id}/finalize`, production.token);
    expect(finalized.status).toBe(200);
    expect(await call('PATCH', `/api/stripe/invoice/${id}`, production.token, { memo: 'Too late' })).toMatchObject({
      status: 409,
      body: { code: 'invoiceActionNotAllowed', args: ['open', 'edit'] },
    });
    const stripeInvoice = {
      id: finalized.body.invoice.stripeInvoiceId,
      object: 'invoice',
      status: 'open',
      currency: 'usd',
      hosted_invoice_url: 'https://invoice.stripe.com/i/acct_test/e2e',
      metadata: { invoice_id: id },
    };
    await stripeWebhook('invoice.payment_action_required', stripeInvoice);
    const toConfirm = await waitFor('the payment to confirm', async () => {
      const current = (await call('GET', `/api/stripe/invoice/${id}`, production.token)).body;
      return current.paymentIssue ? current : undefined;
    });
    expect(toConfirm).toMatchObject({
      displayStatus: 'open',
      paymentIssue: { kind: 'actionRequired', code: 'paymentActionRequired', args: [stripeInvoice.hosted_invoice_url] },
    });
    await stripeWebhook('invoice.payment_failed', stripeInvoice);
    const failed = await waitFor('the failed payment', async () => {
      const current = (await call('GET', `/api/stripe/invoice/${id}`, production.token)).body;
      return current.displayStatus === 'failed' ? current : undefined;
    });
    expect(failed.paymentIssue).toMatchObject({ kind: 'failed', code: 'paymentFailed' });
    const listed = (await call('GET', '/api/stripe/invoice?status=failed', production.token)).body.data as Json[];
    expect(listed.map((invoice) => String(invoice.id))).toContain(id);
  });
});

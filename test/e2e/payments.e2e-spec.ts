import { StripeTopics } from '@callsheet/contracts';
import { e2eStack, kafkaBrokers, linkIn, waitFor, waitForConsumerGroup, waitForMail } from '@callsheet/testing';
import { Kafka, logLevel } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { gatewayApi, type Json, type Member } from './support/api.js';
import { NORTHSTAR_MANAGER, productionChain } from './support/scenarios.js';
import { stripeEvent, stripeWebhookSender } from './support/stripe.js';

// The money path end to end, through the shared stack's gateway, with every service running on
// PostgreSQL, Kafka, Redis and stripe-mock: an accepted application with a deal memo → invoice →
// finalize → paid (a signed Stripe webhook) → transfers split exactly per the memo → the transfer report CSV.
const stack = e2eStack();
const base = stack.gatewayUrl;
const { call, memberWithAccount } = gatewayApi(base);
const deliver = stripeWebhookSender(base, stack.webhookSecret);
const kafka = new Kafka({ clientId: 'payments-e2e', brokers: kafkaBrokers, logLevel: logLevel.NOTHING });

async function create(path: string, member: Member, body: Json): Promise<string> {
  const created = await call('POST', path, member.token, body);
  expect({ path, status: created.status }).toEqual({ path, status: 201 });
  return created.body.id as string;
}

/** Retries while a service has not yet heard (by event) of what the call names. */
async function once(method: string, path: string, token: string, body: unknown, waitingFor: string[]) {
  return waitFor(`${method} ${path}`, async () => {
    const result = await call(method, path, token, body);
    return waitingFor.includes(result.body.code) ||
      (result.body.code === 'jobNotOpen' && result.body.args?.[0] !== 'expired')
      ? undefined
      : result;
  });
}

/** A Stripe event about this object, delivered signed; answers the gateway's status. */
async function stripeWebhook(type: string, object: Json): Promise<number> {
  return (await deliver(stripeEvent(type, object))).status;
}

/**
 * A plain `user` member of the account: signs up (verifying the address), is invited by the owner with
 * role user, accepts, and selects the account; answers its access token for that account.
 */
async function invitedUser(owner: Member): Promise<string> {
  const email = `e2e-user-${randomUUID()}@example.com`;
  const password = 'secret1';
  const signUp = await call('POST', '/public/auth/sign-up', undefined, {
    firstName: 'Uma',
    lastName: 'User',
    email,
    password,
    passwordConfirmation: password,
  });
  expect(signUp.status).toBe(201);
  const verification = linkIn(await waitForMail(email)).searchParams.get('token');
  expect((await call('POST', '/public/auth/verify-email', undefined, { token: verification })).status).toBe(204);
  const signIn = await call('POST', '/public/auth/sign-in', undefined, { email, password });
  expect(signIn.status).toBe(200);
  const userToken = String(signIn.body.accessToken);
  expect((await call('POST', '/api/account/invites', owner.token, { email, role: 'user' })).status).toBe(201);
  const invitation = linkIn(await waitForMail(email, { after: 1 })).searchParams.get('token')!;
  const accepted = await call('POST', `/api/token/${invitation}/process`, userToken, {});
  expect(accepted).toMatchObject({ status: 200, body: { account: owner.accountId, role: 'user' } });
  const session = await call('POST', '/api/auth/session', userToken, { account: owner.accountId });
  expect(session.status).toBe(200);
  const token = String(session.body.accessToken);
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Json;
  expect(claims).toMatchObject({ account: owner.accountId, role: 'user', owner: false });
  return token;
}

/** RFC 4180 lines of a small CSV without quoted newlines. */
function csvRows(text: string): string[][] {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
}

describe('payments end to end', () => {
  let production: Member;
  let talent: Member;
  let manager: Member;
  let applicationId: string;
  let cal: string;
  let mgmt: string;

  beforeAll(async () => {
    [production, talent, manager] = await Promise.all([
      memberWithAccount('production_company', 'Pia'),
      memberWithAccount('talent', 'Cal'),
      memberWithAccount('manager', 'Max'),
    ]);
    [cal, mgmt] = await Promise.all([
      create('/api/talent', talent, {
        firstName: 'Cal',
        lastName: 'Ripken',
        birthDate: '1990-12-10',
        citizenship: ['us'],
        unions: ['sagAftra'],
        bodyTypes: ['mesomorph'],
        ethnicAppearances: ['whiteEuropean'],
      }),
      create('/api/representative', manager, NORTHSTAR_MANAGER),
    ]);
    const request = await once(
      'POST',
      '/api/connection',
      manager.token,
      { talentId: cal, representativeId: mgmt, types: ['talentManager'] },
      ['profileNotFound'],
    );
    expect((await call('PATCH', `/api/connection/status/approve/${request.body.id}`, talent.token)).status).toBe(200);

    const { job: jobId } = await productionChain(call, production, true);
    const applied = await once('POST', '/api/application', talent.token, { jobId, talentId: cal }, ['jobNotFound']);
    expect(applied.status).toBe(201);
    applicationId = applied.body.id;
    const accepted = await call('PATCH', `/api/application/status/accept/${applicationId}`, production.token, {
      dealMemo: {
        rateType: 'daily',
        unitRate: 45000,
        quantity: 3,
        split: [
          { profileType: 'talent', profileId: cal, shareBps: 8000 },
          { profileType: 'representative', profileId: mgmt, shareBps: 2000 },
        ],
      },
    });
    expect(accepted.body).toMatchObject({ status: 'accepted', dealMemo: { total: 135000 } });
    // Each account's Stripe connected account exists once payments has handled its AccountCreated.
    for (const member of [production, talent, manager]) {
      await waitFor('the connected account', async () =>
        (await call('GET', '/api/account', member.token)).status === 200 ? true : undefined,
      );
    }
  }, 180_000);

  it('invoices the memo, is paid by webhook, splits the transfers exactly and reports them', async () => {
    const invoice = await once(
      'POST',
      `/api/stripe/invoice/application/${applicationId}`,
      production.token,
      { prefix: 'HARBOR', memo: 'Harbor Lights, 3 shoot days' },
      ['applicationNotFound', 'applicationNotInvoiceable'],
    );
    expect(invoice.status).toBe(201);
    expect(invoice.body).toMatchObject({ status: 'draft', total: 135000, prefix: 'HARBOR', applicationId });
    const invoiceId = invoice.body.id as string;
    // Nobody else sees or acts on the payer's invoice.
    expect((await call('GET', `/api/stripe/invoice/${invoiceId}`, talent.token)).status).toBeGreaterThanOrEqual(403);
    expect(
      (await call('POST', `/api/stripe/invoice/${invoiceId}/finalize`, manager.token)).status,
    ).toBeGreaterThanOrEqual(403);

    const finalized = await call('POST', `/api/stripe/invoice/${invoiceId}/finalize`, production.token);
    expect(finalized).toMatchObject({ status: 200, body: { invoice: { status: 'open' } } });
    const again = await call('POST', `/api/stripe/invoice/${invoiceId}/finalize`, production.token);
    expect(again).toMatchObject({ status: 409, body: { code: 'invoiceActionNotAllowed', args: ['open', 'finalize'] } });

    // Stripe reports the payment.
    const stripeInvoiceId = String(finalized.body.invoice.stripeInvoiceId);
    const paidObject = {
      id: stripeInvoiceId,
      object: 'invoice',
      status: 'paid',
      currency: 'usd',
      total: 135000,
      amount_due: 135000,
      amount_paid: 135000,
      amount_remaining: 0,
      metadata: { invoice_id: invoiceId },
    };
    expect(await stripeWebhook('invoice.paid', paidObject)).toBe(200);
    const paid = await waitFor('the invoice to be paid', async () => {
      const current = (await call('GET', `/api/stripe/invoice/${invoiceId}`, production.token)).body;
      return current.status === 'paid' ? current : undefined;
    });
    expect(paid).toMatchObject({ status: 'paid', amountPaid: 135000 });
    // A late invoice.finalized changes nothing.
    expect(await stripeWebhook('invoice.finalized', { ...paidObject, status: 'open', amount_paid: 0 })).toBe(200);

    const transfers = await waitFor('both transfers at Stripe', async () => {
      const page = (await call('GET', '/api/stripe/transfer', production.token)).body;
      const mine = (page.data as Json[]).filter((transfer) => transfer.invoiceId === invoiceId);
      return mine.length === 2 && mine.every((transfer) => transfer.status === 'created') ? mine : undefined;
    });
    const byDestination = Object.fromEntries(transfers.map((transfer) => [transfer.destination, transfer]));
    expect(byDestination.talent).toMatchObject({ amount: 108000, accountId: talent.accountId, profileId: cal });
    expect(byDestination.representative).toMatchObject({
      amount: 27000,
      accountId: manager.accountId,
      profileId: mgmt,
    });
    expect(transfers.reduce((sum, transfer) => sum + Number(transfer.amount), 0)).toBe(135000);
    expect(new Set(transfers.map((transfer) => String(transfer.transferGroup)))).toEqual(new Set([paid.transferGroup]));
    // Each recipient sees its own transfer only.
    const received = (await call('GET', '/api/stripe/transfer', talent.token)).body.data as Json[];
    expect(received.map((transfer) => Number(transfer.amount))).toEqual([108000]);
    expect((await call('GET', `/api/stripe/transfers/${byDestination.representative.id}`, talent.token)).status).toBe(
      404,
    );
    expect((await call('GET', `/api/stripe/transfers/${byDestination.talent.id}`, talent.token)).body.amount).toBe(
      108000,
    );

    // The paid status stayed; a second invoice.paid adds no transfer.
    expect(await stripeWebhook('invoice.paid', paidObject)).toBe(200);
    // Payments handled it (and any transfer it planned is written) once its consumer committed past it.
    await waitForConsumerGroup(kafka, 'payments.stripe-webhook', StripeTopics.webhookEvents);
    expect((await call('GET', `/api/stripe/invoice/${invoiceId}`, production.token)).body.status).toBe('paid');
    const after = (await call('GET', '/api/stripe/transfer', production.token)).body.data as Json[];
    expect(after.filter((transfer) => transfer.invoiceId === invoiceId)).toHaveLength(2);

    const report = await call('POST', '/api/stripe/transfer/report', production.token, {
      fileName: 'harbor-lights-transfers.csv',
      invoiceId,
    });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toContain('text/csv');
    expect(report.headers.get('content-disposition')).toContain('harbor-lights-transfers.csv');
    const [header, ...rows] = csvRows(report.text);
    expect(header.slice(0, 6)).toEqual([
      'Transfer ID',
      'Invoice ID',
      'Created on (UTC)',
      'Amount',
      'Currency',
      'Destination',
    ]);
    expect(rows).toHaveLength(2);
    // Amount in dollars (spec section 9: cents / 100), Destination the Stripe account, Recipient the kind.
    const column = (name: string) => header.indexOf(name);
    const amounts = Object.fromEntries(rows.map((row) => [row[column('Recipient')], row[column('Amount')]]));
    expect(amounts).toEqual({ talent: '1080.00', representative: '270.00' });
    expect(rows.every((row) => row[column('Destination')].startsWith('acct_'))).toBe(true);
    expect(rows.every((row) => row[1] === invoiceId)).toBe(true);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(transfers.map((transfer) => String(transfer.id))));
  });

  it('serves the account’s Stripe side: details, balance, bank accounts, persons and identity documents', async () => {
    const details = await call('GET', '/api/account', talent.token);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      id: talent.accountId,
      stripe_account_id: expect.stringMatching(/^acct_/),
    });
    expect(typeof details.body.status).toBe('string');
    const balance = await call('GET', '/api/account/balance', talent.token);
    expect(balance.status).toBe(200);
    expect(Array.isArray(balance.body.available) && Array.isArray(balance.body.pending)).toBe(true);

    const badRouting = await call('POST', '/api/stripe/account/external', talent.token, {
      external_account: {
        account_number: '000123456789',
        routing_number: '110000001',
        account_holder_name: 'Cal Ripken',
        account_holder_type: 'individual',
      },
    });
    expect(badRouting).toMatchObject({ status: 400, body: { code: 'invalidValue' } });
    const bank = await call('POST', '/api/stripe/account/external', talent.token, {
      external_account: {
        account_number: '000123456789',
        routing_number: '110000000',
        account_holder_name: 'Cal Ripken',
        account_holder_type: 'individual',
      },
    });
    expect(bank.status).toBe(201);
    expect(bank.body.object).toBe('bank_account');
    // ?expand=account puts the account, as GET /api/account answers it, in place of its Stripe id.
    const expanded = await call('GET', `/api/stripe/account/external/${bank.body.id}?expand=account`, talent.token);
    expect(expanded).toMatchObject({
      status: 200,
      body: { object: 'bank_account', account: { id: talent.accountId } },
    });
    expect(
      (await call('GET', `/api/stripe/account/external/${bank.body.id}?expand=customer`, talent.token)).body,
    ).toMatchObject({ code: 'validationFailed', args: ['expand'] });
    const banks = await call('GET', '/api/stripe/account/external?limit=10', talent.token);
    expect(banks).toMatchObject({ status: 200, body: { has_more: expect.any(Boolean) } });
    expect(Array.isArray(banks.body.data)).toBe(true);

    const persons = await call('GET', '/api/account/person', production.token);
    expect(persons.status).toBe(200);
    const noTitle = await call('POST', '/api/account/person', production.token, {
      first_name: 'Pia',
      last_name: 'Payer',
      relationship: { representative: true, executive: true },
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.code).toBe('primaryRepresentativeRequirements');

    const upload = async (name: string, bytes: Buffer, purpose = 'identity_document') => {
      const form = new FormData();
      form.append('purpose', purpose);
      form.append('file', new Blob([bytes]), name);
      const response = await fetch(`${base}/api/stripe/file`, {
        method: 'POST',
        headers: { authorization: `Bearer ${talent.token}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as Json };
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const accepted = await upload('passport.PDF', pdf);
    expect(accepted).toMatchObject({ status: 201, body: { id: expect.stringMatching(/^file_/) } });
    expect((await upload('passport.gif', pdf)).body.code).toBe('invalidFileType');
    expect((await upload('passport.png', pdf)).body.code).toBe('invalidFileType');
    expect((await upload('passport.pdf', pdf, 'dispute_evidence')).status).toBe(400);
  });

  // Issue 19: bank numbers reach Stripe from the browser (Stripe.js), the gateway only a token; an instant
  // payout is quoted from the balance and made. stripe-mock's balance and bank account are
  // scripts/infra/stripe-mock-fixtures.mjs's: $1,250.00 available, $310.00 pending, $800.00 instant.
  it('adds a bank account from a Stripe.js token, then quotes an instant payout and makes it', async () => {
    const token = 'btok_1PgcBrB7WZ01zgkWbdl2yHjS';
    const bank = await call('POST', '/api/stripe/account/external', talent.token, {
      external_account: token,
      default_for_currency: true,
    });
    expect(bank).toMatchObject({
      status: 201,
      body: { object: 'bank_account', available_payout_methods: expect.arrayContaining(['instant']) },
    });
    expect(
      await call('POST', '/api/stripe/account/external', talent.token, { external_account: 'pm_1PgcBrB7WZ01zgkW' }),
    ).toMatchObject({ status: 400, body: { code: 'invalidValue', args: ['external_account'] } });

    expect(await call('GET', '/api/account/balance', talent.token)).toMatchObject({
      status: 200,
      body: {
        available: [{ amount: 125_000, currency: 'usd' }],
        pending: [{ amount: 31_000, currency: 'usd' }],
        instant_available: [{ amount: 80_000, currency: 'usd' }],
      },
    });
    expect(
      await call('POST', '/api/account/payout/quote', talent.token, { amount: 80_001, currency: 'usd' }),
    ).toMatchObject({ status: 400, body: { code: 'instantPayoutOverAvailable', args: ['80000', 'usd'] } });
    const quote = await call('POST', '/api/account/payout/quote', talent.token, { amount: 50_000, currency: 'usd' });
    expect(quote).toMatchObject({
      status: 200,
      body: { amount: 50_000, fee: 750, net: 49_250, currency: 'usd', available: 80_000 },
    });
    expect(quote.body.destination).toMatch(/^ba_/);
    const payout = await call('POST', '/api/account/payout', talent.token, { amount: 50_000, currency: 'usd' });
    expect(payout).toMatchObject({
      status: 201,
      body: {
        method: 'instant',
        status: 'pending',
        amount: 50_000,
        fee: 750,
        net: 49_250,
        currency: 'usd',
        destination: quote.body.destination,
        stripe_payout_id: expect.stringMatching(/^po_/),
      },
    });
  });

  // Security issue "money moves by any member": payouts, transfer reports and the invoice actions that
  // move money or settle the bill need an owner or admin; a plain member still reads, sends and downloads.
  it('refuses a plain user member payouts, transfer reports and finalizing; the owner may', async () => {
    const user = await invitedUser(production);
    const forbidden = { status: 403, body: { code: 'forbidden' } };

    expect(await call('POST', '/api/account/payout', user, { amount: 1000, currency: 'usd' })).toMatchObject(forbidden);
    expect(await call('POST', '/api/account/payout/quote', user, { amount: 1000, currency: 'usd' })).toMatchObject(
      forbidden,
    );
    expect(await call('POST', '/api/stripe/transfer/report', user, { fileName: 'mine.csv' })).toMatchObject(forbidden);

    const invoice = await once(
      'POST',
      `/api/stripe/invoice/application/${applicationId}`,
      production.token,
      { memo: 'Harbor Lights, reshoot' },
      ['applicationNotFound', 'applicationNotInvoiceable'],
    );
    expect(invoice.status).toBe(201);
    const invoiceId = invoice.body.id as string;
    // Reading stays open to every member.
    expect((await call('GET', `/api/stripe/invoice/${invoiceId}`, user)).body).toMatchObject({
      id: invoiceId,
      status: 'draft',
    });
    expect((await call('GET', '/api/stripe/invoice', user)).status).toBe(200);

    for (const action of ['finalize', 'void', 'charge', 'markPaid', 'markUncollectible', 'creditNote']) {
      expect({ action, ...(await call('POST', `/api/stripe/invoice/${invoiceId}/${action}`, user)) }).toMatchObject({
        action,
        ...forbidden,
      });
    }
    // send passes the access check (the state machine then refuses it on a draft).
    expect(await call('POST', `/api/stripe/invoice/${invoiceId}/send`, user)).toMatchObject({
      status: 409,
      body: { code: 'invoiceActionNotAllowed', args: ['draft', 'send'] },
    });
    expect((await call('GET', `/api/stripe/invoice/${invoiceId}`, production.token)).body.status).toBe('draft');

    // The owner finalizes; its payout request passes the access check (Stripe's answer is the service's).
    const finalized = await call('POST', `/api/stripe/invoice/${invoiceId}/finalize`, production.token);
    expect(finalized).toMatchObject({ status: 200, body: { invoice: { status: 'open' } } });
    const payout = await call('POST', '/api/account/payout/quote', production.token, { amount: 1000, currency: 'usd' });
    expect(payout.body.code).not.toBe('forbidden');
    expect(payout.status).not.toBe(403);
  });
});

import { expect, type APIRequestContext } from '@playwright/test';
import Stripe from 'stripe';
import { NORTHSTAR_MANAGER, productionChain } from '../../../test/e2e/support/scenarios';
import { newMember, type Member } from './flows';
import { linkFromMail } from './mail';

/*
 * The money journey's set-up through the API (the screens that make these are tested elsewhere): members
 * with verified emails and accounts, a minor's talent profile with a connected manager, a published job
 * in California, an application accepted with a deal memo, a card on file; and Stripe's webhooks signed
 * as Stripe signs them. Every call goes through the console's origin (its proxy to the gateway).
 */

export interface ApiMember extends Member {
  token: string;
  accountId: string;
}

/** A JSON answer's fields (read with String() or a cast where a test needs one). */
export type Json = Record<string, unknown>;

export interface Answer {
  status: number;
  body: Json;
}

export async function call(
  request: APIRequestContext,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const response = await request.fetch(path, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: body,
  });
  const text = await response.text();
  let parsed: Json;
  try {
    parsed = text ? (JSON.parse(text) as Json) : {};
  } catch {
    parsed = { text };
  }
  return { status: response.status(), body: parsed };
}

/** Repeats a call while the service has not heard yet (by event) of what it names. */
export async function callOnce(
  request: APIRequestContext,
  method: string,
  path: string,
  token: string,
  body: unknown,
  waitingFor: string[],
): Promise<Answer> {
  let answer: Answer | undefined;
  await expect
    .poll(
      async () => {
        answer = await call(request, method, path, token, body);
        const stale =
          answer.body.code === 'jobNotOpen' && (answer.body.args as string[] | undefined)?.[0] !== 'expired';
        return waitingFor.includes(String(answer.body.code)) || stale ? 'waiting' : 'answered';
      },
      { timeout: 30_000, intervals: [250, 500, 1000], message: `${method} ${path}` },
    )
    .toBe('answered');
  return answer!;
}

/** Signs up, verifies the email from its mail, signs in and creates an account of this type. */
export async function apiMember(
  request: APIRequestContext,
  label: string,
  account: { type: string; firstName: string; lastName: string; parentOfMinor?: boolean },
): Promise<ApiMember> {
  const member = { ...newMember(label), firstName: account.firstName, lastName: account.lastName };
  const since = Date.now() - 1000;
  const signUp = await call(request, 'POST', '/public/auth/sign-up', undefined, {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    password: member.password,
    passwordConfirmation: member.password,
  });
  expect(signUp.status, JSON.stringify(signUp.body)).toBeLessThan(300);
  const link = await linkFromMail(member.email, '/verify-email', since);
  const token = new URL(link).searchParams.get('token');
  expect((await call(request, 'POST', '/public/auth/verify-email', undefined, { token })).status).toBeLessThan(300);
  const signIn = await call(request, 'POST', '/public/auth/sign-in', undefined, {
    email: member.email,
    password: member.password,
  });
  const created = await call(request, 'POST', '/api/account', String(signIn.body.accessToken), {
    business_type: account.parentOfMinor ? 'parent' : 'individual',
    ...(account.parentOfMinor ? { minor: true } : {}),
    account_type: account.type,
    individual: { first_name: account.firstName, last_name: account.lastName, dob: '1980-02-02' },
    tos_shown_and_accepted: true,
    country: 'US',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return {
    ...member,
    token: String((created.body.session as Json).accessToken),
    accountId: String(created.body.id),
  };
}

export interface AcceptedDeal {
  production: ApiMember;
  guardian: ApiMember;
  manager: ApiMember;
  minorId: string;
  minorName: string;
  managerCompany: string;
  jobId: string;
  applicationId: string;
}

/**
 * A production company, a guardian with a minor's talent profile and the minor's connected manager; the
 * guardian applies for the production's California job and the production accepts with a deal memo of
 * 2 days at 500.00, split 85 % talent, 15 % manager. The three connected accounts exist at Stripe.
 */
export async function acceptedDealMemo(request: APIRequestContext): Promise<AcceptedDeal> {
  const [production, guardian, manager] = await Promise.all([
    apiMember(request, 'payer', { type: 'production_company', firstName: 'Pia', lastName: 'Payer' }),
    apiMember(request, 'guardian', { type: 'talent', firstName: 'Gwen', lastName: 'Guardian', parentOfMinor: true }),
    apiMember(request, 'manager', { type: 'manager', firstName: 'Max', lastName: 'Manager' }),
  ]);
  const minor = await call(request, 'POST', '/api/talent', guardian.token, {
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
  expect(minor.status, JSON.stringify(minor.body)).toBe(201);
  const minorId = String(minor.body.id);
  const representative = await call(request, 'POST', '/api/representative', manager.token, NORTHSTAR_MANAGER);
  expect(representative.status, JSON.stringify(representative.body)).toBe(201);
  const connection = await callOnce(
    request,
    'POST',
    '/api/connection',
    manager.token,
    { talentId: minorId, representativeId: String(representative.body.id), types: ['talentManager'] },
    ['profileNotFound'],
  );
  expect(connection.status, JSON.stringify(connection.body)).toBe(201);
  const approved = await call(
    request,
    'PATCH',
    `/api/connection/status/approve/${String(connection.body.id)}`,
    guardian.token,
  );
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const chain = await productionChain(
    async (method, path, token, body) => {
      const answer = await call(request, method, path, token, body);
      return { ...answer, headers: new Headers(), text: JSON.stringify(answer.body) };
    },
    production,
    true,
  );
  const applied = await callOnce(
    request,
    'POST',
    '/api/application',
    guardian.token,
    { jobId: chain.job, talentId: minorId },
    ['jobNotFound', 'profileNotFound'],
  );
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const accepted = await call(
    request,
    'PATCH',
    `/api/application/status/accept/${String(applied.body.id)}`,
    production.token,
    {
      dealMemo: {
        rateType: 'daily',
        unitRate: 50000,
        quantity: 2,
        split: [
          { profileType: 'talent', profileId: minorId, shareBps: 8500 },
          { profileType: 'representative', profileId: String(representative.body.id), shareBps: 1500 },
        ],
      },
    },
  );
  expect(accepted.body, JSON.stringify(accepted.body)).toMatchObject({
    status: 'accepted',
    dealMemo: { total: 100000 },
  });
  for (const member of [production, guardian, manager]) {
    await expect
      .poll(async () => (await call(request, 'GET', '/api/account', member.token)).status, {
        timeout: 30_000,
        message: 'the connected account',
      })
      .toBe(200);
  }
  return {
    production,
    guardian,
    manager,
    minorId,
    minorName: 'Tilly Guardian',
    managerCompany: NORTHSTAR_MANAGER.company.name,
    jobId: chain.job,
    applicationId: String(applied.body.id),
  };
}

/** Stripe's test card on file as the payer's default payment method (the billing routes; the card UI is tested elsewhere). */
export async function cardOnFile(request: APIRequestContext, payer: ApiMember): Promise<void> {
  const intent = await call(request, 'POST', '/api/account/billing/setup-intent', payer.token, {});
  expect(intent.status, JSON.stringify(intent.body)).toBe(201);
  const card = await call(request, 'POST', '/api/account/billing/payment-methods', payer.token, {
    paymentMethod: 'pm_card_visa',
  });
  expect(card.body, JSON.stringify(card.body)).toMatchObject({ id: 'pm_card_visa', isDefault: true });
}

/** The gateway's webhook secret: the harness and `npm start` leave the development default. */
function webhookSecret(): string {
  const [secret = 'whsec_callsheet_development'] = (process.env.STRIPE_WEBHOOK_SECRET ?? '').split(',').filter(Boolean);
  return secret.trim();
}

/**
 * POSTs a Stripe event to /webhooks/stripe as Stripe does: the exact bytes, signed with the endpoint's
 * secret. `created` is the event's Stripe time (unix seconds; now when not given).
 */
export async function stripeWebhook(
  request: APIRequestContext,
  type: string,
  object: Json,
  created = Math.floor(Date.now() / 1000),
): Promise<number> {
  const payload = JSON.stringify({
    id: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = new Stripe('sk_test_123').webhooks.generateTestHeaderString({ payload, secret: webhookSecret() });
  const response = await request.post('/webhooks/stripe', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  });
  return response.status();
}

/**
 * Stripe's signed invoice.paid for one of our invoices, paid in full: its Stripe id, its total in cents
 * and our id in the metadata, as Stripe sends it after a charge succeeds. The webhook's HTTP status.
 */
export function invoicePaidWebhook(
  request: APIRequestContext,
  invoice: { id: string; stripeInvoiceId: string; totalCents: number },
): Promise<number> {
  return stripeWebhook(request, 'invoice.paid', {
    id: invoice.stripeInvoiceId,
    object: 'invoice',
    status: 'paid',
    currency: 'usd',
    total: invoice.totalCents,
    amount_due: invoice.totalCents,
    amount_paid: invoice.totalCents,
    metadata: { invoice_id: invoice.id },
  });
}

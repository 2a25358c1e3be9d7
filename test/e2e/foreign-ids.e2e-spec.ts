import { e2eStack, waitFor } from '@callsheet/testing';
import sharp from 'sharp';
import { gatewayApi, type Answer, type Json, type Member } from './support/api.js';
import { NORTHSTAR_MANAGER, productionChain } from './support/scenarios.js';
import { stripeEvent, stripeWebhookSender } from './support/stripe.js';

// The ownership policy over the whole API: a record of another account answers 404 with the resource's
// not-found code, as if it did not exist. The routes come from the running gateway's OpenAPI document,
// not from a list here: every /api operation with a path parameter is called with another account's id,
// so a new route with an id fails this test until it has a fixture (or a reason to be excluded below).

/**
 * Operations whose path parameter is not an id of an account's record, and why. Nothing else is skipped;
 * an entry that OpenAPI no longer lists fails the test, so this list cannot go stale.
 */
const STRIPE_SCOPED =
  'a Stripe object looked up under the caller’s own connected account, so Stripe answers another account’s id ' +
  'resource_missing (404 stripeObjectNotFound); stripe-mock is stateless and answers any id, so this stack cannot show it';
const NOT_ACCOUNT_RECORDS: Record<string, string> = {
  'POST /api/token/{token}/process': 'an invitation token, addressed to an email address (auth-security tests it)',
  'GET /api/talent/details/{id}': 'public details: every member may read any talent profile, without private fields',
  'GET /api/representative/details/{id}': 'public details: every member may read any representative profile',
  'GET /api/connection/pending/{id}':
    'the id names any profile (public); the answer lists only the caller’s own connections with it',
  'GET /api/connection/connected/{id}':
    'the id names any profile (public); the answer lists only the caller’s own connections with it',
  'GET /api/account/person/{id}': STRIPE_SCOPED,
  'PATCH /api/account/person/{id}': STRIPE_SCOPED,
  'DELETE /api/account/person/{id}': STRIPE_SCOPED,
  'GET /api/stripe/account/external/{id}': STRIPE_SCOPED,
  'PATCH /api/stripe/account/external/{id}': STRIPE_SCOPED,
  'DELETE /api/stripe/account/external/{id}': STRIPE_SCOPED,
};

/** The records of account A the test creates, each answered by its own not-found code. */
const NOT_FOUND_CODE = {
  talent: 'profileNotFound',
  photo: 'photoNotFound',
  representative: 'profileNotFound',
  // A draft chain: drafts are what the details and hierarchy routes must keep from other accounts.
  production: 'productionNotFound',
  project: 'projectNotFound',
  job: 'jobNotFound',
  // A published job: applications, prospects and invoices need one.
  listedJob: 'jobNotFound',
  connection: 'connectionNotFound',
  application: 'applicationNotFound',
  invoice: 'invoiceNotFound',
  transfer: 'transferNotFound',
  transferReport: 'transferReportNotFound',
  // A's owner, named by user id on another account's member routes, and A's pending invitation.
  member: 'memberNotFound',
  invite: 'inviteNotFound',
  // A card on A's file (the payer's billing).
  paymentMethod: 'paymentMethodNotFound',
} as const;
type Kind = keyof typeof NOT_FOUND_CODE;

/** Which record a path parameter names, by the path up to and including the parameter. */
const KIND_BY_PREFIX: Record<string, Kind> = {
  '/api/talent/{id}': 'talent',
  '/api/talent/{id}/photos/{photoId}': 'photo',
  '/api/representative/{id}': 'representative',
  '/api/production/{id}': 'production',
  '/api/production/details/{id}': 'production',
  '/api/project/{id}': 'project',
  '/api/project/details/{id}': 'project',
  '/api/project/byProductionId/{id}': 'production',
  '/api/job/{id}': 'job',
  '/api/job/details/{id}': 'job',
  '/api/job/byProjectId/{id}': 'project',
  '/api/connection/{id}': 'connection',
  '/api/connection/status/approve/{id}': 'connection',
  '/api/application/{id}': 'application',
  '/api/application/status/accept/{id}': 'application',
  '/api/application/prospects/{jobId}': 'listedJob',
  '/api/stripe/invoice/application/{id}': 'application',
  '/api/stripe/invoice/{id}': 'invoice',
  '/api/stripe/transfers/{id}': 'transfer',
  '/api/stripe/transfer/report/{id}': 'transferReport',
  '/api/account/members/{userId}': 'member',
  '/api/account/invites/{id}': 'invite',
  '/api/account/billing/payment-methods/{id}': 'paymentMethod',
};

const dealMemo = (talentId: string): Json => ({
  rateType: 'daily',
  unitRate: 45000,
  quantity: 1,
  split: [{ profileType: 'talent', profileId: talentId, shareBps: 10_000 }],
});

/**
 * Valid bodies for the writes whose body is checked before the record is looked up. A body check does not
 * reveal whether an id exists (it answers the same 400 for any id), but a valid body makes each call reach
 * the ownership check, which is what this test is about. Writes not listed send {}.
 */
const bodyOf = (cTalent: string): Record<string, Json> => ({
  'PATCH /api/production/{id}/status': { status: 'ready' },
  'PATCH /api/project/{id}/status': { status: 'ready' },
  'PATCH /api/job/{id}/status': { status: 'ready' },
  'PATCH /api/production/{id}/phase': { phase: 'freeze' },
  'PATCH /api/connection/{id}': { action: 'archive' },
  'PATCH /api/application/{id}': { action: 'archive' },
  'PATCH /api/application/status/accept/{id}': { dealMemo: dealMemo(cTalent) },
  'POST /api/stripe/invoice/application/{id}': { memo: 'Harbor Lights, one shoot day' },
  'PATCH /api/account/members/{userId}': { role: 'user' },
  'PUT /api/talent/{id}/trust-account': { externalAccountId: 'ba_anyBankAccount' },
});

interface Operation {
  method: string;
  path: string;
  /** Values to try for parameters that are not ids (an enum such as the invoice action). */
  choices: Record<string, string[]>;
  multipart: boolean;
}

/** Every /api operation with a path parameter, as the OpenAPI document lists it. */
function operationsWithIds(document: Json): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    if (!path.startsWith('/api/') || !path.includes('{')) {
      continue;
    }
    for (const method of ['get', 'put', 'post', 'patch', 'delete']) {
      const operation = item[method] as Json | undefined;
      if (!operation) {
        continue;
      }
      const choices: Record<string, string[]> = {};
      for (const parameter of (operation.parameters ?? []) as Json[]) {
        if (parameter.in === 'path' && Array.isArray(parameter.schema?.enum)) {
          choices[parameter.name as string] = parameter.schema.enum as string[];
        }
      }
      const multipart = Boolean(operation.requestBody?.content?.['multipart/form-data']);
      operations.push({ method: method.toUpperCase(), path, choices, multipart });
    }
  }
  return operations;
}

/** The path's id parameters (not the enumerated ones), outermost first, each with its record's kind. */
function idParameters(operation: Operation): { name: string; kind: Kind | undefined; prefix: string }[] {
  return [...operation.path.matchAll(/\{(\w+)\}/g)]
    .filter(([, name]) => !(name in operation.choices))
    .map((match) => {
      const prefix = operation.path.slice(0, match.index + match[0].length);
      return { name: match[1], kind: KIND_BY_PREFIX[prefix], prefix };
    });
}

/** One URL per combination of the enumerated parameters' values (most operations have none). */
function urlsOf(operation: Operation, ids: Record<string, string>): string[] {
  let urls = [operation.path.replace(/\{(\w+)\}/g, (whole, name: string) => ids[name] ?? whole)];
  for (const [name, values] of Object.entries(operation.choices)) {
    urls = urls.flatMap((url) => values.map((value) => url.replace(`{${name}}`, value)));
  }
  return urls;
}

// The e2e project's shared stack (libs/testing/src/e2e-stack.ts): every service and the gateway.
const stack = e2eStack();
const base = stack.gatewayUrl;
const { call, memberWithAccount } = gatewayApi(base);
const deliver = stripeWebhookSender(base, stack.webhookSecret);

async function created(path: string, member: Member, body: Json): Promise<string> {
  const answer = await call('POST', path, member.token, body);
  expect({ path, status: answer.status, code: answer.body.code as unknown }).toEqual({
    path,
    status: 201,
    code: undefined,
  });
  return answer.body.id as string;
}

/** Repeats a call while a service has not yet heard (by event) of a record it names. */
async function once(method: string, path: string, member: Member, body: Json, waitingFor: string[]): Promise<Answer> {
  return waitFor(`${method} ${path}`, async () => {
    const answer = await call(method, path, member.token, body);
    return waitingFor.includes(answer.body.code as string) ? undefined : answer;
  });
}

async function send(operation: Operation, url: string, token: string, body: Json, png: Buffer): Promise<Answer> {
  if (!operation.multipart) {
    return call(
      operation.method,
      url,
      token,
      operation.method === 'GET' || operation.method === 'DELETE' ? undefined : body,
    );
  }
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)]), 'headshot.png');
  const response = await fetch(`${base}${url}`, {
    method: operation.method,
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as Json };
}

const aTalent = (firstName: string): Json => ({
  firstName,
  lastName: 'Owned',
  birthDate: '1990-12-10',
  citizenship: ['us'],
  unions: ['sagAftra'],
  bodyTypes: ['mesomorph'],
  ethnicAppearances: ['whiteEuropean'],
});

/** A's talent is a minor's, so that its trust account (a route with the talent's id) exists too. */
const aMinor = (firstName: string): Json => ({
  ...aTalent(firstName),
  birthDate: '2014-06-01',
  guardian: {
    firstName: 'Gwen',
    lastName: 'Owned',
    relationship: 'mother',
    email: 'gwen@example.com',
    phone: '(415) 555-2671',
  },
});

describe('another account’s ids', () => {
  let owner: Member; // A: owns one record of every kind
  let stranger: Member; // B: calls every route with A's ids
  let applicant: Member; // C: the other side of A's connection and application
  let cTalent: string;
  let png: Buffer;
  const fixtures = {} as Record<Kind, string>;

  /** A production → project → job chain of A's, published when asked. */
  const chain = (published: boolean) => productionChain(call, owner, published);

  beforeAll(async () => {
    // Managers reach every feature (talent, representative and production sides), so no route answers
    // 403 for the stranger's account type before the record is looked up.
    [owner, stranger, applicant] = await Promise.all([
      memberWithAccount('manager', 'Ann'),
      memberWithAccount('manager', 'Ben'),
      memberWithAccount('talent', 'Cal'),
    ]);
    fixtures.member = (
      JSON.parse(Buffer.from(owner.token.split('.')[1], 'base64url').toString()) as { sub: string }
    ).sub;
    const invite = await call('POST', '/api/account/invites', owner.token, {
      email: `foreign-ids-${fixtures.member}@example.com`,
      role: 'user',
    });
    expect(invite.status).toBe(201);
    fixtures.invite = invite.body.id as string;
    png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();

    [fixtures.talent, fixtures.representative, cTalent] = await Promise.all([
      created('/api/talent', owner, aMinor('Ann')),
      created('/api/representative', owner, NORTHSTAR_MANAGER),
      created('/api/talent', applicant, aTalent('Cal')),
    ]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'headshot.png');
    const photo = await fetch(`${base}/api/talent/${fixtures.talent}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    expect(photo.status).toBe(201);
    fixtures.photo = ((await photo.json()) as Json).id as string;
    // A's representative profile has its licence document on file, so that its owner reads it (200).
    const document = new FormData();
    document.append('file', new Blob([new Uint8Array(png)]), 'licence.png');
    const licence = await fetch(`${base}/api/representative/${fixtures.representative}/license/document`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.token}` },
      body: document,
    });
    expect(licence.status).toBe(200);

    const drafts = await chain(false);
    [fixtures.production, fixtures.project, fixtures.job] = [drafts.production, drafts.project, drafts.job];
    fixtures.listedJob = (await chain(true)).job;

    const connection = await once(
      'POST',
      '/api/connection',
      owner,
      { talentId: cTalent, representativeId: fixtures.representative, types: ['talentManager'] },
      ['profileNotFound'],
    );
    expect(connection.status).toBe(201);
    fixtures.connection = connection.body.id as string;

    const application = await once(
      'POST',
      '/api/application',
      applicant,
      { jobId: fixtures.listedJob, talentId: cTalent, preScreen: {} },
      ['jobNotFound', 'jobNotOpen', 'profileNotFound'],
    );
    expect(application.status).toBe(201);
    fixtures.application = application.body.id as string;
    const accepted = await call('PATCH', `/api/application/status/accept/${fixtures.application}`, owner.token, {
      dealMemo: dealMemo(cTalent),
    });
    expect(accepted.body).toMatchObject({ status: 'accepted' });

    // Both sides' Stripe connected accounts exist once payments has handled their AccountCreated.
    for (const member of [owner, applicant]) {
      await waitFor('the connected account', async () =>
        (await call('GET', '/api/account', member.token)).status === 200 ? true : undefined,
      );
    }
    // A card on A's file, and a bank account of A's marked as its minor's trust account.
    const card = await call('POST', '/api/account/billing/payment-methods', owner.token, {
      paymentMethod: 'pm_card_visa',
    });
    expect(card.status).toBe(201);
    fixtures.paymentMethod = card.body.id as string;
    const bank = await call('POST', '/api/stripe/account/external', owner.token, {
      external_account: {
        account_number: '000123456789',
        routing_number: '110000000',
        account_holder_name: 'Ann Owned Trust',
        account_holder_type: 'individual',
      },
    });
    expect(bank.status).toBe(201);
    const trust = await call('PUT', `/api/talent/${fixtures.talent}/trust-account`, owner.token, {
      externalAccountId: bank.body.id as string,
    });
    expect(trust.status).toBe(200);
    const invoice = await once(
      'POST',
      `/api/stripe/invoice/application/${fixtures.application}`,
      owner,
      { memo: 'Harbor Lights, one shoot day' },
      ['applicationNotFound', 'applicationNotInvoiceable'],
    );
    expect(invoice.status).toBe(201);
    fixtures.invoice = invoice.body.id as string;
    const finalized = await call('POST', `/api/stripe/invoice/${fixtures.invoice}/finalize`, owner.token);
    expect(finalized.status).toBe(200);
    const stripeInvoiceId = String(finalized.body.invoice.stripeInvoiceId);
    const paid = await deliver(
      stripeEvent('invoice.paid', {
        id: stripeInvoiceId,
        object: 'invoice',
        status: 'paid',
        currency: 'usd',
        total: 45000,
        amount_due: 45000,
        amount_paid: 45000,
        amount_remaining: 0,
        metadata: { invoice_id: fixtures.invoice },
      }),
    );
    expect(paid.status).toBe(200);
    fixtures.transfer = await waitFor('the invoice’s transfer', async () => {
      const page = (await call('GET', '/api/stripe/transfer', owner.token)).body.data as Json[];
      return page.find((transfer) => transfer.invoiceId === fixtures.invoice)?.id as string | undefined;
    });
    // The report answers 202 with its id, or the CSV itself (its id in x-report-id) when already built.
    const report = await call('POST', '/api/stripe/transfer/report', owner.token, { fileName: 'foreign-ids.csv' });
    expect([200, 202]).toContain(report.status);
    fixtures.transferReport = (report.body.id as string | undefined) ?? String(report.headers.get('x-report-id'));
  }, 180_000);

  it('answers 404 with the resource’s not-found code on every /api route with an id', async () => {
    const document = (await (await fetch(`${base}/docs-json`)).json()) as Json;
    const listed = operationsWithIds(document);
    const key = (operation: Operation) => `${operation.method} ${operation.path}`;

    // The exclusions name real operations, and every other operation's ids have a fixture.
    expect(Object.keys(NOT_ACCOUNT_RECORDS).filter((excluded) => !listed.some((op) => key(op) === excluded))).toEqual(
      [],
    );
    const operations = listed.filter((operation) => !(key(operation) in NOT_ACCOUNT_RECORDS));
    const withoutFixture = operations.flatMap((operation) =>
      idParameters(operation)
        .filter((parameter) => parameter.kind === undefined)
        .map((parameter) => `${key(operation)}: no fixture for ${parameter.prefix}`),
    );
    expect(withoutFixture).toEqual([]);
    // Every record kind is exercised by at least one route.
    const kinds = new Set(
      operations.flatMap((operation) => idParameters(operation).map((parameter) => parameter.kind)),
    );
    expect(Object.keys(NOT_FOUND_CODE).filter((kind) => !kinds.has(kind as Kind))).toEqual([]);

    const bodies = bodyOf(cTalent);
    const answers: Json[] = [];
    const expected: Json[] = [];
    for (const operation of operations) {
      const ids = idParameters(operation);
      const values = Object.fromEntries(ids.map((parameter) => [parameter.name, fixtures[parameter.kind!]]));
      // The outermost record is the one looked up first.
      const code = NOT_FOUND_CODE[ids[0].kind!];
      for (const url of urlsOf(operation, values)) {
        const answer = await send(operation, url, stranger.token, bodies[key(operation)] ?? {}, png);
        const route = `${operation.method} ${url}`;
        answers.push({ route, status: answer.status, code: answer.body.code as unknown });
        expected.push({ route, status: 404, code });
      }
    }
    expect(answers).toEqual(expected);
  });

  it('still serves each record to its own account (the ids are real, and nothing above changed them)', async () => {
    const document = (await (await fetch(`${base}/docs-json`)).json()) as Json;
    const reads = operationsWithIds(document).filter(
      (operation) => operation.method === 'GET' && !(`GET ${operation.path}` in NOT_ACCOUNT_RECORDS),
    );
    const answers: Json[] = [];
    for (const operation of reads) {
      const values = Object.fromEntries(
        idParameters(operation).map((parameter) => [parameter.name, fixtures[parameter.kind!]]),
      );
      for (const url of urlsOf(operation, values)) {
        answers.push({ route: `GET ${url}`, status: (await call('GET', url, owner.token)).status });
      }
    }
    expect(answers.length).toBeGreaterThan(0);
    expect(answers).toEqual(answers.map(({ route }) => ({ route, status: 200 })));
  });
});

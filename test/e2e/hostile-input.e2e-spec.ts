import { e2eStack } from '@callsheet/testing';
import { generateKeyPair, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { gatewayApi, type Member } from './support/api.js';

// What an outside probe sent and got 500s for, through the real gateway and identity: every one must
// be a 4xx with a stable code. The multipart, query and body checks happen in the gateway before any
// service is asked.
const { gatewayUrl: base, opsToken } = e2eStack();
const api = gatewayApi(base);

async function send(path: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

function jsonPost(path: string, body: string, token?: string) {
  return send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
}

function deeplyNested(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

describe('hostile input answers 4xx with a code, never 500', () => {
  let member: Member;

  beforeAll(async () => {
    member = await api.memberWithAccount('talent', 'Hostile');
  });

  it('refuses JSON nested 10,000 levels deep on /public/auth/* and POST /api/account', async () => {
    for (const path of ['/public/auth/sign-up', '/public/auth/sign-in', '/public/auth/forgot-password']) {
      const answer = await jsonPost(path, deeplyNested(10_000));
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({
        path,
        status: 400,
        code: 'malformedRequest',
      });
    }
    const account = await jsonPost('/api/account', deeplyNested(10_000), member.token);
    expect([account.status, account.body.code]).toEqual([400, 'malformedRequest']);
    const arrays = await jsonPost('/public/auth/sign-up', `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect([arrays.status, arrays.body.code]).toEqual([400, 'malformedRequest']);
  });

  it('refuses a NUL character in sign-up, forgot-password and job search, naming the field', async () => {
    const signUp = await jsonPost(
      '/public/auth/sign-up',
      JSON.stringify({
        firstName: 'Ada\u0000',
        lastName: 'Lovelace',
        email: `nul-${randomUUID()}@example.com`,
        password: 'secret1',
        passwordConfirmation: 'secret1',
      }),
    );
    expect([signUp.status, signUp.body.code, signUp.body.args]).toEqual([400, 'validationFailed', ['firstName']]);
    const forgot = await jsonPost('/public/auth/forgot-password', JSON.stringify({ email: 'a\u0000@example.com' }));
    expect([forgot.status, forgot.body.code, forgot.body.args]).toEqual([400, 'validationFailed', ['email']]);
    const search = await jsonPost('/api/job/search', JSON.stringify({ city: 'Los\u0000Angeles' }), member.token);
    expect([search.status, search.body.code, search.body.args]).toEqual([400, 'validationFailed', ['city']]);
    const query = await send('/public/config?city=%00', {});
    expect([query.status, query.body.code]).toEqual([400, 'validationFailed']);
  });

  it('refuses a repeated query parameter with 400 naming it, not 503 with internal names', async () => {
    const answer = await send('/api/stripe/invoice?status=a&status=b', {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 'validationFailed',
        message: 'Give the query parameter status once.',
        args: ['status'],
        error: 'validationFailed-status',
      },
    });
  });

  it('refuses multipart without a boundary or with a part without headers (photo upload, identity file)', async () => {
    for (const path of [`/api/talent/${randomUUID()}/photos`, '/api/stripe/file']) {
      const noBoundary = await send(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'multipart/form-data' },
        body: 'no boundary here',
      });
      expect({ path, status: noBoundary.status, code: noBoundary.body.code }).toEqual({
        path,
        status: 400,
        code: 'malformedRequest',
      });
      const headerless = await send(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'multipart/form-data; boundary=XX' },
        body: '--XX\r\n\r\nhello\r\n--XX--\r\n',
      });
      expect({ path, status: headerless.status }).toEqual({ path, status: 400 });
      const cut = await send(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'multipart/form-data; boundary=XX' },
        body: '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nhalf a fi',
      });
      expect({ path, status: cut.status }).toEqual({ path, status: 400 });
    }
  });

  it('answers 401 to a token signed with an unknown key id, however many arrive', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ role: 'owner', owner: true, sid: randomUUID(), emailVerified: true })
      .setProtectedHeader({ alg: 'ES256', kid: `forged-${randomUUID()}` })
      .setSubject(randomUUID())
      .setIssuer('callsheet-identity')
      .setAudience('callsheet-api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(privateKey);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => send('/api/auth/me', { headers: { authorization: `Bearer ${forged}` } })),
    );
    expect(new Set(answers.map((answer) => `${answer.status} ${String(answer.body.code)}`))).toEqual(
      new Set(['401 unauthorized']),
    );
  });

  it('sends security headers and never lets personal answers be cached', async () => {
    const me = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('x-content-type-options')).toBe('nosniff');
    expect(me.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(me.headers.get('x-frame-options')).toBe('DENY');
    // Plain http here: HSTS only over https behind a trusted proxy.
    expect(me.headers.get('strict-transport-security')).toBeNull();
    const refused = await fetch(`${base}/api/auth/me`);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const docs = await fetch(`${base}/docs`);
    expect(docs.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('keeps /metrics for operators', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${opsToken}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('callsheet_http_request_duration_seconds');
  });
});

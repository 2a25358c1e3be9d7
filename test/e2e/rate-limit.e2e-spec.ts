import { freePorts, kafkaBrokers, startServiceProcess, waitFor, type ServiceProcess } from '@callsheet/testing';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { randomInt, randomUUID } from 'node:crypto';

// The gateway's rate limit through two gateway processes sharing Redis (and Kafka), in front of the real
// identity service (the e2e project's shared one): one member's burst across both is refused with 429 and Retry-After while another
// member is served, a forged token spends only its sender's address, and the limit per client address
// holds on public routes. The gateways trust one proxy hop, so each test speaks from fresh addresses
// (X-Forwarded-For) and counters of earlier runs never count.
// Two gateways of its own with low limits, on free ports, beside the shared stack's.
let gateways: string[] = [];
const redisUrl = process.env.REDIS_URL ?? `redis://127.0.0.1:${process.env.REDIS_PORT ?? '6379'}`;
const common = { KAFKA_BROKERS: kafkaBrokers.join(','), LOG_LEVEL: 'warn' };
const PER_MEMBER = 5;
const PER_ADDRESS = 10;
const WINDOW_SECONDS = 5;

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

interface Caller {
  from: string;
  token?: string;
}

function newAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

async function call(
  base: string,
  method: string,
  path: string,
  { from, token }: Caller,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': from,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** Signs up and in through the first gateway, from an address of its own. */
async function signedInMember(): Promise<Caller & { userId: string }> {
  const from = newAddress();
  const email = `rate-${randomUUID()}@example.com`;
  const password = 'secret1';
  const member = { firstName: 'Rae', lastName: 'Limit', email, password, passwordConfirmation: password };
  expect((await call(gateways[0], 'POST', '/public/auth/sign-up', { from }, member)).status).toBe(201);
  const signIn = await call(gateways[0], 'POST', '/public/auth/sign-in', { from }, { email, password });
  expect(signIn.status).toBe(200);
  const token = String(signIn.body.accessToken);
  return { from, token, userId: String(decodeJwt(token).sub) };
}

/** `count` requests at once, alternating between the two gateways: every one is counted on arrival. */
function burst(count: number, send: (base: string) => Promise<Answer>): Promise<Answer[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => send(gateways[index % 2])));
}

const me = (caller: Caller) => (base: string) => call(base, 'GET', '/api/auth/me', caller);

/** The first request of a new window: polls (spending the budget) until the counter starts again. */
async function freshWindow(send: (base: string) => Promise<Answer>, limit: number): Promise<void> {
  await waitFor(
    'a new rate-limit window',
    async () => {
      const answer = await send(gateways[0]);
      return answer.status === 200 && answer.headers.get('x-ratelimit-remaining') === String(limit - 1)
        ? true
        : undefined;
    },
    { timeoutMs: (WINDOW_SECONDS + 5) * 1000, intervalMs: 250 },
  );
}

function expectTooManyRequests(answer: Answer): void {
  const retryAfter = answer.headers.get('retry-after') ?? '';
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  expect(Number(retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(answer.status).toBe(429);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.body).toEqual({
    code: 'tooManyRequests',
    message: `Too many requests; try again in ${retryAfter} seconds.`,
    args: [retryAfter],
    error: `tooManyRequests-${retryAfter}`,
  });
}

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status).sort((a, b) => a - b);

describe('rate limit across two gateways sharing Redis', () => {
  const gatewayProcesses: ServiceProcess[] = [];

  beforeAll(async () => {
    gateways = (await freePorts(2)).map((port) => `http://127.0.0.1:${port}`);
    for (const base of gateways) {
      gatewayProcesses.push(
        await startServiceProcess(
          'gateway',
          {
            ...common,
            GATEWAY_PORT: new URL(base).port,
            OPS_TOKEN: 'e2e-operator-token-rate-limit-0123',
            GATEWAY_TRUST_PROXY: '1',
            REDIS_URL: redisUrl,
            RATE_LIMIT_PER_MEMBER: String(PER_MEMBER),
            RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
            RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
          },
          `${base}/health/ready`,
        ),
      );
    }
  });

  afterAll(async () => {
    await Promise.all(gatewayProcesses.map((gateway) => gateway.stop()));
  });

  it("refuses one member's burst across both gateways with 429 and Retry-After, serves another member meanwhile, then serves the first again", async () => {
    const [ada, bea] = [await signedInMember(), await signedInMember()];
    await freshWindow(me(ada), PER_MEMBER);

    const answers = await burst(PER_MEMBER + 3, me(ada));
    expect(statuses(answers)).toEqual([...Array<number>(PER_MEMBER - 1).fill(200), 429, 429, 429, 429]);
    answers.filter((answer) => answer.status === 429).forEach(expectTooManyRequests);
    expect(answers.map((answer) => answer.headers.get('x-ratelimit-limit'))).toContain(String(PER_MEMBER));

    // Bea, at the same moment, on both gateways: her own budget.
    expect(statuses(await burst(2, me(bea)))).toEqual([200, 200]);
    // Ada's budget is hers, not her address's: from another address she is still refused.
    expect((await me({ ...ada, from: newAddress() })(gateways[1])).status).toBe(429);

    const again = await waitFor(
      'Ada to be served again after the window',
      async () => {
        const answer = await me(ada)(gateways[1]);
        return answer.status === 200 ? answer : undefined;
      },
      { timeoutMs: (WINDOW_SECONDS + 5) * 1000, intervalMs: 250 },
    );
    expect(again.body.id).toBe(ada.userId);
  });

  it("counts a forged token against its sender's address, never against the member it names", async () => {
    const bea = await signedInMember();
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ role: 'user', owner: false, emailVerified: true, sid: randomUUID() })
      .setProtectedHeader({ alg: 'ES256', kid: 'forged' })
      .setSubject(bea.userId)
      .setIssuer('callsheet-identity')
      .setAudience('callsheet-api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(privateKey);
    const attacker = { from: newAddress(), token: forged };

    const answers = await burst(PER_ADDRESS + 2, me(attacker));
    expect(statuses(answers)).toEqual([...Array<number>(PER_ADDRESS).fill(401), 429, 429]);
    answers.filter((answer) => answer.status === 429).forEach(expectTooManyRequests);
    // Twelve forged requests naming Bea, more than a member may make: Bea is still served.
    expect(statuses(await burst(2, me(bea)))).toEqual([200, 200]);
  });

  it('limits public routes per client address, and never limits probes or Stripe', async () => {
    const crowd = { from: newAddress() };
    const config = (caller: Caller) => (base: string) => call(base, 'GET', '/public/config', caller);

    const answers = await burst(PER_ADDRESS + 2, config(crowd));
    expect(statuses(answers)).toEqual([...Array<number>(PER_ADDRESS).fill(200), 429, 429]);
    answers.filter((answer) => answer.status === 429).forEach(expectTooManyRequests);
    // The same address without a token on /api: the same budget, already spent.
    expectTooManyRequests(await me(crowd)(gateways[1]));
    // Another address is served.
    expect((await config({ from: newAddress() })(gateways[1])).status).toBe(200);

    // Health probes and Stripe's webhooks from the spent address: their own answers, never 429.
    expect((await call(gateways[0], 'GET', '/health/live', crowd)).status).toBe(200);
    const unsigned = await call(gateways[0], 'POST', '/webhooks/stripe', crowd, { id: 'evt_1' });
    expect(unsigned.status).not.toBe(429);
    expect(unsigned.status).toBeGreaterThanOrEqual(400);
  });
});

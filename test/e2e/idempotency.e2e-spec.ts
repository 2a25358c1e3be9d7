import { e2eStack, freePorts, kafkaBrokers, startServiceProcess, type ServiceProcess } from '@callsheet/testing';
import { randomInt, randomUUID } from 'node:crypto';
import { gatewayApi, type Answer, type Json, type Member } from './support/api.js';

// Idempotency-Key through the shared stack's gateway, with the real identity and profiles services:
// a repeated POST runs once and answers the first answer again, another body is refused, concurrent
// repeats make one profile, keys belong to one member (or one client address on public routes), the
// answers a retry may answer otherwise are not kept, and with Redis out of reach a keyed request is
// refused while one without a key is served as always.
const stack = e2eStack();
const base = stack.gatewayUrl;
const { memberWithAccount } = gatewayApi(base);

interface Request {
  method: string;
  path: string;
  token?: string;
  key?: string;
  /** The client address (the shared gateway trusts one proxy hop). */
  from?: string;
  body?: unknown;
}

async function send({ method, path, token, key, from, body }: Request, gateway = base): Promise<Answer> {
  const response = await fetch(`${gateway}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key === undefined ? {} : { 'idempotency-key': key }),
      ...(from ? { 'x-forwarded-for': from } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json') && text !== '';
  return { status: response.status, headers: response.headers, text, body: (json ? JSON.parse(text) : {}) as Json };
}

function aTalent(firstName = 'Ida'): Json {
  return {
    firstName,
    lastName: 'Empotent',
    birthDate: '1990-12-10',
    citizenship: ['us'],
    unions: ['sagAftra'],
    bodyTypes: ['mesomorph'],
    ethnicAppearances: ['whiteEuropean'],
  };
}

const createTalent = (member: Member, key: string | undefined, body: Json = aTalent()) =>
  send({ method: 'POST', path: '/api/talent', token: member.token, key, body });

async function talentIds(member: Member): Promise<string[]> {
  const list = await send({ method: 'GET', path: '/api/talent?limit=100', token: member.token });
  expect(list.status).toBe(200);
  return (list.body.data as Json[]).map((talent) => String(talent.id));
}

const replayed = (answer: Answer) => answer.headers.get('idempotent-replayed');

function newAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

describe('Idempotency-Key', () => {
  it('runs a repeated POST once and answers the first answer again, marked as a replay', async () => {
    const member = await memberWithAccount('talent');
    const key = randomUUID();

    const first = await createTalent(member, key);
    expect(first.status).toBe(201);
    expect(replayed(first)).toBeNull();
    const again = await createTalent(member, key);
    expect(again.status).toBe(201);
    expect(replayed(again)).toBe('true');
    expect(again.text).toBe(first.text);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.headers.get('x-request-id')).toMatch(/./);

    expect(await talentIds(member)).toEqual([first.body.id]);
  });

  it('refuses the same key with another body (422 idempotencyKeyReused) and runs nothing', async () => {
    const member = await memberWithAccount('talent');
    const key = randomUUID();
    expect((await createTalent(member, key)).status).toBe(201);

    const other = await createTalent(member, key, aTalent('Otto'));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      code: 'idempotencyKeyReused',
      message: expect.stringContaining('Idempotency-Key') as unknown,
      args: [],
      error: 'idempotencyKeyReused',
    });
    expect(await talentIds(member)).toHaveLength(1);
  });

  it('makes one profile from concurrent repeats: the others wait (409, Retry-After: 1) or get the replay', async () => {
    const member = await memberWithAccount('talent');
    const key = randomUUID();

    const answers = await Promise.all(Array.from({ length: 6 }, () => createTalent(member, key)));
    const ran = answers.filter((answer) => answer.status === 201 && replayed(answer) === null);
    expect(ran).toHaveLength(1);
    for (const answer of answers.filter((each) => each !== ran[0])) {
      if (answer.status === 409) {
        expect(answer.headers.get('retry-after')).toBe('1');
        expect(answer.body).toMatchObject({ code: 'idempotencyKeyInUse', args: ['1'] });
      } else {
        expect({ status: answer.status, replayed: replayed(answer), text: answer.text }).toEqual({
          status: 201,
          replayed: 'true',
          text: ran[0].text,
        });
      }
    }
    // Once the first has answered, its answer is kept: the retry the 409 asked for is a replay.
    const retry = await createTalent(member, key);
    expect({ status: retry.status, replayed: replayed(retry), text: retry.text }).toEqual({
      status: 201,
      replayed: 'true',
      text: ran[0].text,
    });
    expect(await talentIds(member)).toEqual([ran[0].body.id]);
  });

  it("keeps each member's keys apart: the same key string is another member's own", async () => {
    const [ada, bea] = await Promise.all([memberWithAccount('talent'), memberWithAccount('talent')]);
    const key = `shared-${randomUUID()}`;

    const [forAda, forBea] = [await createTalent(ada, key), await createTalent(bea, key)];
    expect([forAda.status, forBea.status]).toEqual([201, 201]);
    expect([replayed(forAda), replayed(forBea)]).toEqual([null, null]);
    expect(forBea.body.id).not.toBe(forAda.body.id);
    expect(await talentIds(ada)).toEqual([forAda.body.id]);
    expect(await talentIds(bea)).toEqual([forBea.body.id]);
  });

  it('refuses a key of more than 255 characters with 400 validationFailed naming the header, before any effect', async () => {
    const member = await memberWithAccount('talent');

    const overlong = await createTalent(member, 'k'.repeat(256));
    expect(overlong.status).toBe(400);
    expect(overlong.body).toMatchObject({ code: 'validationFailed', args: ['Idempotency-Key'] });
    expect(await talentIds(member)).toEqual([]);
    expect((await createTalent(member, 'k'.repeat(255))).status).toBe(201);
  });

  it('replays a kept 400 but runs a 404 again, and changes nothing without a key', async () => {
    const member = await memberWithAccount('talent');

    const invalidKey = randomUUID();
    const invalid = await createTalent(member, invalidKey, { lastName: 'Nameless' });
    expect(invalid.status).toBe(400);
    const invalidAgain = await createTalent(member, invalidKey, { lastName: 'Nameless' });
    expect({ status: invalidAgain.status, replayed: replayed(invalidAgain), text: invalidAgain.text }).toEqual({
      status: 400,
      replayed: 'true',
      text: invalid.text,
    });

    // A record a service learns of by event may not be known yet: a 404 frees the key for the retry.
    const missingKey = randomUUID();
    const patchMissing = () =>
      send({
        method: 'PATCH',
        path: `/api/talent/${randomUUID()}`,
        token: member.token,
        key: missingKey,
        body: { firstName: 'Nobody' },
      });
    const missing = await patchMissing();
    expect(missing.status).toBe(404);
    const missingAgain = await patchMissing();
    expect(missingAgain.status).toBe(404);
    expect(replayed(missingAgain)).toBeNull();

    const plain = [await createTalent(member, undefined), await createTalent(member, undefined)];
    expect(plain.map((answer) => [answer.status, replayed(answer)])).toEqual([
      [201, null],
      [201, null],
    ]);
    expect(await talentIds(member)).toHaveLength(2);
  });

  it('keeps public routes’ keys per client address, and ignores keys where credentials pass', async () => {
    const [here, there] = [newAddress(), newAddress()];
    const key = randomUUID();
    // An email of its own: identity limits the mails per address it is asked to send to.
    const body = { email: `nobody-${randomUUID()}@example.com` };
    const forgot = (from: string) => send({ method: 'POST', path: '/public/auth/forgot-password', key, from, body });

    const first = await forgot(here);
    expect(first.status).toBe(202);
    expect(replayed(first)).toBeNull();
    expect(replayed(await forgot(here))).toBe('true');
    const elsewhere = await forgot(there);
    expect({ status: elsewhere.status, replayed: replayed(elsewhere) }).toEqual({ status: 202, replayed: null });

    // Sign-in answers a session's tokens, which are never kept: the same key signs in twice.
    const email = `idem-${randomUUID()}@example.com`;
    const password = 'secret1';
    const signUp = { firstName: 'Ida', lastName: 'Empotent', email, password, passwordConfirmation: password };
    expect((await send({ method: 'POST', path: '/public/auth/sign-up', from: here, body: signUp })).status).toBe(201);
    const signIn = () =>
      send({ method: 'POST', path: '/public/auth/sign-in', key, from: here, body: { email, password } });
    const [one, two] = [await signIn(), await signIn()];
    expect([one.status, two.status, replayed(two)]).toEqual([200, 200, null]);
    expect(two.body.refreshToken).not.toBe(one.body.refreshToken);
  });

  describe('with Redis out of reach', () => {
    let gateway: ServiceProcess | undefined;
    let blind = '';

    beforeAll(async () => {
      const [port, deadRedisPort] = await freePorts(2);
      blind = `http://127.0.0.1:${port}`;
      gateway = await startServiceProcess(
        'gateway',
        {
          KAFKA_BROKERS: kafkaBrokers.join(','),
          LOG_LEVEL: 'error',
          GATEWAY_PORT: String(port),
          OPS_TOKEN: 'e2e-operator-token-idempotency-0123',
          GATEWAY_TRUST_PROXY: '1',
          // Nothing listens there: every Redis command fails at once.
          REDIS_URL: `redis://127.0.0.1:${deadRedisPort}`,
        },
        // Its readiness checks Redis; it answers all the same, which is what this test is about.
        `${blind}/health/live`,
      );
    });

    afterAll(async () => {
      await gateway?.stop();
    });

    it('refuses a keyed request with 503 and serves one without a key as always', async () => {
      const request = {
        method: 'POST',
        path: '/public/auth/forgot-password',
        from: newAddress(),
        body: { email: `nobody-${randomUUID()}@example.com` },
      };
      const keyed = await send({ ...request, key: randomUUID() }, blind);
      expect(keyed.status).toBe(503);
      expect(keyed.body).toMatchObject({
        code: 'upstreamUnavailable',
        message: expect.stringContaining('Idempotency-Key') as unknown,
      });
      expect((await send(request, blind)).status).toBe(202);
    });
  });
});

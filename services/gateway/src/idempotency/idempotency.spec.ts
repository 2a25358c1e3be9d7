import { describe, expect, it } from '@jest/globals';
import type { OpenAPIObject } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { httpStatusOf } from '../http/error-status.js';
import { keyArgument } from '../http/http-error.filter.js';
import {
  acceptsIdempotencyKey,
  decideRepeat,
  decodeRecord,
  encodeRecord,
  fingerprintOf,
  idempotencyKeyOf,
  idempotencyScope,
  isKeptAnswer,
  isMultipart,
  ROUTES_WITHOUT_KEY,
  storageKey,
  type Completed,
  type InProgress,
  type VerifiedSubject,
} from './idempotency.js';
import { documentIdempotency } from './idempotency.openapi.js';

/** Verifies only the token "valid-for-<user>", like identity's signature would. */
const verifiedSubject: VerifiedSubject = (token) =>
  Promise.resolve(token.startsWith('valid-for-') ? token.slice('valid-for-'.length) : undefined);

describe('which requests take an Idempotency-Key', () => {
  it('takes it on the POSTs and PATCHes of the API and the public flows', () => {
    for (const [method, url] of [
      ['POST', '/api/talent'],
      ['PATCH', '/api/talent/:id'],
      ['post', '/api/application'],
      ['POST', '/api/stripe/invoice/:id/:action'],
      ['POST', '/api/auth/clearSession'],
      ['POST', '/public/auth/forgot-password'],
      ['POST', '/public/auth/verify-email'],
    ]) {
      expect({ method, url, accepts: acceptsIdempotencyKey(method, url) }).toEqual({ method, url, accepts: true });
    }
  });

  it('ignores it on other methods, on Stripe, operators and probes, on reads sent as POST and where credentials pass', () => {
    for (const [method, url] of [
      ['GET', '/api/talent'],
      ['DELETE', '/api/talent/:id'],
      ['PUT', '/api/talent/:id'],
      ['POST', '/webhooks/stripe'],
      ['POST', '/ops/topics'],
      ['POST', '/health/live'],
      ['POST', '/api/talent/search'],
      ['POST', '/api/account/payout/quote'],
      ['POST', '/public/auth/sign-in'],
      ['POST', '/public/auth/refresh'],
      ['POST', '/api/auth/password'],
      ['POST', '/api/account'],
    ]) {
      expect({ method, url, accepts: acceptsIdempotencyKey(method, url) }).toEqual({ method, url, accepts: false });
    }
  });

  it('names only /api routes that exist among those it leaves out', () => {
    const routes = Object.keys(
      JSON.parse(readFileSync(new URL('../access/route-access.expected.json', import.meta.url), 'utf8')) as object,
    );
    const apiRoutes = [...ROUTES_WITHOUT_KEY].filter((route) => route.split(' ')[1].startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(0);
    expect(apiRoutes.filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('leaves multipart uploads alone: their bodies are streamed, never held whole', () => {
    expect(isMultipart('multipart/form-data; boundary=x')).toBe(true);
    expect(isMultipart('Multipart/Form-Data')).toBe(true);
    expect(isMultipart('application/json')).toBe(false);
    expect(isMultipart(undefined)).toBe(false);
  });
});

describe('the key', () => {
  it('is optional', () => {
    expect(idempotencyKeyOf(undefined)).toBeUndefined();
  });

  it('takes 1 to 255 printable ASCII characters', () => {
    expect(idempotencyKeyOf('a')).toBe('a');
    expect(idempotencyKeyOf('k'.repeat(255))).toBe('k'.repeat(255));
    expect(idempotencyKeyOf(' ~!"#$%&()*+,-./:;<=>?@[\\]^_`{|}')).toBe(' ~!"#$%&()*+,-./:;<=>?@[\\]^_`{|}');
  });

  it('refuses an empty, overlong or non-printable key with 400 validationFailed naming the header', () => {
    for (const value of ['', 'k'.repeat(256), 'tab\there', 'café', 'new\nline']) {
      let refusal: unknown;
      try {
        idempotencyKeyOf(value);
      } catch (error) {
        refusal = error;
      }
      const envelope = (refusal as { toEnvelope(): { code: string; args: string[] } }).toEnvelope();
      expect({ value, code: envelope.code, args: envelope.args }).toEqual({
        value,
        code: 'validationFailed',
        args: ['Idempotency-Key'],
      });
      expect(httpStatusOf(envelope.code)).toBe(400);
    }
  });
});

describe('whose key it is', () => {
  const scope = (routeUrl: string, authorization?: string) =>
    idempotencyScope({ routeUrl, authorization, address: '203.0.113.7' }, verifiedSubject);

  it('is the member a verified token names on /api', async () => {
    expect(await scope('/api/talent', 'Bearer valid-for-user-1')).toBe('member:user-1');
  });

  it('is nobody on /api without a verified token: the guard refuses it and nothing is claimed', async () => {
    expect(await scope('/api/talent', 'Bearer forged')).toBeUndefined();
    expect(await scope('/api/talent')).toBeUndefined();
    expect(await scope('/api/talent', 'Basic valid-for-user-1')).toBeUndefined();
  });

  it('is the client address on public routes, token or not', async () => {
    expect(await scope('/public/auth/forgot-password', 'Bearer valid-for-user-1')).toBe('address:203.0.113.7');
  });

  it('keeps one Redis key per scope, method, route and key, with nothing that one part can forge in another', () => {
    const first = storageKey('member:u1', 'POST', '/api/talent', 'k');
    expect(first).toMatch(/^callsheet:idempotency:[0-9a-f]{64}$/);
    expect(storageKey('member:u1', 'post', '/api/talent', 'k')).toBe(first);
    const others = [
      storageKey('member:u2', 'POST', '/api/talent', 'k'),
      storageKey('address:u1', 'POST', '/api/talent', 'k'),
      storageKey('member:u1', 'PATCH', '/api/talent', 'k'),
      storageKey('member:u1', 'POST', '/api/job', 'k'),
      storageKey('member:u1', 'POST', '/api/talent', 'k2'),
      storageKey('member:u1', 'POST', '/api/talent","k', ''),
    ];
    expect(new Set([first, ...others]).size).toBe(others.length + 1);
  });
});

describe('the fingerprint', () => {
  const body = Buffer.from('{"firstName":"Ada"}');

  it('is the same for the same method, URL and body bytes', () => {
    expect(fingerprintOf('post', '/api/talent', body)).toBe(fingerprintOf('POST', '/api/talent', Buffer.from(body)));
    expect(fingerprintOf('POST', '/api/auth/clearSession', undefined)).toBe(
      fingerprintOf('POST', '/api/auth/clearSession', Buffer.alloc(0)),
    );
  });

  it('differs with the method, the path, the query or a single byte of the body', () => {
    const first = fingerprintOf('POST', '/api/talent', body);
    for (const other of [
      fingerprintOf('PATCH', '/api/talent', body),
      fingerprintOf('POST', '/api/talent/1', body),
      fingerprintOf('POST', '/api/talent?x=1', body),
      fingerprintOf('POST', '/api/talent', Buffer.from('{"firstName":"Adb"}')),
      fingerprintOf('POST', '/api/talent', Buffer.from('{"firstName": "Ada"}')),
    ]) {
      expect(other).not.toBe(first);
    }
  });
});

describe('a repeated key', () => {
  const inProgress: InProgress = { state: 'inProgress', fingerprint: 'f1', owner: 'o' };
  const completed: Completed = {
    state: 'completed',
    fingerprint: 'f1',
    status: 201,
    contentType: 'application/json; charset=utf-8',
    body: Buffer.from('{"id":"t1"}').toString('base64'),
  };

  it('with the same request, answers the kept answer again', () => {
    expect(decideRepeat(completed, 'f1')).toEqual({ kind: 'replay', answer: completed });
  });

  it('with another request, answers 422 idempotencyKeyReused, done or not', () => {
    for (const existing of [completed, inProgress]) {
      const repeat = decideRepeat(existing, 'f2');
      expect(repeat.kind).toBe('refuse');
      const envelope = repeat.kind === 'refuse' ? repeat.error.toEnvelope() : undefined;
      expect(envelope?.code).toBe('idempotencyKeyReused');
      expect(httpStatusOf(envelope?.code ?? '')).toBe(422);
    }
  });

  it('while the first is under way, answers 409 idempotencyKeyInUse with Retry-After: 1', () => {
    const repeat = decideRepeat(inProgress, 'f1');
    expect(repeat).toMatchObject({ kind: 'refuse', retryAfterSeconds: 1 });
    const envelope = repeat.kind === 'refuse' ? repeat.error.toEnvelope() : undefined;
    expect(envelope).toMatchObject({ code: 'idempotencyKeyInUse', args: ['1'] });
    expect(httpStatusOf(envelope?.code ?? '')).toBe(409);
    expect(keyArgument(envelope!)).toBe('idempotencyKeyInUse-1');
  });

  it('reads back the records it writes, and refuses anything else', () => {
    expect(decodeRecord(encodeRecord(completed))).toEqual(completed);
    expect(decodeRecord(encodeRecord(inProgress))).toEqual(inProgress);
    expect(() => decodeRecord('{"state":"other","fingerprint":"f"}')).toThrow(/Unreadable/);
    expect(() => decodeRecord('not json')).toThrow();
  });
});

describe('which answers are kept', () => {
  it('keeps 2xx and the 4xx a retry would answer the same', () => {
    for (const status of [200, 201, 202, 204, 400, 402, 410, 413, 415, 422]) {
      expect({ status, kept: isKeptAnswer(status) }).toEqual({ status, kept: true });
    }
  });

  it('frees the key after 5xx and the 4xx a retry may answer otherwise', () => {
    for (const status of [500, 502, 503, 504, 401, 403, 404, 409, 429]) {
      expect({ status, kept: isKeptAnswer(status) }).toEqual({ status, kept: false });
    }
  });
});

describe('documentIdempotency', () => {
  const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorResponse' } } };
  const stripeHeader = {
    name: 'Idempotency-Key',
    in: 'header' as const,
    required: false,
    description: 'Stripe writes once.',
    schema: { type: 'string', maxLength: 200 },
  };

  function document(): OpenAPIObject {
    return {
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: {
        '/api/talent': {
          get: { responses: { '200': { description: 'ok' } } },
          post: { responses: { '201': { description: 'created' } } },
        },
        '/api/talent/{id}': {
          patch: { responses: { '200': { description: 'ok' }, '409': { description: 'the state' } } },
        },
        '/api/talent/search': { post: { responses: { '200': { description: 'ok' } } } },
        '/api/talent/{id}/photos': {
          post: {
            requestBody: { content: { 'multipart/form-data': { schema: { type: 'object' } } } },
            responses: { '201': { description: 'created' } },
          },
        },
        '/api/account': { patch: { parameters: [stripeHeader], responses: { '200': { description: 'ok' } } } },
      },
    };
  }

  it('documents the header, 409, 422 and the replay header on every operation that takes a key', () => {
    const doc = document();
    documentIdempotency(doc);
    const create = doc.paths['/api/talent'].post!;
    expect(create.parameters).toEqual([
      expect.objectContaining({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7e]+$' },
      }),
    ]);
    expect(create.responses['409']).toMatchObject({
      description: expect.stringMatching(/^idempotencyKeyInUse/) as unknown,
      headers: { 'Retry-After': expect.anything() as unknown },
      content: errorBody,
    });
    expect(create.responses['422']).toEqual({
      description: expect.stringMatching(/^idempotencyKeyReused/) as unknown,
      content: errorBody,
    });
    expect(create.responses['201']).toMatchObject({ headers: { 'Idempotent-Replayed': expect.anything() as unknown } });
    expect(doc.paths['/api/talent/{id}'].patch!.responses['409']).toMatchObject({
      description: expect.stringMatching(/^the state; or idempotencyKeyInUse/) as unknown,
    });
  });

  it('keeps a route’s own header schema and adds the description, without a second parameter', () => {
    const doc = document();
    documentIdempotency(doc);
    const parameters = doc.paths['/api/account'].patch!.parameters!;
    expect(parameters).toHaveLength(1);
    expect(parameters[0]).toMatchObject({
      schema: { type: 'string', maxLength: 200 },
      description: expect.stringMatching(/Stripe’s semantics.*Stripe writes once\.$/) as unknown,
    });
  });

  it('leaves reads, searches and multipart uploads alone', () => {
    const doc = document();
    documentIdempotency(doc);
    expect(doc.paths['/api/talent'].get!.parameters).toBeUndefined();
    expect(doc.paths['/api/talent/search'].post!.parameters).toBeUndefined();
    expect(doc.paths['/api/talent/search'].post!.responses['422']).toBeUndefined();
    expect(doc.paths['/api/talent/{id}/photos'].post!.parameters).toBeUndefined();
  });
});

import type { OpenAPIObject } from '@nestjs/swagger';
import { httpStatusOf } from '../http/error-status.js';
import { keyArgument, retryAfterSeconds } from '../http/http-error.filter.js';
import { documentRateLimit } from './rate-limit.openapi.js';
import { isRateLimited, limitOf, rateLimitKey, tooManyRequests, type VerifiedSubject } from './rate-limit.js';

const limits = { perMember: 300, perAddress: 600, windowSeconds: 60 };

/** Verifies only the token "valid-for-<user>", like identity's signature would. */
const verifiedSubject: VerifiedSubject = (token) =>
  Promise.resolve(token.startsWith('valid-for-') ? token.slice('valid-for-'.length) : undefined);

function key(routeUrl: string, authorization?: string): Promise<string> {
  return rateLimitKey({ routeUrl, authorization, address: '203.0.113.7' }, verifiedSubject);
}

describe('the rate limit key', () => {
  it('counts a signed-in /api call against the member the verified token names', async () => {
    expect(await key('/api/job/:id', 'Bearer valid-for-user-1')).toBe('member:user-1');
    expect(await key('/api/auth/me', 'Bearer  valid-for-user-2 ')).toBe('member:user-2');
  });

  it('counts a forged, expired or missing token against the client address, never a member', async () => {
    expect(await key('/api/job/:id', 'Bearer forged-user-1')).toBe('address:203.0.113.7');
    expect(await key('/api/job/:id', 'Bearer ')).toBe('address:203.0.113.7');
    expect(await key('/api/job/:id', 'Basic valid-for-user-1')).toBe('address:203.0.113.7');
    expect(await key('/api/job/:id')).toBe('address:203.0.113.7');
  });

  it('counts public routes per address even with a valid token, without verifying it', async () => {
    const never: VerifiedSubject = () => Promise.reject(new Error('public routes need no verification'));
    const request = { routeUrl: '/public/auth/sign-in', authorization: 'Bearer valid-for-user-1', address: '::1' };
    expect(await rateLimitKey(request, never)).toBe('address:::1');
  });

  it('gives members and addresses their own limits', () => {
    expect(limitOf('member:user-1', limits)).toBe(300);
    expect(limitOf('address:203.0.113.7', limits)).toBe(600);
  });
});

describe('what the rate limit applies to', () => {
  it('limits the API, the public routes and the documentation', () => {
    for (const url of ['/api/auth/me', '/api/job/:id', '/public/auth/sign-in', '/public/photos/:file', '/docs-json']) {
      expect({ url, limited: isRateLimited(url) }).toEqual({ url, limited: true });
    }
  });

  it('leaves probes, metrics, operators and Stripe alone', () => {
    for (const url of [
      '/health/live',
      '/health/ready',
      '/metrics',
      '/ops/topics',
      '/ops/queues/*',
      '/webhooks/stripe',
    ]) {
      expect({ url, limited: isRateLimited(url) }).toEqual({ url, limited: false });
    }
    expect(isRateLimited('/healthcheck')).toBe(true);
  });
});

describe('the refusal', () => {
  it('answers 429 tooManyRequests with the whole seconds left in args[0], which Retry-After carries', () => {
    const refusal = tooManyRequests(41_200).toEnvelope();
    expect(refusal).toEqual({
      code: 'tooManyRequests',
      message: 'Too many requests; try again in 42 seconds.',
      args: ['42'],
    });
    expect(httpStatusOf(refusal.code)).toBe(429);
    expect(retryAfterSeconds(429, refusal)).toBe(42);
    expect(keyArgument(refusal)).toBe('tooManyRequests-42');
  });

  it('never tells a client to come back in zero seconds', () => {
    expect(tooManyRequests(0).args).toEqual(['1']);
    expect(tooManyRequests(1).args).toEqual(['1']);
  });
});

describe('documentRateLimit', () => {
  const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorResponse' } } };

  function document(): OpenAPIObject {
    return {
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: {
        '/api/job/{id}': { get: { responses: { '200': { description: 'ok' } } } },
        '/public/auth/sign-in': {
          post: { responses: { '429': { description: 'too many attempts: wait for Retry-After' } } },
        },
        '/ops/topics': { get: { responses: { '200': { description: 'ok' } } } },
      },
    };
  }

  it('documents 429 with Retry-After where the limit applies, and only there', () => {
    const doc = document();
    documentRateLimit(doc);
    expect(doc.paths['/api/job/{id}']?.get?.responses['429']).toEqual({
      description: 'tooManyRequests: over the rate limit per member (signed in) or per client address',
      headers: { 'Retry-After': expect.objectContaining({ schema: { type: 'integer', minimum: 1 } }) as unknown },
      content: errorBody,
    });
    expect(doc.paths['/public/auth/sign-in']?.post?.responses['429']).toMatchObject({
      description: expect.stringMatching(/^too many attempts: wait for Retry-After; or tooManyRequests/) as unknown,
      content: errorBody,
    });
    expect(doc.paths['/ops/topics']?.get?.responses['429']).toBeUndefined();
  });
});

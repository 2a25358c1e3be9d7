import { createLogger, DomainError, KernelErrorCode, KernelException } from '@callsheet/kernel';
import { NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { HttpErrorFilter, keyArgument, retryAfterSeconds } from './http-error.filter.js';

interface Sent {
  status: number;
  body: { code: string; message: string; args: string[]; error?: string };
}

function hostFor(sent: Partial<Sent>): ArgumentsHost {
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header() {
      return reply;
    },
    send(body: Sent['body']) {
      sent.body = body;
      return reply;
    },
  };
  const request = { method: 'GET', url: '/public/nothing?x=1' };
  return { switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }) } as unknown as ArgumentsHost;
}

function filter(error: unknown): Sent {
  const sent: Partial<Sent> = {};
  new HttpErrorFilter(createLogger('test', 'silent')).catch(error, hostFor(sent));
  return sent as Sent;
}

describe('HttpErrorFilter', () => {
  it('answers a domain error with its code, message, args and mapped status', () => {
    expect(filter(KernelException.validation('limit', 'limit must be a whole number from 1 to 100.'))).toEqual({
      status: 400,
      body: {
        code: 'validationFailed',
        message: 'limit must be a whole number from 1 to 100.',
        args: ['limit'],
        error: 'validationFailed-limit',
      },
    });
    expect(
      filter(new KernelException(KernelErrorCode.UpstreamTimeout, 'late', ['identity.config.get', '5000'])).status,
    ).toBe(504);
  });

  it('gives domain errors the key-argument string of spec section 8, split at the first dash', () => {
    const { error = '' } = filter(new KernelException(KernelErrorCode.ValidationFailed, 'x', ['Mary-Jane Doe'])).body;
    expect(error).toBe('validationFailed-Mary-Jane Doe');
    const [key, ...rest] = error.split('-');
    expect([key, rest.join('-')]).toEqual(['validationFailed', 'Mary-Jane Doe']);
    expect(keyArgument({ code: 'alreadyApplied', message: 'm', args: [] })).toBe('alreadyApplied');
  });

  it('answers an unknown route with routeNotFound and the path without its query', () => {
    expect(filter(new NotFoundException())).toEqual({
      status: 404,
      body: { code: 'routeNotFound', message: 'No route GET /public/nothing.', args: [] },
    });
  });

  it("answers Fastify's own client errors (unparsable JSON) with malformedRequest", () => {
    const invalidJson = Object.assign(new Error('Body is not valid JSON but content-type is set to application/json'), {
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON',
    });
    expect(filter(invalidJson)).toEqual({
      status: 400,
      body: { code: 'malformedRequest', message: invalidJson.message, args: [] },
    });
  });

  it('hides unexpected errors behind internal with an errorId, and so an unmapped domain code', () => {
    for (const error of [new Error('database password is hunter2'), new DomainError('noSuchCode', 'secret detail')]) {
      const { status, body } = filter(error);
      expect(status).toBe(500);
      expect(body.code).toBe('internal');
      expect(body.message).not.toMatch(/hunter2|secret/);
      expect(body.args[0]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('retryAfterSeconds', () => {
  it('gives every 429 a Retry-After: the seconds in args[0], else a minute', () => {
    expect(retryAfterSeconds(429, { code: 'tooManyAttempts', message: '', args: ['42'] })).toBe(42);
    expect(retryAfterSeconds(429, { code: 'tooManyAttempts', message: '', args: [] })).toBe(60);
    expect(retryAfterSeconds(429, { code: 'tooManyAttempts', message: '', args: ['soon'] })).toBe(60);
    expect(retryAfterSeconds(400, { code: 'validationFailed', message: '', args: ['42'] })).toBeUndefined();
    expect(retryAfterSeconds(503, { code: 'overloaded', message: '', args: ['1'] })).toBe(1);
    expect(retryAfterSeconds(503, { code: 'upstreamUnavailable', message: '', args: ['1'] })).toBeUndefined();
  });
});

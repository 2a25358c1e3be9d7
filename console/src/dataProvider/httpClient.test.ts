import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, newIdempotencyKey } from './httpClient';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the Idempotency-Key of every write', () => {
  let sent: Headers[];

  beforeEach(() => {
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers));
        return Promise.resolve(
          new Response('{"id":"t1"}', { status: 201, headers: { 'content-type': 'application/json' } }),
        );
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const call = (method: string, headers?: Record<string, string>) =>
    apiFetch('/api/talent', { method, anonymous: true, body: '{}', headers: headers && new Headers(headers) });

  it('sends a fresh key with every POST and PATCH', async () => {
    await call('POST');
    await call('POST');
    await call('patch');
    const keys = sent.map((headers) => headers.get('Idempotency-Key'));
    expect(keys).toEqual([expect.stringMatching(UUID), expect.stringMatching(UUID), expect.stringMatching(UUID)]);
    expect(new Set(keys).size).toBe(3);
  });

  it('sends none with reads and deletions', async () => {
    await apiFetch('/api/talent', { anonymous: true });
    await call('GET');
    await call('DELETE');
    expect(sent.map((headers) => headers.get('Idempotency-Key'))).toEqual([null, null, null]);
  });

  it("keeps the caller's own key, so that a retry of the same operation repeats it", async () => {
    await call('POST', { 'Idempotency-Key': 'retry-of-order-7' });
    await call('PATCH', { 'idempotency-key': 'retry-of-order-7' });
    expect(sent.map((headers) => headers.get('Idempotency-Key'))).toEqual(['retry-of-order-7', 'retry-of-order-7']);
  });

  it('makes a version 4 UUID where randomUUID is missing (a page served over plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array) });
    const keys = [newIdempotencyKey(), newIdempotencyKey()];
    vi.unstubAllGlobals();
    expect(keys).toEqual([expect.stringMatching(UUID), expect.stringMatching(UUID)]);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

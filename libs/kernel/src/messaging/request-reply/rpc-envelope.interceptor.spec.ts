import { describe, expect, it } from '@jest/globals';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of, throwError } from 'rxjs';
import { KernelErrorCode, KernelException } from '../../errors/index.js';
import { createLogger } from '../../logging/index.js';
import { isDatabaseBusy, RpcEnvelopeInterceptor } from './rpc-envelope.interceptor.js';

/** An error as Prisma throws it: a message and a `P…` code. */
function prismaError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

const context = { switchToRpc: () => ({ getContext: () => ({}) }) } as unknown as ExecutionContext;
const interceptor = new RpcEnvelopeInterceptor(createLogger('test', 'silent'));
const reply = (outcome: CallHandler['handle']) => lastValueFrom(interceptor.intercept(context, { handle: outcome }));

describe('RpcEnvelopeInterceptor', () => {
  it("wraps a handler's answer, and keeps a domain error's code", async () => {
    await expect(reply(() => of({ id: 'a' }))).resolves.toEqual({ data: { id: 'a' } });
    const refusal = new KernelException(KernelErrorCode.ValidationFailed, 'Too long.', ['firstName']);
    await expect(reply(() => throwError(() => refusal))).resolves.toEqual({ error: refusal.toEnvelope() });
  });

  it('answers overloaded (retry in a second) when the database has no connection or transaction to give', async () => {
    const busy = prismaError('P2028', 'Transaction API error: Unable to start a transaction in the given time.');
    await expect(reply(() => throwError(() => busy))).resolves.toEqual({
      error: { code: KernelErrorCode.Overloaded, message: 'The service is busy; try again in a second.', args: ['1'] },
    });
    expect(isDatabaseBusy(prismaError('P2024', 'Timed out fetching a new connection from the connection pool.'))).toBe(
      true,
    );
  });

  it('answers internal, with an error id, for anything else, other transaction errors included', async () => {
    const closed = prismaError('P2028', 'Transaction API error: Transaction already closed.');
    expect(isDatabaseBusy(closed)).toBe(false);
    const answer = await reply(() => throwError(() => closed));
    expect(answer.error?.code).toBe(KernelErrorCode.Internal);
    expect(answer.error?.args[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Observable, catchError, map, of } from 'rxjs';
import { DomainError, KernelErrorCode } from '../../errors/index.js';
import {
  CORRELATION_KAFKA_HEADER,
  runWithCorrelationId,
  sanitizeCorrelationId,
  type Logger,
} from '../../logging/index.js';
import type { RpcReply } from './rpc-envelope.js';
import { RpcRequestContext } from './rpc-context.js';

/**
 * The database could not take the work in time: Prisma found no free connection in its pool (P2024) or
 * could not start a transaction within `maxWait` (P2028 with that message). Nothing was written; the
 * service is saturated, so the caller gets `overloaded` (503 with Retry-After), not `internal` (500).
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) {
    return false;
  }
  const { code } = error;
  const message = error instanceof Error ? error.message : '';
  return code === 'P2024' || (code === 'P2028' && message.includes('Unable to start a transaction'));
}

/**
 * Wraps every @MessagePattern handler of a service: runs it under the caller's correlation id and turns
 * its result into `{data}` and any error into `{error: {code, message, args}}`. Domain errors keep their
 * code; a saturated database becomes `overloaded` (isDatabaseBusy); anything else becomes `internal` with
 * an errorId that is also logged, so nothing else leaks.
 */
@Injectable()
export class RpcEnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<RpcReply> {
    const request = context.switchToRpc().getContext<unknown>();
    const isRequest = request instanceof RpcRequestContext;
    const correlationId = sanitizeCorrelationId(
      isRequest ? request.getHeaders().get(CORRELATION_KAFKA_HEADER) : undefined,
    );
    const pattern = isRequest ? request.getPattern() : 'unknown';

    return new Observable<RpcReply>((subscriber) =>
      runWithCorrelationId(correlationId, () =>
        next
          .handle()
          .pipe(
            map((data: unknown): RpcReply => ({ data })),
            catchError((error: unknown) => of(this.toErrorReply(error, pattern))),
          )
          .subscribe(subscriber),
      ),
    );
  }

  private toErrorReply(error: unknown, pattern: string): RpcReply {
    if (error instanceof DomainError) {
      return { error: error.toEnvelope() };
    }
    if (isDatabaseBusy(error)) {
      this.logger.warn({ err: error, pattern }, 'database busy: request refused as overloaded');
      return {
        error: {
          code: KernelErrorCode.Overloaded,
          message: 'The service is busy; try again in a second.',
          args: ['1'],
        },
      };
    }
    const errorId = randomUUID();
    this.logger.error({ err: error, errorId, pattern }, 'unexpected error in message handler');
    return {
      error: {
        code: KernelErrorCode.Internal,
        message: 'Unexpected error; quote this id to support.',
        args: [errorId],
      },
    };
  }
}

import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { KafkaContext } from '@nestjs/microservices';
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

/**
 * Wraps every @MessagePattern handler of a service: runs it under the caller's correlation id and turns
 * its result into `{data}` and any error into `{error: {code, message, args}}`. Domain errors keep their
 * code; anything else becomes `internal` with an errorId that is also logged, so nothing else leaks.
 */
@Injectable()
export class RpcEnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<RpcReply> {
    const kafkaContext = context.switchToRpc().getContext<unknown>();
    const headers = kafkaContext instanceof KafkaContext ? kafkaContext.getMessage().headers : undefined;
    const correlationId = sanitizeCorrelationId(headers?.[CORRELATION_KAFKA_HEADER]);
    const pattern = kafkaContext instanceof KafkaContext ? kafkaContext.getTopic() : 'unknown';

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

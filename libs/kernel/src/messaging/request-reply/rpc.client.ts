import { fromJson, toJson, type DescMessage, type JsonValue, type MessageShape } from '@bufbuild/protobuf';
import type { ClientKafka } from '@nestjs/microservices';
import { TimeoutError, firstValueFrom, timeout } from 'rxjs';
import { DomainError, KernelErrorCode, KernelException, isErrorEnvelope } from '../../errors/index.js';
import { CORRELATION_KAFKA_HEADER, currentCorrelationId } from '../../logging/index.js';
import type { Metrics } from '../../observability/metrics.js';
import type { RpcReply } from './rpc-envelope.js';

export interface RpcCall<Req extends DescMessage, Res extends DescMessage> {
  pattern: string;
  request: Req;
  response: Res;
}

/**
 * The gateway's side of request/reply over Kafka: encodes the request with its contract, carries the
 * correlation id in a header, waits at most `timeoutMs`, and turns the reply's error envelope back
 * into a DomainError so the gateway maps it like a local one.
 */
export class RpcClient {
  constructor(
    private readonly client: ClientKafka,
    private readonly timeoutMs: number,
    private readonly metrics: Metrics,
  ) {}

  async send<Req extends DescMessage, Res extends DescMessage>(
    call: RpcCall<Req, Res>,
    payload: MessageShape<Req>,
    options: { key?: string; timeoutMs?: number } = {},
  ): Promise<MessageShape<Res>> {
    const limit = options.timeoutMs ?? this.timeoutMs;
    const headers: Record<string, string> = {};
    const correlationId = currentCorrelationId();
    if (correlationId) {
      headers[CORRELATION_KAFKA_HEADER] = correlationId;
    }
    const stopTimer = this.metrics.rpcDuration.startTimer({ pattern: call.pattern });
    let outcome = 'ok';
    try {
      const reply = await firstValueFrom(
        this.client
          .send<RpcReply, unknown>(call.pattern, {
            key: options.key ?? null,
            value: toJson(call.request, payload),
            headers,
          })
          .pipe(timeout(limit)),
      );
      if (reply.error !== undefined) {
        outcome = reply.error.code;
        throw new DomainError(reply.error.code, reply.error.message, reply.error.args);
      }
      return fromJson(call.response, reply.data as JsonValue);
    } catch (error) {
      if (error instanceof DomainError) {
        throw error;
      }
      if (error instanceof TimeoutError) {
        outcome = KernelErrorCode.UpstreamTimeout;
        throw new KernelException(
          KernelErrorCode.UpstreamTimeout,
          `No reply to ${call.pattern} within ${limit} ms; the ${serviceOf(call.pattern)} service may be down.`,
          [call.pattern, String(limit)],
        );
      }
      outcome = KernelErrorCode.UpstreamUnavailable;
      const reason = isErrorEnvelope(error) ? error.message : error instanceof Error ? error.message : String(error);
      throw new KernelException(KernelErrorCode.UpstreamUnavailable, `Could not call ${call.pattern}: ${reason}`, [
        call.pattern,
      ]);
    } finally {
      stopTimer({ outcome });
    }
  }
}

function serviceOf(pattern: string): string {
  return pattern.split('.')[0] ?? pattern;
}

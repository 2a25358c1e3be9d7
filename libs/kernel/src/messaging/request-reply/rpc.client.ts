import { fromJson, toJson, type DescMessage, type JsonValue, type MessageShape } from '@bufbuild/protobuf';
import { DomainError, KernelErrorCode, KernelException } from '../../errors/index.js';
import { CORRELATION_KAFKA_HEADER, currentCorrelationId } from '../../logging/index.js';
import type { Metrics } from '../../observability/metrics.js';
import {
  inSpan,
  injectTraceContext,
  messagingAttributes,
  SpanKind,
  tracingEnabled,
} from '../../observability/tracing.js';
import { requestTopic } from '../topics.js';
import { RpcTimeoutError, type RpcTransport } from './rpc.transport.js';

export interface RpcCall<Req extends DescMessage, Res extends DescMessage> {
  pattern: string;
  request: Req;
  response: Res;
}

export interface RpcClientOptions {
  /** How long a caller waits for a reply (the deadline the request carries). */
  timeoutMs: number;
  /**
   * Requests under way beyond which new ones are refused at once with 503 `overloaded` and a
   * Retry-After, instead of queueing behind work that would not be answered in time.
   */
  maxInFlight?: number;
}

/**
 * The gateway's side of request/reply over Kafka: encodes the request with its contract, carries the
 * correlation id in a header, waits at most `timeoutMs`, and turns the reply's error envelope back
 * into a DomainError so the gateway maps it like a local one. Each call is timed by pattern
 * (callsheet_rpc_duration_seconds) and, when tracing is on, is a PRODUCER span `send <pattern>` until
 * its reply, whose context the request carries to the service (RpcServer).
 */
export class RpcClient {
  constructor(
    private readonly transport: RpcTransport,
    private readonly options: RpcClientOptions,
    private readonly metrics: Metrics,
  ) {}

  async send<Req extends DescMessage, Res extends DescMessage>(
    call: RpcCall<Req, Res>,
    payload: MessageShape<Req>,
    options: { key?: string; timeoutMs?: number } = {},
  ): Promise<MessageShape<Res>> {
    const limit = options.timeoutMs ?? this.options.timeoutMs;
    if (this.options.maxInFlight !== undefined && this.transport.inFlight >= this.options.maxInFlight) {
      this.metrics.rpcDuration.observe({ pattern: call.pattern, outcome: KernelErrorCode.Overloaded }, 0);
      throw new KernelException(KernelErrorCode.Overloaded, 'Too many requests are under way; try again in a second.', [
        '1',
      ]);
    }
    const headers: Record<string, string> = {};
    const correlationId = currentCorrelationId();
    if (correlationId) {
      headers[CORRELATION_KAFKA_HEADER] = correlationId;
    }
    const stopTimer = this.metrics.rpcDuration.startTimer({ pattern: call.pattern });
    let outcome = 'ok';
    const attributes = tracingEnabled()
      ? { ...messagingAttributes(requestTopic(call.pattern), 'send'), 'rpc.method': call.pattern }
      : undefined;
    try {
      const reply = await inSpan(`send ${call.pattern}`, { kind: SpanKind.PRODUCER, attributes }, async (span) => {
        const answer = await this.transport.request(call.pattern, JSON.stringify(toJson(call.request, payload)), {
          timeoutMs: limit,
          key: options.key ?? null,
          headers: injectTraceContext(headers),
        });
        // A refusal is an answer, not a failed hop: the span names its code without an error status.
        if (answer.error !== undefined) {
          span?.setAttribute('callsheet.error_code', answer.error.code);
        }
        return answer;
      });
      if (reply.error !== undefined) {
        outcome = reply.error.code;
        throw new DomainError(reply.error.code, reply.error.message, reply.error.args);
      }
      return fromJson(call.response, reply.data as JsonValue);
    } catch (error) {
      if (error instanceof DomainError) {
        throw error;
      }
      if (error instanceof RpcTimeoutError) {
        outcome = KernelErrorCode.UpstreamTimeout;
        throw new KernelException(
          KernelErrorCode.UpstreamTimeout,
          `No reply to ${call.pattern} within ${limit} ms; the ${serviceOf(call.pattern)} service may be down.`,
          [call.pattern, String(limit)],
        );
      }
      outcome = KernelErrorCode.UpstreamUnavailable;
      const reason = error instanceof Error ? error.message : String(error);
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

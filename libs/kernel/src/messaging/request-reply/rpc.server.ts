import { Server, type CustomTransportStrategy } from '@nestjs/microservices';
import type { Producer } from '@platformatic/kafka';
import { Kafka } from 'kafkajs';
import { lastValueFrom } from 'rxjs';
import { KernelErrorCode } from '../../errors/index.js';
import type { Logger } from '../../logging/index.js';
import { mapHeaderGetter } from '../../observability/kafka-headers.js';
import type { Metrics } from '../../observability/metrics.js';
import {
  extractTraceContext,
  inSpan,
  messagingAttributes,
  SpanKind,
  tracingEnabled,
} from '../../observability/tracing.js';
import { kafkaClientConfig } from '../kafka.js';
import { anchorFreshGroup, requestTopic } from '../topics.js';
import { BatchingProducer } from './batching-producer.js';
import { RpcRequestContext } from './rpc-context.js';
import type { RpcReply } from './rpc-envelope.js';
import { RpcHeaders } from './rpc-headers.js';
import { header, produce, rpcProducer, RpcSubscription, type RpcMessage } from './rpc-kafka.js';
import { Slots } from './slots.js';

export interface RpcServerOptions {
  /** The service: its request consumer group is `<name>-server` (every replica shares it). */
  name: string;
  brokers: string[];
  logger: Logger;
  metrics: Metrics;
  /** Requests handled at once by this process; a full process stops fetching until one ends. */
  maxInFlight?: number;
}

/** How often the offsets of the requests taken are committed. */
const COMMIT_EVERY_MS = 100;

/**
 * The services' side of request/reply over Kafka, as a Nest transport: the `@RpcHandler` methods are
 * its handlers, the RpcEnvelopeInterceptor still wraps them. A service's requests share its request
 * topic (requestTopic) and name their pattern in a header. Requests are fetched in batches and
 * answered side by side (their order does not matter, unlike events); replies of the same moment leave
 * in one produce request. A request whose caller's deadline has passed is dropped unstarted: nobody
 * waits for its answer, and a write nobody hears of is the ghost write the deadline exists to prevent.
 * Offsets are committed as requests are fetched (every 100 ms, not before each next fetch): a process
 * that dies loses the requests it held (their callers time out) rather than answering them twice.
 */
export class RpcServer extends Server implements CustomTransportStrategy {
  /** kafkajs, for topic administration only (requests and replies go through rpc-kafka.ts). */
  private readonly kafka: Kafka;
  private requests: RpcSubscription | undefined;
  private producer: Producer<string, string, string, string> | undefined;
  private replies: BatchingProducer | undefined;
  private readonly slots: Slots;

  constructor(private readonly options: RpcServerOptions) {
    super();
    this.kafka = new Kafka(kafkaClientConfig(`${options.name}-rpc`, options.brokers, options.logger));
    this.slots = new Slots(options.maxInFlight ?? 256);
  }

  get groupId(): string {
    return `${this.options.name}-server`;
  }

  listen(callback: (error?: unknown) => void): void {
    this.start().then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  async close(): Promise<void> {
    // Fetch no more and commit what was taken while still a member of the group, then leave it.
    await this.requests?.close();
    await this.slots.drained();
    await this.producer?.close();
  }

  on(): never {
    throw new Error('RpcServer emits no events to listen to');
  }

  unwrap<T>(): T {
    return this.requests as T;
  }

  /** The request topics of this service's patterns (one per service, see requestTopic). */
  private topics(): string[] {
    return [...new Set([...this.messageHandlers.keys()].map(requestTopic))];
  }

  private async start(): Promise<void> {
    // A lost reply is a timeout the caller already handles: the leader's acknowledgement is enough.
    const producer = rpcProducer(`${this.options.name}-rpc-replies`, this.options.brokers, 1);
    this.producer = producer;
    this.replies = new BatchingProducer((batch) => produce(producer, batch));
    const topics = this.topics();
    // A new group would skip the requests sent before its first fetch (anchorFreshGroup says why).
    await anchorFreshGroup(this.kafka, this.groupId, topics);
    // A replica that died holds its partitions until its session times out, and a restarted one waits
    // that long to join: requests are short, so 10 s is plenty between heartbeats.
    this.requests = new RpcSubscription({
      groupId: this.groupId,
      clientId: `${this.options.name}-rpc-requests`,
      brokers: this.options.brokers,
      topics,
      logger: this.options.logger,
      commitEveryMs: COMMIT_EVERY_MS,
      sessionTimeoutMs: 10_000,
      heartbeatIntervalMs: 3_000,
    });
    await this.requests.start(async (message) => {
      // A full process takes no more until a request ends: the next fetch waits with it.
      await this.slots.take();
      void this.answer(message).finally(() => this.slots.give());
    });
  }

  private async answer(message: RpcMessage): Promise<void> {
    const pattern = header(message, RpcHeaders.pattern) ?? 'unknown';
    const replyTo = header(message, RpcHeaders.replyTo);
    const requestId = header(message, RpcHeaders.requestId);
    const client = header(message, RpcHeaders.client);
    if (!replyTo || !requestId || !client) {
      this.options.logger.warn({ pattern, offset: String(message.offset) }, 'request without a reply address dropped');
      return;
    }
    const deadline = Number(header(message, RpcHeaders.deadline));
    if (Number.isFinite(deadline) && Date.now() > deadline) {
      this.options.metrics.rpcExpired.inc({ pattern });
      return;
    }
    const stopTimer = this.options.metrics.rpcHandlerDuration.startTimer({ pattern });
    // Tracing on: a CONSUMER span `process <pattern>`, the child of the caller's `send` span.
    const reply = await inSpan(
      `process ${pattern}`,
      {
        kind: SpanKind.CONSUMER,
        parent: extractTraceContext(message.headers, mapHeaderGetter),
        attributes: tracingEnabled()
          ? { ...messagingAttributes(message.topic, 'process'), 'rpc.method': pattern }
          : undefined,
      },
      async (span) => {
        const answer = await this.handle(pattern, message);
        if (answer.error !== undefined) {
          span?.setAttribute('callsheet.error_code', answer.error.code);
        }
        return answer;
      },
    );
    try {
      await this.replies?.send(replyTo, {
        key: client,
        value: JSON.stringify(reply),
        headers: { [RpcHeaders.requestId]: requestId, [RpcHeaders.client]: client },
      });
    } catch (error) {
      this.options.logger.warn({ err: error, pattern }, 'reply could not be sent; the caller will time out');
    } finally {
      stopTimer({ outcome: reply.error?.code ?? 'ok' });
    }
  }

  private async handle(pattern: string, message: RpcMessage): Promise<RpcReply> {
    // Patterns are plain strings, the handlers' keys as they are: Nest's getHandlerByPattern first tries
    // JSON.parse on each one, and the exception it throws and catches cost 3 % of a busy service's CPU.
    const handler = this.messageHandlers.get(pattern);
    if (!handler) {
      return { error: { code: KernelErrorCode.Internal, message: `No handler for ${pattern}.`, args: [] } };
    }
    let payload: unknown;
    try {
      payload = message.value ? JSON.parse(message.value) : {};
    } catch {
      return {
        error: { code: KernelErrorCode.ValidationFailed, message: 'The request is not JSON.', args: [pattern] },
      };
    }
    try {
      // The context the RpcEnvelopeInterceptor reads: the request's headers and its pattern.
      const context = new RpcRequestContext([message.headers, pattern]);
      const reply$ = this.transformToObservable<RpcReply>((await handler(payload, context)) as RpcReply);
      return await lastValueFrom(reply$, { defaultValue: { data: null } });
    } catch (error) {
      // The interceptor turns handler errors into envelopes; this is what fails around it.
      this.options.logger.error({ err: error, pattern }, 'request failed outside its handler');
      return { error: { code: KernelErrorCode.Internal, message: 'Unexpected error.', args: [] } };
    }
  }
}

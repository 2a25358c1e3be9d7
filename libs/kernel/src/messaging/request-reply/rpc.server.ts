import { Server, KafkaContext, type CustomTransportStrategy } from '@nestjs/microservices';
import { Kafka, type Consumer, type KafkaMessage, type Producer } from 'kafkajs';
import { lastValueFrom } from 'rxjs';
import { KernelErrorCode } from '../../errors/index.js';
import type { Logger } from '../../logging/index.js';
import type { Metrics } from '../../observability/metrics.js';
import { kafkaClientConfig, rpcProducerConfig } from '../kafka.js';
import { anchorFreshGroup, REQUEST_PARTITIONS, requestTopic } from '../topics.js';
import { BatchingProducer } from './batching-producer.js';
import type { RpcReply } from './rpc-envelope.js';
import { OffsetCommits } from './offset-commits.js';
import { headerString, RpcHeaders } from './rpc-headers.js';
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

/**
 * The services' side of request/reply over Kafka, as a Nest transport: the `@RpcHandler` methods are
 * its handlers, the RpcEnvelopeInterceptor still wraps them. A service's requests share its request
 * topic (requestTopic) and name their pattern in a header. Requests are fetched in batches and
 * answered side by side (their order does not matter, unlike events); replies of the same moment leave
 * in one produce request. A request whose caller's deadline has passed is dropped unstarted: nobody
 * waits for its answer, and a write nobody hears of is the ghost write the deadline exists to prevent.
 * Offsets are committed as requests are taken (within 100 ms, OffsetCommits): a process that dies loses
 * the requests it held (their callers time out) rather than answering them twice.
 */
export class RpcServer extends Server implements CustomTransportStrategy {
  private readonly kafka: Kafka;
  private consumer: Consumer | undefined;
  private producer: Producer | undefined;
  private replies: BatchingProducer | undefined;
  private commits: OffsetCommits | undefined;
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
    // Fetch no more, commit what was taken while still a member of the group, then leave it.
    this.consumer?.pause(this.topics().map((topic) => ({ topic })));
    await this.commits?.flush();
    await this.consumer?.disconnect();
    await this.slots.drained();
    await this.producer?.disconnect();
  }

  on(): never {
    throw new Error('RpcServer emits no events to listen to');
  }

  unwrap<T>(): T {
    return this.consumer as T;
  }

  /** The request topics of this service's patterns (one per service, see requestTopic). */
  private topics(): string[] {
    return [...new Set([...this.messageHandlers.keys()].map(requestTopic))];
  }

  private async start(): Promise<void> {
    this.producer = this.kafka.producer(rpcProducerConfig);
    await this.producer.connect();
    // A lost reply is a timeout the caller already handles: the leader's acknowledgement is enough.
    this.replies = new BatchingProducer(this.producer, 1);
    const topics = this.topics();
    // A new group would skip the requests sent before its first fetch (anchorFreshGroup says why).
    await anchorFreshGroup(this.kafka, this.groupId, topics);
    // A replica that died holds its partitions until its session times out, and a restarted one waits
    // that long to join: requests are short, so 10 s (kafkajs: 30 s) is plenty between heartbeats.
    this.consumer = this.kafka.consumer({
      groupId: this.groupId,
      allowAutoTopicCreation: false,
      sessionTimeout: 10_000,
      heartbeatInterval: 3_000,
    });
    const commits = new OffsetCommits(this.consumer, this.options.logger);
    this.commits = commits;
    this.consumer.on(this.consumer.events.REBALANCING, () => void commits.flush());
    await this.consumer.connect();
    await this.consumer.subscribe({ topics, fromBeginning: false });
    await this.consumer.run({
      partitionsConsumedConcurrently: REQUEST_PARTITIONS,
      // Offsets are committed by OffsetCommits, off the fetch path (it says why).
      autoCommit: false,
      eachBatch: async (payload) => {
        const { batch } = payload;
        for (const message of batch.messages) {
          await this.slots.take();
          void this.answer(batch.partition, message).finally(() => this.slots.give());
          payload.resolveOffset(message.offset);
          commits.take(batch.topic, batch.partition, message.offset);
        }
        await payload.heartbeat();
      },
    });
  }

  private async answer(partition: number, message: KafkaMessage): Promise<void> {
    const { headers } = message;
    const pattern = headerString(headers?.[RpcHeaders.pattern]) ?? 'unknown';
    const replyTo = headerString(headers?.[RpcHeaders.replyTo]);
    const requestId = headerString(headers?.[RpcHeaders.requestId]);
    const client = headerString(headers?.[RpcHeaders.client]);
    if (!replyTo || !requestId || !client) {
      this.options.logger.warn({ pattern, offset: message.offset }, 'request without a reply address dropped');
      return;
    }
    const deadline = Number(headerString(headers?.[RpcHeaders.deadline]));
    if (Number.isFinite(deadline) && Date.now() > deadline) {
      this.options.metrics.rpcExpired.inc({ pattern });
      return;
    }
    const reply = await this.handle(pattern, partition, message);
    try {
      await this.replies?.send(replyTo, {
        key: client,
        value: JSON.stringify(reply),
        headers: { [RpcHeaders.requestId]: requestId, [RpcHeaders.client]: client },
      });
    } catch (error) {
      this.options.logger.warn({ err: error, pattern }, 'reply could not be sent; the caller will time out');
    }
  }

  private async handle(pattern: string, partition: number, message: KafkaMessage): Promise<RpcReply> {
    // Patterns are plain strings, the handlers' keys as they are: Nest's getHandlerByPattern first tries
    // JSON.parse on each one, and the exception it throws and catches cost 3 % of a busy service's CPU.
    const handler = this.messageHandlers.get(pattern);
    if (!handler) {
      return { error: { code: KernelErrorCode.Internal, message: `No handler for ${pattern}.`, args: [] } };
    }
    let payload: unknown;
    try {
      payload = message.value && message.value.length > 0 ? JSON.parse(message.value.toString('utf8')) : {};
    } catch {
      return {
        error: { code: KernelErrorCode.ValidationFailed, message: 'The request is not JSON.', args: [pattern] },
      };
    }
    try {
      // The context the RpcEnvelopeInterceptor reads: the message (its headers) and, where Nest keeps the
      // topic, the pattern (every pattern of a service shares one topic).
      const context = new KafkaContext([message, partition, pattern, this.consumer!, async () => {}, this.producer!]);
      const reply$ = this.transformToObservable<RpcReply>((await handler(payload, context)) as RpcReply);
      return await lastValueFrom(reply$, { defaultValue: { data: null } });
    } catch (error) {
      // The interceptor turns handler errors into envelopes; this is what fails around it.
      this.options.logger.error({ err: error, pattern }, 'request failed outside its handler');
      return { error: { code: KernelErrorCode.Internal, message: 'Unexpected error.', args: [] } };
    }
  }
}

import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import type { Consumer, EachMessagePayload, IHeaders, Kafka, Producer } from 'kafkajs';
import { runWithCorrelationId, type Logger } from '../../logging/index.js';
import type { Metrics } from '../../observability/metrics.js';
import { EventHeaders, headerText } from '../event-headers.js';
import type { SqlClient, TransactionalSqlClient } from '../sql-client.js';
import { DEFAULT_PARTITIONS, dlqTopic } from '../topics.js';

/** What a handler receives: the decoded contract plus the envelope data from the headers. */
export interface ConsumedEvent<Desc extends DescMessage> {
  eventId: string;
  eventType: string;
  occurredAt: string;
  aggregateId: string;
  correlationId: string | undefined;
  payload: MessageShape<Desc>;
}

export interface EventHandler<Desc extends DescMessage> {
  /** Unique per service and handler; the consumer group and the idempotency record use it. */
  name: string;
  topic: string;
  /**
   * The event type(s) it handles. A topic carries every event of its aggregate (created, updated,
   * status changed...) and one consumer must see them in order, so a handler may take several types
   * and tell them apart by `payload.$typeName`. Other types on the topic are skipped.
   */
  schema: Desc | readonly Desc[];
  /** Runs inside the transaction that records the event as processed: both commit or neither. */
  handle(event: ConsumedEvent<Desc>, tx: SqlClient): Promise<void>;
}

/** Thrown by a handler for an event it can never process: no retries, straight to the DLQ. */
export class UnprocessableEventError extends Error {}

export interface IdempotentConsumerOptions<Desc extends DescMessage> {
  kafka: Kafka;
  db: TransactionalSqlClient;
  /** Used to publish dead letters. */
  producer: Producer;
  handler: EventHandler<Desc>;
  logger: Logger;
  metrics: Metrics;
  maxAttempts?: number;
  retryBackoffMs?: number;
}

type Outcome = 'processed' | 'duplicate' | 'skipped' | 'dead-lettered';

/**
 * The handler's transaction may outlive Prisma's 5 s default: some handlers call out (payments' webhook
 * handler runs Stripe calls) while the processed-event row waits to commit with their writes.
 */
const HANDLER_TRANSACTION = { timeout: 60_000, maxWait: 10_000 };

/** A message as it came off the topic, kept whole so that a dead letter is an exact copy. */
interface RawMessage {
  topic: string;
  partition: number;
  offset: string;
  key: Buffer | null;
  value: Buffer | null;
  headers: IHeaders | undefined;
}

/**
 * Consumes one topic for one handler, exactly once in effect: the processed-event row and the
 * handler's writes share a transaction, so a redelivered event is recognised and skipped. A failing
 * handler is retried `maxAttempts` times with backoff; then the message goes to `<topic>.dlq` with the
 * reason in its headers, and the partition moves on.
 */
export class IdempotentConsumer<Desc extends DescMessage> {
  private readonly consumer: Consumer;
  private readonly maxAttempts: number;
  private readonly retryBackoffMs: number;

  constructor(private readonly options: IdempotentConsumerOptions<Desc>) {
    this.consumer = options.kafka.consumer({
      groupId: options.handler.name,
      allowAutoTopicCreation: false,
      retry: { retries: 10 },
    });
    this.maxAttempts = options.maxAttempts ?? 5;
    this.retryBackoffMs = options.retryBackoffMs ?? 200;
  }

  async start(): Promise<void> {
    await this.consumer.connect();
    await this.consumer.subscribe({ topic: this.options.handler.topic, fromBeginning: true });
    // Partitions are handled side by side (order only matters within one); with one at a time a
    // slow handler transaction on one partition would delay every other aggregate.
    await this.consumer.run({
      partitionsConsumedConcurrently: DEFAULT_PARTITIONS,
      eachMessage: (payload) => this.onMessage(payload),
    });
  }

  async stop(): Promise<void> {
    await this.consumer.disconnect();
  }

  private async onMessage({ topic, partition, message }: EachMessagePayload): Promise<void> {
    const correlationId = headerText(message.headers, EventHeaders.correlationId);
    await runWithCorrelationId(correlationId, async () => {
      const outcome = await this.process({
        topic,
        partition,
        offset: message.offset,
        key: message.key,
        value: message.value,
        headers: message.headers,
      });
      this.options.metrics.eventsConsumed.inc({ consumer: this.options.handler.name, outcome });
    });
  }

  private async process(raw: RawMessage): Promise<Outcome> {
    const { handler, logger } = this.options;
    let event: ConsumedEvent<Desc> | undefined;
    try {
      event = this.decode(raw);
    } catch (error) {
      await this.deadLetter(raw, error, 0);
      return 'dead-lettered';
    }
    if (!event) {
      return 'skipped';
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        const processed = await this.options.db.$transaction(async (tx) => {
          const inserted = await tx.$executeRaw`
            INSERT INTO processed_event (consumer, event_id) VALUES (${handler.name}, ${event.eventId}::uuid)
            ON CONFLICT DO NOTHING`;
          if (inserted === 0) {
            return false;
          }
          await handler.handle(event, tx);
          return true;
        }, HANDLER_TRANSACTION);
        return processed ? 'processed' : 'duplicate';
      } catch (error) {
        const finalAttempt = attempt >= this.maxAttempts || error instanceof UnprocessableEventError;
        logger.warn(
          { err: error, eventId: event.eventId, attempt, maxAttempts: this.maxAttempts, consumer: handler.name },
          finalAttempt ? 'event handler failed for the last time' : 'event handler failed, retrying',
        );
        if (finalAttempt) {
          await this.deadLetter(raw, error, attempt);
          return 'dead-lettered';
        }
        await sleep(this.retryBackoffMs * 2 ** (attempt - 1));
      }
    }
  }

  /** The event, or undefined for a well-formed event of a type this handler does not take. */
  private decode({ key, value, headers }: RawMessage): ConsumedEvent<Desc> | undefined {
    const schemas: readonly Desc[] = Array.isArray(this.options.handler.schema)
      ? this.options.handler.schema
      : [this.options.handler.schema as Desc];
    const eventId = headerText(headers, EventHeaders.eventId);
    const eventType = headerText(headers, EventHeaders.eventType);
    if (!eventId || !/^[0-9a-f-]{36}$/i.test(eventId)) {
      throw new UnprocessableEventError(`missing or invalid ${EventHeaders.eventId} header`);
    }
    if (!eventType) {
      throw new UnprocessableEventError(`no ${EventHeaders.eventType} header`);
    }
    const schema = schemas.find((candidate) => candidate.typeName === eventType);
    if (!schema) {
      return undefined;
    }
    if (!value) {
      throw new UnprocessableEventError('empty payload');
    }
    return {
      eventId,
      eventType,
      occurredAt: headerText(headers, EventHeaders.occurredAt) ?? '',
      aggregateId: key?.toString('utf8') ?? '',
      correlationId: headerText(headers, EventHeaders.correlationId),
      payload: fromBinary(schema, value),
    };
  }

  private async deadLetter(
    { topic, partition, offset, key, value, headers }: RawMessage,
    error: unknown,
    attempts: number,
  ): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    this.options.logger.error({ topic, partition, offset, reason, attempts }, 'event sent to the dead-letter topic');
    // If this send fails, the error propagates, the offset is not committed and the message comes back.
    await this.options.producer.send({
      topic: dlqTopic(topic),
      acks: -1,
      messages: [
        {
          key,
          value,
          headers: {
            ...headers,
            'dlq-reason': reason.slice(0, 2000),
            'dlq-consumer': this.options.handler.name,
            'dlq-attempts': String(attempts),
            'dlq-source': `${topic}/${partition}/${offset}`,
          },
        },
      ],
    });
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

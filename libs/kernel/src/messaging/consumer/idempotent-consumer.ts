import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import type { Consumer, EachBatchPayload, IHeaders, Kafka, Producer } from 'kafkajs';
import { runWithCorrelationId, type Logger } from '../../logging/index.js';
import { kafkajsHeaderGetter } from '../../observability/kafka-headers.js';
import type { Metrics } from '../../observability/metrics.js';
import {
  extractTraceContext,
  inSpan,
  messagingAttributes,
  SpanKind,
  tracingEnabled,
} from '../../observability/tracing.js';
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
  /**
   * Runs inside the transaction that records the event as processed: both commit or neither. Events
   * that arrive together share one transaction; if one of them fails, all are rolled back and handled
   * again one by one, so a handler may run again for an event, as on any retry: a call outside the
   * database must be safe to repeat (payments' Stripe writes carry idempotency keys).
   */
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

/**
 * At most this many events share a transaction: under load a partition's backlog is handled in a few
 * commits instead of one each, and a failure replays at most this many one by one.
 */
const EVENTS_PER_TRANSACTION = 100;

/** A message as it came off the topic, kept whole so that a dead letter is an exact copy. */
interface RawMessage {
  topic: string;
  partition: number;
  offset: string;
  key: Buffer | null;
  value: Buffer | null;
  headers: IHeaders | undefined;
}

/** A message and its event; undefined for a well-formed event of a type the handler does not take. */
interface Decoded<Desc extends DescMessage> {
  raw: RawMessage;
  event: ConsumedEvent<Desc> | undefined;
}

/**
 * Consumes one topic for one handler, exactly once in effect: the processed-event row and the
 * handler's writes share a transaction, so a redelivered event is recognised and skipped. The events of
 * one fetch share that transaction (up to EVENTS_PER_TRANSACTION, in partition order); if it fails,
 * they are handled one by one, and a failing handler is retried `maxAttempts` times with backoff; then
 * the message goes to `<topic>.dlq` with the reason in its headers, and the partition moves on.
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
    // Every event type this handler takes starts at 0, so that rates and alerts see it before its first.
    for (const schema of this.schemas()) {
      const labels = { consumer: this.options.handler.name, event_type: schema.typeName };
      this.options.metrics.eventsConsumed.inc({ ...labels, outcome: 'processed' }, 0);
      this.options.metrics.eventsConsumed.inc({ ...labels, outcome: 'dead-lettered' }, 0);
      this.options.metrics.eventHandlerFailures.inc(labels, 0);
    }
    await this.consumer.connect();
    await this.consumer.subscribe({ topic: this.options.handler.topic, fromBeginning: true });
    // Partitions are handled side by side (order only matters within one); with one at a time a
    // slow handler transaction on one partition would delay every other aggregate.
    await this.consumer.run({
      partitionsConsumedConcurrently: DEFAULT_PARTITIONS,
      // Offsets are resolved as events are handled: a stop in the middle of a batch keeps the rest.
      eachBatchAutoResolve: false,
      eachBatch: (payload) => this.onBatch(payload),
    });
  }

  async stop(): Promise<void> {
    await this.consumer.disconnect();
  }

  private async onBatch(payload: EachBatchPayload): Promise<void> {
    const { batch } = payload;
    const resolveOffset = (offset: string) => payload.resolveOffset(offset);
    let run: Decoded<Desc>[] = [];
    const handleRun = async () => {
      for (const { raw, event, outcome } of await this.handleTogether(run)) {
        this.count(outcome, event?.eventType);
        resolveOffset(raw.offset);
      }
      run = [];
    };
    for (const message of batch.messages) {
      if (!payload.isRunning() || payload.isStale()) {
        break;
      }
      const { offset, key, value, headers } = message;
      const raw: RawMessage = { topic: batch.topic, partition: batch.partition, offset, key, value, headers };
      try {
        run.push({ raw, event: this.decode(raw) });
      } catch (error) {
        // Undecodable: the events before it are handled first, so the partition keeps its order.
        await handleRun();
        await runWithCorrelationId(headerText(raw.headers, EventHeaders.correlationId), () =>
          this.deadLetter(raw, error, 0),
        );
        this.count('dead-lettered', 'undecodable');
        resolveOffset(raw.offset);
        continue;
      }
      if (run.length >= EVENTS_PER_TRANSACTION) {
        await handleRun();
      }
    }
    await handleRun();
    await payload.heartbeat();
  }

  /** Counts an event by its type: one of the handler's (bounded), `other` for the types it skips. */
  private count(outcome: Outcome, eventType = 'other'): void {
    this.options.metrics.eventsConsumed.inc({ consumer: this.options.handler.name, event_type: eventType, outcome });
  }

  /**
   * Runs the handler for one event under its correlation id and, when tracing is on, in a CONSUMER span
   * `process <topic>` whose parent is the span that created the event (its `traceparent` header).
   */
  private handleEvent(raw: RawMessage, event: ConsumedEvent<Desc>, tx: SqlClient): Promise<void> {
    return runWithCorrelationId(event.correlationId, () =>
      inSpan(
        `process ${raw.topic}`,
        {
          kind: SpanKind.CONSUMER,
          parent: extractTraceContext(raw.headers, kafkajsHeaderGetter),
          attributes: tracingEnabled()
            ? {
                ...messagingAttributes(raw.topic, 'process'),
                'messaging.consumer.group.name': this.options.handler.name,
                'messaging.message.id': event.eventId,
                'callsheet.event_type': event.eventType,
              }
            : undefined,
        },
        () => this.options.handler.handle(event, tx),
      ),
    );
  }

  /**
   * Handles a run of decoded events (undefined: a type this handler skips) in one transaction; if it
   * fails, rolls all of them back and handles each on its own (process: retries, then the DLQ).
   */
  private async handleTogether(run: readonly Decoded<Desc>[]): Promise<(Decoded<Desc> & { outcome: Outcome })[]> {
    const { handler } = this.options;
    if (run.every(({ event }) => event === undefined)) {
      return run.map(({ raw }) => ({ raw, event: undefined, outcome: 'skipped' }));
    }
    // The event whose handler failed: its failure here is its first attempt.
    let failed: { eventId: string; error: unknown } | undefined;
    try {
      return await this.options.db.$transaction(async (tx) => {
        const events = run.flatMap(({ event }) => (event ? [event] : []));
        const fresh = await this.recordProcessed(tx, events);
        const outcomes: (Decoded<Desc> & { outcome: Outcome })[] = [];
        for (const { raw, event } of run) {
          if (!event) {
            outcomes.push({ raw, event, outcome: 'skipped' });
          } else if (fresh.delete(event.eventId)) {
            try {
              await this.handleEvent(raw, event, tx);
            } catch (error) {
              failed = { eventId: event.eventId, error };
              throw error;
            }
            outcomes.push({ raw, event, outcome: 'processed' });
          } else {
            outcomes.push({ raw, event, outcome: 'duplicate' });
          }
        }
        return outcomes;
      }, HANDLER_TRANSACTION);
    } catch (error) {
      this.options.logger.debug({ err: error, consumer: handler.name, events: run.length }, 'batch rolled back');
      const outcomes: (Decoded<Desc> & { outcome: Outcome })[] = [];
      for (const { raw, event } of run) {
        if (!event) {
          outcomes.push({ raw, event, outcome: 'skipped' });
          continue;
        }
        const failedHere = failed?.eventId === event.eventId ? failed : undefined;
        outcomes.push({
          raw,
          event,
          outcome: await runWithCorrelationId(event.correlationId, () => this.process(raw, event, failedHere)),
        });
      }
      return outcomes;
    }
  }

  /**
   * Records the events as processed by this handler, in one statement; returns the ids that were not
   * yet (the others are redeliveries). An id given twice is returned once: its second copy is a duplicate.
   */
  private async recordProcessed(tx: SqlClient, events: readonly ConsumedEvent<Desc>[]): Promise<Set<string>> {
    const ids = events.map((event) => event.eventId);
    const inserted = await tx.$queryRaw<{ event_id: string }[]>`
      INSERT INTO processed_event (consumer, event_id)
      SELECT ${this.options.handler.name}, id FROM unnest(${ids}::uuid[]) AS id
      ON CONFLICT DO NOTHING RETURNING event_id::text`;
    return new Set(inserted.map((row) => row.event_id));
  }

  /**
   * One event in its own transaction, retried up to `maxAttempts`, then the DLQ. `failedInBatch`: its
   * handler already failed once in a shared transaction, which counts as its first attempt.
   */
  private async process(
    raw: RawMessage,
    event: ConsumedEvent<Desc>,
    failedInBatch?: { error: unknown },
  ): Promise<Outcome> {
    let attempt = 1;
    if (failedInBatch) {
      const outcome = await this.afterFailure(raw, event, attempt, failedInBatch.error);
      if (outcome) {
        return outcome;
      }
      attempt += 1;
    }
    for (; ; attempt += 1) {
      try {
        const processed = await this.options.db.$transaction(async (tx) => {
          if ((await this.recordProcessed(tx, [event])).size === 0) {
            return false;
          }
          await this.handleEvent(raw, event, tx);
          return true;
        }, HANDLER_TRANSACTION);
        return processed ? 'processed' : 'duplicate';
      } catch (error) {
        const outcome = await this.afterFailure(raw, event, attempt, error);
        if (outcome) {
          return outcome;
        }
      }
    }
  }

  /** Logs a failed attempt; on the last one sends the message to the DLQ, else waits before the next. */
  private async afterFailure(
    raw: RawMessage,
    event: ConsumedEvent<Desc>,
    attempt: number,
    error: unknown,
  ): Promise<Outcome | undefined> {
    const finalAttempt = attempt >= this.maxAttempts || error instanceof UnprocessableEventError;
    this.options.metrics.eventHandlerFailures.inc({ consumer: this.options.handler.name, event_type: event.eventType });
    this.options.logger.warn(
      {
        err: error,
        eventId: event.eventId,
        attempt,
        maxAttempts: this.maxAttempts,
        consumer: this.options.handler.name,
      },
      finalAttempt ? 'event handler failed for the last time' : 'event handler failed, retrying',
    );
    if (finalAttempt) {
      await this.deadLetter(raw, error, attempt);
      return 'dead-lettered';
    }
    await sleep(this.retryBackoffMs * 2 ** (attempt - 1));
    return undefined;
  }

  /** The contracts of the event types this handler takes. */
  private schemas(): readonly Desc[] {
    const { schema } = this.options.handler;
    return Array.isArray(schema) ? (schema as readonly Desc[]) : [schema as Desc];
  }

  /** The event, or undefined for a well-formed event of a type this handler does not take. */
  private decode({ key, value, headers }: RawMessage): ConsumedEvent<Desc> | undefined {
    const schemas = this.schemas();
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

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Latency buckets in seconds, 5 ms to 10 s: HTTP, request/reply, Stripe. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How long a scrape waits for one probe (a query of the outbox, Kafka's offsets) before leaving it out. */
const PROBE_TIMEOUT_MS = 3000;

/**
 * One Prometheus registry per process, served at /metrics: the Node defaults and every Callsheet
 * figure, all named here so that docs/operations.md, the alerts (k8s/monitoring/alerts.yaml) and the
 * dashboard can be checked against one list. Each is measured in one place: the HTTP histogram in the
 * gateway's response hook, request/reply in RpcClient and RpcServer, the outbox in OutboxRelay, events
 * in IdempotentConsumer, lag and dead letters in KafkaOffsetsProbe, queues in payments' QueueProcessor,
 * Stripe calls in payments' Stripe HTTP client, webhook signatures in the gateway's StripeWebhookInbox.
 * Labels are bounded: route templates, patterns, topics, consumer groups, event types, error codes;
 * never ids or raw URLs.
 */
export class Metrics {
  readonly registry = new Registry();

  // ---------------------------------------------------------------- HTTP (gateway)
  readonly httpDuration = new Histogram({
    name: 'callsheet_http_request_duration_seconds',
    help: 'HTTP requests served, by method, route template and status',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly webhookSignatureFailures = new Counter({
    name: 'callsheet_stripe_webhook_signature_failures_total',
    help: 'Stripe webhook calls refused for their signature, by reason (missing, mismatch, tooOld, inTheFuture)',
    labelNames: ['reason'],
    registers: [this.registry],
  });

  // ---------------------------------------------------------------- request/reply over Kafka
  readonly rpcDuration = new Histogram({
    name: 'callsheet_rpc_duration_seconds',
    help: 'Request/reply round trips over Kafka as the caller sees them, by pattern and outcome',
    labelNames: ['pattern', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly rpcHandlerDuration = new Histogram({
    name: 'callsheet_rpc_handler_duration_seconds',
    help: 'Requests answered by a service, from taking the request to sending its reply, by pattern and outcome',
    labelNames: ['pattern', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly rpcExpired = new Counter({
    name: 'callsheet_rpc_expired_total',
    help: 'Requests dropped unstarted because their caller had stopped waiting, by pattern',
    labelNames: ['pattern'],
    registers: [this.registry],
  });

  // ---------------------------------------------------------------- outbox
  readonly outboxPublished = new Counter({
    name: 'callsheet_outbox_published_total',
    help: 'Events published from the outbox to Kafka',
    labelNames: ['topic'],
    registers: [this.registry],
  });

  readonly outboxRelayFailures = new Counter({
    name: 'callsheet_outbox_relay_failures_total',
    help: 'Relay batches that failed and will be retried',
    registers: [this.registry],
  });

  readonly outboxBacklog = new Gauge({
    name: 'callsheet_outbox_backlog',
    help: 'Outbox rows not yet published to Kafka (read at scrape time)',
    registers: [this.registry],
  });

  readonly outboxOldestAge = new Gauge({
    name: 'callsheet_outbox_oldest_age_seconds',
    help: 'Age of the oldest outbox row not yet published, 0 when none (read at scrape time)',
    registers: [this.registry],
  });

  // ---------------------------------------------------------------- events and Kafka offsets
  readonly eventsConsumed = new Counter({
    name: 'callsheet_events_consumed_total',
    help: 'Events taken from Kafka by idempotent consumers, by consumer, event type and outcome (processed, duplicate, skipped, dead-lettered)',
    labelNames: ['consumer', 'event_type', 'outcome'],
    registers: [this.registry],
  });

  readonly eventHandlerFailures = new Counter({
    name: 'callsheet_event_handler_failures_total',
    help: 'Failed attempts of an event handler (each is retried, the last goes to the DLQ), by consumer and event type',
    labelNames: ['consumer', 'event_type'],
    registers: [this.registry],
  });

  readonly consumerLag = new Gauge({
    name: 'callsheet_kafka_consumer_lag',
    help: "Messages not yet consumed by this service's consumer groups, by group, topic and partition (read at scrape time)",
    labelNames: ['group', 'topic', 'partition'],
    registers: [this.registry],
  });

  readonly dlqMessages = new Gauge({
    name: 'callsheet_kafka_dlq_messages',
    help: "Messages retained on the dead-letter topics of this service's consumers, by topic (read at scrape time)",
    labelNames: ['topic'],
    registers: [this.registry],
  });

  // ---------------------------------------------------------------- BullMQ queues (payments)
  readonly queueJobs = new Gauge({
    name: 'callsheet_queue_jobs',
    help: 'BullMQ jobs by queue and state (waiting, delayed, active, prioritized, waiting-children, failed, completed; read at scrape time)',
    labelNames: ['queue', 'state'],
    registers: [this.registry],
  });

  readonly queueJobDuration = new Histogram({
    name: 'callsheet_queue_job_duration_seconds',
    help: 'BullMQ job runs, by queue and outcome (completed, retrying: failed with attempts left, failed: for good)',
    labelNames: ['queue', 'outcome'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [this.registry],
  });

  // ---------------------------------------------------------------- Stripe (payments)
  readonly stripeDuration = new Histogram({
    name: 'callsheet_stripe_request_duration_seconds',
    help: 'Calls to the Stripe API, by operation (method and path template) and status (the HTTP status, or network)',
    labelNames: ['operation', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly stripeErrors = new Counter({
    name: 'callsheet_stripe_request_errors_total',
    help: 'Stripe API calls answered with an error status or not answered, by operation and status',
    labelNames: ['operation', 'status'],
    registers: [this.registry],
  });

  // ---------------------------------------------------------------- the scrape itself
  readonly probeFailures = new Counter({
    name: 'callsheet_metrics_probe_failures_total',
    help: 'Scrape-time probes that failed or timed out (their gauges keep their last values), by probe',
    labelNames: ['probe'],
    registers: [this.registry],
  });

  /** Read at each scrape: figures that are cheaper to ask for when wanted than to keep up to date. */
  private readonly probes = new Map<string, () => Promise<void>>();

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    // Event-loop lag sampled every 100 ms, not prom-client's 10 ms: a timer firing a hundred times a
    // second is most of what an idle service spends.
    collectDefaultMetrics({ register: this.registry, prefix: 'callsheet_', eventLoopMonitoringPrecision: 100 });
  }

  /**
   * Runs `probe` before each exposition (it sets gauges). A probe that fails or takes over 3 s is
   * counted in callsheet_metrics_probe_failures_total and the scrape goes on without it.
   */
  onScrape(name: string, probe: () => Promise<void>): void {
    this.probes.set(name, probe);
  }

  /** The exposition text, after every probe has had its turn. */
  async exposition(): Promise<string> {
    await Promise.all(
      [...this.probes].map(([name, probe]) =>
        withTimeout(probe(), PROBE_TIMEOUT_MS).catch(() => this.probeFailures.inc({ probe: name })),
      ),
    );
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`probe did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

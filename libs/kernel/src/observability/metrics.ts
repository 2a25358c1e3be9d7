import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One Prometheus registry per process, with the Node defaults and the messaging figures that the
 * operators' dashboards and the benchmarks read.
 */
export class Metrics {
  readonly registry = new Registry();

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

  readonly eventsConsumed = new Counter({
    name: 'callsheet_events_consumed_total',
    help: 'Events taken from Kafka by idempotent consumers, by outcome',
    labelNames: ['consumer', 'outcome'],
    registers: [this.registry],
  });

  readonly rpcDuration = new Histogram({
    name: 'callsheet_rpc_duration_seconds',
    help: 'Request/reply round trips over Kafka, by pattern and outcome',
    labelNames: ['pattern', 'outcome'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly rpcExpired = new Counter({
    name: 'callsheet_rpc_expired_total',
    help: 'Requests dropped unstarted because their caller had stopped waiting, by pattern',
    labelNames: ['pattern'],
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'callsheet_http_request_duration_seconds',
    help: 'HTTP requests served, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    // Event-loop lag sampled every 100 ms, not prom-client's 10 ms: a timer firing a hundred times a
    // second is most of what an idle service spends.
    collectDefaultMetrics({ register: this.registry, prefix: 'callsheet_', eventLoopMonitoringPrecision: 100 });
  }

  exposition(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

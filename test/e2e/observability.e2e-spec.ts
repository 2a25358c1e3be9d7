import { ProductionsTopics, ProfilesTopics } from '@callsheet/contracts';
import {
  BACKEND_SERVICES,
  e2eStack,
  freePort,
  kafkaBrokers,
  startStackService,
  waitFor,
  waitForConsumerGroup,
  waitForOutboxPublished,
  waitForStackReady,
  type StackService,
} from '@callsheet/testing';
import { Kafka, logLevel } from 'kafkajs';
import { createServer, type Server } from 'node:http';
import { gatewayApi, type Member } from './support/api.js';
import { productionChain } from './support/scenarios.js';

// Observability through the shared stack: after a flow through the gateway (members with accounts, so
// payments makes their Stripe accounts; a talent, a listed job, an application), /metrics of every
// process has each figure of docs/operations.md with samples; and with tracing switched on, one
// POST /api/application is one trace from the gateway's HTTP span over Kafka into the connections
// service and its Prisma queries, exported by the real OTLP exporter to a receiver this file runs.
const stack = e2eStack();
const { call, memberWithAccount } = gatewayApi(stack.gatewayUrl);
const kafka = new Kafka({ clientId: 'observability-e2e', brokers: kafkaBrokers, logLevel: logLevel.NOTHING });

const talentBody = {
  firstName: 'Tess',
  lastName: 'Trace',
  birthDate: '1990-12-10',
  citizenship: ['us'],
  unions: ['sagAftra'],
  bodyTypes: ['mesomorph'],
  ethnicAppearances: ['whiteEuropean'],
};

/** A talent member's profile and a production's listed job, both known to connections. */
async function talentAndListedJob(): Promise<{ talent: Member; talentId: string; jobId: string }> {
  const [talent, production] = await Promise.all([
    memberWithAccount('talent', 'Tess'),
    memberWithAccount('production_company', 'Pat'),
  ]);
  const created = await call('POST', '/api/talent', talent.token, talentBody);
  expect(created.status).toBe(201);
  const { job } = await productionChain(call, production, true);
  // Connections learns of profiles and jobs from their events.
  await Promise.all([
    waitForOutboxPublished(stack.databaseUrls.profiles),
    waitForOutboxPublished(stack.databaseUrls.productions),
  ]);
  await Promise.all([
    waitForConsumerGroup(kafka, 'connections.talent-events', ProfilesTopics.talentEvents),
    waitForConsumerGroup(kafka, 'connections.job-events', ProductionsTopics.jobEvents),
  ]);
  return { talent, talentId: String(created.body.id), jobId: job };
}

async function apply(talent: Member, talentId: string, jobId: string): Promise<string> {
  const applied = await call('POST', '/api/application', talent.token, { jobId, talentId });
  expect(applied.status).toBe(201);
  return String(applied.body.id);
}

// ---------------------------------------------------------------- metrics

/** The exposition of one process: the services on their health port, the gateway with the operator token. */
async function scrape(name: StackService): Promise<string> {
  const url = stack.readyUrls[name].replace('/health/ready', '/metrics');
  const response = await fetch(url, {
    headers: name === 'gateway' ? { authorization: `Bearer ${stack.opsToken}` } : {},
  });
  expect({ name, status: response.status }).toEqual({ name, status: 200 });
  return response.text();
}

interface Sample {
  labels: string;
  value: number;
}

/** The samples of one metric (a histogram's by its `_count`), parsed from the exposition text. */
function samples(text: string, metric: string): Sample[] {
  const found: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (match && (match[1] === metric || match[1] === `${metric}_count`)) {
      found.push({ labels: match[2] ?? '', value: Number(match[3]) });
    }
  }
  return found;
}

/** What every process of each kind must report; docs/operations.md lists the same. */
const BACKEND_METRICS = [
  'callsheet_rpc_handler_duration_seconds',
  'callsheet_outbox_backlog',
  'callsheet_outbox_oldest_age_seconds',
  'callsheet_kafka_consumer_lag',
];
const CONSUMER_METRICS = [
  'callsheet_events_consumed_total',
  'callsheet_event_handler_failures_total',
  'callsheet_kafka_dlq_messages',
];
const EXPECTED: Record<StackService, string[]> = {
  gateway: ['callsheet_http_request_duration_seconds', 'callsheet_rpc_duration_seconds'],
  identity: BACKEND_METRICS,
  profiles: BACKEND_METRICS,
  productions: BACKEND_METRICS,
  connections: [...BACKEND_METRICS, ...CONSUMER_METRICS],
  payments: [
    ...BACKEND_METRICS,
    ...CONSUMER_METRICS,
    'callsheet_queue_jobs',
    'callsheet_queue_job_duration_seconds',
    'callsheet_stripe_request_duration_seconds',
  ],
};

describe('metrics', () => {
  beforeAll(async () => {
    const { talent, talentId, jobId } = await talentAndListedJob();
    await apply(talent, talentId, jobId);
    // The members' accounts reach payments as AccountCreated; it makes their Stripe accounts, which
    // the gateway then reads from payments (request/reply).
    await waitFor('the connected account', async () =>
      (await call('GET', '/api/account', talent.token)).status === 200 ? true : undefined,
    );
  }, 180_000);

  it.each(['gateway', ...BACKEND_SERVICES] as StackService[])(
    '%s serves each of its metrics with samples',
    async (name) => {
      const text = await scrape(name);
      const missing = EXPECTED[name].filter((metric) => samples(text, metric).length === 0);
      expect({ name, missing }).toEqual({ name, missing: [] });
    },
  );

  it('measures what the flow did, with bounded labels', async () => {
    const gateway = await scrape('gateway');
    const http = samples(gateway, 'callsheet_http_request_duration_seconds');
    // Route templates, never the ids of the paths called.
    expect(http.some((s) => s.labels.includes('route="/api/application"') && s.labels.includes('status="201"'))).toBe(
      true,
    );
    expect(http.filter((s) => /[0-9a-f]{8}-[0-9a-f]{4}-/.test(s.labels))).toEqual([]);
    expect(
      samples(gateway, 'callsheet_rpc_duration_seconds').some((s) => s.labels.includes('pattern="connections.')),
    ).toBe(true);

    const connections = await scrape('connections');
    expect(
      samples(connections, 'callsheet_rpc_handler_duration_seconds').some(
        (s) => s.labels.includes('pattern="connections.') && s.value > 0,
      ),
    ).toBe(true);
    expect(
      samples(connections, 'callsheet_events_consumed_total').some(
        (s) => s.labels.includes('outcome="processed"') && s.labels.includes('event_type="callsheet.') && s.value > 0,
      ),
    ).toBe(true);
    // Its own request topic and every events topic it reads, per partition.
    const lag = samples(connections, 'callsheet_kafka_consumer_lag').map((s) => s.labels);
    expect(lag.some((labels) => labels.includes('group="connections-server"'))).toBe(true);
    expect(lag.some((labels) => labels.includes('group="connections.talent-events"'))).toBe(true);
    expect(samples(connections, 'callsheet_kafka_dlq_messages').map((s) => s.labels)).toContainEqual(
      expect.stringContaining(`topic="${ProfilesTopics.talentEvents}.dlq"`),
    );

    const payments = await scrape('payments');
    expect(
      samples(payments, 'callsheet_stripe_request_duration_seconds').some((s) =>
        s.labels.includes('operation="POST /v1/accounts"'),
      ),
    ).toBe(true);
    const states = samples(payments, 'callsheet_queue_jobs').map((s) => s.labels);
    expect(
      states.some((labels) => labels.includes('queue="invoice-finalization"') && labels.includes('state="failed"')),
    ).toBe(true);
  });
});

// ---------------------------------------------------------------- traces

interface ExportedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
}

/** An OTLP/HTTP receiver (JSON, as @opentelemetry/exporter-trace-otlp-http sends), keeping every span. */
async function otlpReceiver(): Promise<{ url: string; spans: ExportedSpan[]; close(): Promise<void> }> {
  const spans: ExportedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpTraces;
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = resourceSpans.resource?.attributes?.find((a) => a.key === 'service.name')?.value?.stringValue;
          for (const scope of resourceSpans.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({
                service: service ?? '?',
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId ?? '',
                name: span.name,
                kind: span.kind,
              });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface OtlpTraces {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value?: { stringValue?: string } }[] };
    scopeSpans?: {
      spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number }[];
    }[];
  }[];
}

// OTLP's span kinds (SPAN_KIND_SERVER = 2, PRODUCER = 4, CONSUMER = 5).
const SERVER = 2;
const PRODUCER = 4;
const CONSUMER = 5;

describe('traces', () => {
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  const traced: StackService[] = ['gateway', 'connections'];

  beforeAll(async () => {
    receiver = await otlpReceiver();
    // Tracing on for the two processes (the exporter's batches every 100 ms), then back to the shared set-up.
    const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' };
    for (const name of traced) {
      await startStackService(name, tracing);
    }
    await waitForStackReady();
  }, 240_000);

  afterAll(async () => {
    for (const name of traced) {
      await startStackService(name);
    }
    await receiver.close();
  }, 240_000);

  it('follows one POST /api/application from the gateway over Kafka into connections and its queries', async () => {
    const { talent, talentId, jobId } = await talentAndListedJob();
    receiver.spans.length = 0;
    await apply(talent, talentId, jobId);

    const request = await waitFor('the gateway span of POST /api/application', () =>
      Promise.resolve(
        receiver.spans.find((span) => span.service === 'gateway' && span.name === 'POST /api/application'),
      ),
    );
    expect(request.kind).toBe(SERVER);
    const inTrace = () => receiver.spans.filter((span) => span.traceId === request.traceId);
    // The Kafka hop: the gateway's PRODUCER span, and connections' CONSUMER span under it.
    const hop = await waitFor('the connections span under the gateway request', () => {
      const spans = inTrace();
      const sent = spans.find(
        (span) => span.service === 'gateway' && span.kind === PRODUCER && span.name.startsWith('send connections.'),
      );
      const processed = sent
        ? spans.find((span) => span.service === 'connections' && span.parentSpanId === sent.spanId)
        : undefined;
      const query = processed
        ? spans.find((span) => span.service === 'connections' && span.name.startsWith('prisma:'))
        : undefined;
      return Promise.resolve(sent && processed && query ? { sent, processed, query } : undefined);
    });
    expect(hop.sent.parentSpanId).toBe(request.spanId);
    expect(hop.processed).toMatchObject({ kind: CONSUMER, name: hop.sent.name.replace(/^send/, 'process') });
    expect(hop.query.traceId).toBe(request.traceId);
    // Both processes took part, and the trace is one: every span of it shares the request's trace id.
    expect(new Set(inTrace().map((span) => span.service))).toEqual(new Set(['gateway', 'connections']));
  }, 120_000);
});

import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { Writable } from 'node:stream';
import { createLogger } from '../logging/logger.js';
import { kafkajsHeaderGetter } from './kafka-headers.js';
import {
  activeTraceIds,
  extractTraceContext,
  inSpan,
  injectTraceContext,
  SpanKind,
  startTracing,
  traceHeadersOfNewMessage,
  tracingConfigured,
  tracingEnabled,
  type Tracing,
} from './tracing.js';

describe('tracingConfigured', () => {
  it('is on with an OTLP endpoint or CALLSHEET_TRACING=on, and CALLSHEET_TRACING=off wins', () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingConfigured({ CALLSHEET_TRACING: 'on' })).toBe(true);
    expect(tracingConfigured({ CALLSHEET_TRACING: 'off', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(
      false,
    );
  });
});

describe('tracing off (the default)', () => {
  it('records nothing and leaves headers and log lines as they were', async () => {
    expect(tracingEnabled()).toBe(false);
    await expect(startTracing({ service: 'unit' })).resolves.toBeUndefined();
    const seen = await inSpan('work', {}, (span) => Promise.resolve(span));
    expect(seen).toBeUndefined();
    expect(injectTraceContext({ a: '1' })).toEqual({ a: '1' });
    expect(traceHeadersOfNewMessage('t')).toEqual({});
    expect(activeTraceIds()).toBeUndefined();
  });
});

describe('tracing on', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing | undefined;

  beforeAll(async () => {
    tracing = await startTracing({ service: 'unit', exporter });
  });
  afterAll(async () => {
    await tracing?.shutdown();
  });
  beforeEach(() => exporter.reset());

  it('carries one trace from a request through a Kafka message to its consumer', async () => {
    // The caller: a span whose context goes into the message headers.
    const headers = await inSpan('send pattern', { kind: SpanKind.PRODUCER }, () =>
      Promise.resolve(injectTraceContext({ 'event-id': 'e1' })),
    );
    expect(headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    // The consumer: kafkajs hands the headers as Buffers.
    const received = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, Buffer.from(value)]));
    await inSpan(
      'process pattern',
      { kind: SpanKind.CONSUMER, parent: extractTraceContext(received, kafkajsHeaderGetter) },
      () => inSpan('query', {}, () => Promise.resolve()),
    );
    const spans = exporter.getFinishedSpans();
    const byName = Object.fromEntries(spans.map((span) => [span.name, span]));
    expect(Object.keys(byName).sort()).toEqual(['process pattern', 'query', 'send pattern']);
    const traceId = byName['send pattern'].spanContext().traceId;
    expect(spans.every((span) => span.spanContext().traceId === traceId)).toBe(true);
    expect(byName['process pattern'].parentSpanContext?.spanId).toBe(byName['send pattern'].spanContext().spanId);
    expect(byName.query.parentSpanContext?.spanId).toBe(byName['process pattern'].spanContext().spanId);
    expect(byName['process pattern'].kind).toBe(SpanKind.CONSUMER);
    expect(byName['send pattern'].resource.attributes['service.name']).toBe('unit');
  });

  it('gives an event written now a PRODUCER span its consumers hang under', async () => {
    const headers = await inSpan('handler', {}, () =>
      Promise.resolve(traceHeadersOfNewMessage('profiles.talent.events')),
    );
    const [created, handler] = exporter.getFinishedSpans();
    expect(created.name).toBe('create profiles.talent.events');
    expect(created.kind).toBe(SpanKind.PRODUCER);
    expect(created.parentSpanContext?.spanId).toBe(handler.spanContext().spanId);
    expect(headers.traceparent).toContain(created.spanContext().spanId);
  });

  it('records a failure on the span and rethrows it', async () => {
    await expect(inSpan('failing', {}, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const [span] = exporter.getFinishedSpans();
    expect(span.status).toMatchObject({ code: 2, message: 'boom' });
    expect(span.events.map((event) => event.name)).toEqual(['exception']);
  });

  it('puts the trace and span ids in every log line written inside a span', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('unit', 'info', destination);
    logger.info('outside');
    const ids = await inSpan('logged', {}, () => {
      logger.info('inside');
      return Promise.resolve(activeTraceIds());
    });
    const [outside, inside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(outside.traceId).toBeUndefined();
    expect(inside).toMatchObject({ msg: 'inside', traceId: ids?.traceId, spanId: ids?.spanId });
  });
});

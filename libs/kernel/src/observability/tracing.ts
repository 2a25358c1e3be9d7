import {
  context,
  propagation,
  trace,
  SpanKind,
  SpanStatusCode,
  type Attributes,
  type Context,
  type Span,
  type TextMapGetter,
} from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';

/*
 * OpenTelemetry traces, off by default. When on, a request is one trace from the gateway's HTTP span
 * through request/reply over Kafka, the service's handler, its Prisma queries and Stripe calls, and on
 * through the outbox to the event consumers: the W3C trace context travels in the Kafka message headers
 * (`traceparent`, `tracestate`), injected where the kernel produces and extracted where it consumes.
 *
 * Off, every helper here returns at its first line (one boolean read) and the SDK is never loaded:
 * tracing that nobody reads costs nothing. docs/operations.md, Tracing.
 */

let enabled = false;

/** Whether spans are being recorded in this process. */
export function tracingEnabled(): boolean {
  return enabled;
}

/**
 * On when an OTLP endpoint is configured (the SDK's own OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) or CALLSHEET_TRACING=on (then the SDK's default, localhost:4318);
 * CALLSHEET_TRACING=off keeps it off whatever else is set.
 */
export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  const setting = env.CALLSHEET_TRACING?.trim().toLowerCase();
  if (setting === 'off') {
    return false;
  }
  return setting === 'on' || Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export interface Tracing {
  /** Exports what is still buffered and switches tracing off again. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** `service.name` of every span of this process. */
  service: string;
  /** Where spans go instead of OTLP, each as it ends (tests: the SDK's InMemorySpanExporter). */
  exporter?: SpanExporter;
}

/**
 * Starts tracing if it is configured (or an exporter is given): registers the SDK's provider with the
 * AsyncLocalStorage context manager and the W3C propagator, and Prisma's tracing hook. Undefined when off.
 * Spans are exported in batches (the SDK reads OTEL_BSP_* and OTEL_TRACES_SAMPLER* from the environment).
 */
export async function startTracing(options: TracingOptions): Promise<Tracing | undefined> {
  if (enabled || (!options.exporter && !tracingConfigured())) {
    return undefined;
  }
  // Loaded only here: a process without tracing never loads the SDK.
  const [{ NodeTracerProvider, BatchSpanProcessor, SimpleSpanProcessor }, { resourceFromAttributes }, prisma] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/resources'),
      import('@prisma/instrumentation'),
    ]);
  const exporter =
    options.exporter ?? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.service, 'service.namespace': 'callsheet' }),
    spanProcessors: [options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter)],
  });
  provider.register();
  // Prisma's client reads this global hook: each query becomes prisma:client:* and db_query spans.
  const prismaTracing = new prisma.PrismaInstrumentation({ enabled: false });
  prismaTracing.setTracerProvider(provider);
  prismaTracing.enable();
  enabled = true;
  return {
    shutdown: async () => {
      enabled = false;
      prismaTracing.disable();
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

const tracer = () => trace.getTracer('callsheet');

/**
 * Runs `work` inside a new span, a child of `parent` (by default the active context), and ends it when
 * `work` settles; an error is recorded on the span and rethrown. Off: just runs `work`.
 */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: Context },
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!enabled) {
    return work(undefined);
  }
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: options.kind, attributes: options.attributes }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    failSpan(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** Marks a span as failed with the error (or the reason) that ended it. */
export function failSpan(span: Span | undefined, error: unknown): void {
  if (!span) {
    return;
  }
  if (error instanceof Error) {
    span.recordException(error);
  }
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/** A span under way and the context in which it is the active span. */
export interface OpenSpan {
  span: Span;
  context: Context;
}

/**
 * Opens a SERVER span for an incoming HTTP request, under the caller's `traceparent` if its headers
 * carry one; the caller ends it. Undefined when off.
 */
export function startServerSpan(
  name: string,
  headers: Record<string, string | string[] | undefined>,
  attributes: Attributes,
): OpenSpan | undefined {
  if (!enabled) {
    return undefined;
  }
  const parent = propagation.extract(context.active(), headers);
  const span = tracer().startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/** Runs `work` with `traceContext` active (a span opened elsewhere); just runs it when there is none. */
export function withTraceContext<T>(traceContext: Context | undefined, work: () => T): T {
  return traceContext ? context.with(traceContext, work) : work();
}

/** The active context's `traceparent` (and `tracestate`) added to `headers`; unchanged when off. */
export function injectTraceContext(headers: Record<string, string>): Record<string, string> {
  if (enabled) {
    propagation.inject(context.active(), headers);
  }
  return headers;
}

/**
 * The trace context a message carries (its producer's span), to parent the consumer's span; the active
 * context when off or when the message carries none.
 */
export function extractTraceContext<Carrier>(carrier: Carrier, getter: TextMapGetter<Carrier>): Context {
  return enabled ? propagation.extract(context.active(), carrier, getter) : context.active();
}

/**
 * The headers of a message created now, with a PRODUCER span named `create <topic>` as the parent of its
 * consumers' spans (the outbox writes the event now; the relay sends it later, under no request).
 */
export function traceHeadersOfNewMessage(topic: string, attributes: Attributes = {}): Record<string, string> {
  if (!enabled) {
    return {};
  }
  const span = tracer().startSpan(`create ${topic}`, {
    kind: SpanKind.PRODUCER,
    attributes: { ...messagingAttributes(topic, 'create'), ...attributes },
  });
  const headers: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), headers);
  span.end();
  return headers;
}

/** OpenTelemetry's messaging attributes of a Kafka operation on `topic`. */
export function messagingAttributes(topic: string, operation: 'create' | 'send' | 'process'): Attributes {
  return {
    'messaging.system': 'kafka',
    'messaging.destination.name': topic,
    'messaging.operation.type': operation,
  };
}

/** The ids of the active span, for log lines; undefined when off or outside any span. */
export function activeTraceIds(): { traceId: string; spanId: string } | undefined {
  if (!enabled) {
    return undefined;
  }
  const spanContext = trace.getSpanContext(context.active());
  return spanContext ? { traceId: spanContext.traceId, spanId: spanContext.spanId } : undefined;
}

export { SpanKind };
export type { Context as TraceContext, Span } from '@opentelemetry/api';

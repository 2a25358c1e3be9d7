import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { ROOT_CONTEXT, trace, TraceFlags, type SpanContext } from '@opentelemetry/api';
import type { IHeaders } from 'kafkajs';
import { kafkajsHeaderGetter, mapHeaderGetter } from './kafka-headers.js';

const propagator = new W3CTraceContextPropagator();
const sent: SpanContext = {
  traceId: '0af7651916cd43dd8448eb211c80319c',
  spanId: 'b7ad6b7169203331',
  traceFlags: TraceFlags.SAMPLED,
};

/** The headers a producer writes for `sent` (a plain object of strings, as both Kafka clients take). */
function written(): Record<string, string> {
  const headers: Record<string, string> = { 'event-id': 'x' };
  propagator.inject(trace.setSpanContext(ROOT_CONTEXT, sent), headers, {
    set: (carrier: Record<string, string>, key: string, value: string) => {
      carrier[key] = value;
    },
  });
  return headers;
}

describe('Kafka header carriers', () => {
  it('reads the trace context back from kafkajs headers, which arrive as Buffers', () => {
    const received: IHeaders = Object.fromEntries(
      Object.entries(written()).map(([key, value]) => [key, Buffer.from(value)]),
    );
    const context = propagator.extract(ROOT_CONTEXT, received, kafkajsHeaderGetter);
    expect(trace.getSpanContext(context)).toMatchObject({ ...sent, isRemote: true });
  });

  it('takes the first value of a repeated kafkajs header and ignores absent ones', () => {
    const headers: IHeaders = { traceparent: [Buffer.from(written().traceparent), Buffer.from('garbage')] };
    expect(kafkajsHeaderGetter.get(headers, 'traceparent')).toBe(written().traceparent);
    expect(kafkajsHeaderGetter.get(headers, 'tracestate')).toBeUndefined();
    expect(kafkajsHeaderGetter.get(undefined, 'traceparent')).toBeUndefined();
    expect(kafkajsHeaderGetter.keys(headers)).toEqual(['traceparent']);
  });

  it('reads the trace context back from @platformatic/kafka headers, a Map of strings', () => {
    const received = new Map(Object.entries(written()));
    const context = propagator.extract(ROOT_CONTEXT, received, mapHeaderGetter);
    expect(trace.getSpanContext(context)).toMatchObject({ ...sent, isRemote: true });
    expect(mapHeaderGetter.keys(received)).toEqual(['event-id', 'traceparent']);
  });

  it('finds no parent in a message without trace context, or with a malformed one', () => {
    for (const headers of [{}, { traceparent: Buffer.from('00-not-a-trace-01') }]) {
      expect(trace.getSpanContext(propagator.extract(ROOT_CONTEXT, headers, kafkajsHeaderGetter))).toBeUndefined();
    }
  });
});

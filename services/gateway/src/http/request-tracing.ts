import { failSpan, startServerSpan, tracingEnabled, withTraceContext, type OpenSpan } from '@callsheet/kernel';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * Each HTTP request as a SERVER span (tracing on only): opened when the request arrives, under the
 * caller's `traceparent` if it sent one, named `<method> <route template>` and closed with the status
 * when the response is sent. Everything the request causes runs in its context: Fastify's hooks (the
 * rate limit, idempotency) through onRequest, the Nest handler through CorrelationInterceptor
 * (withRequestTrace), so the request/reply spans over Kafka are its children.
 */

const spans = new WeakMap<FastifyRequest, OpenSpan>();

/** Runs `work` in the request's span (nothing to do when tracing is off). */
export function withRequestTrace<T>(request: FastifyRequest, work: () => T): T {
  return withTraceContext(spans.get(request)?.context, work);
}

export function traceHttpRequests(fastify: FastifyInstance): void {
  if (!tracingEnabled()) {
    return;
  }
  fastify.addHook('onRequest', (request, _reply, done) => {
    const open = startServerSpan(request.method, request.headers, {
      'http.request.method': request.method,
      'url.scheme': request.protocol,
    });
    if (!open) {
      done();
      return;
    }
    spans.set(request, open);
    withTraceContext(open.context, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const open = spans.get(request);
    if (open) {
      spans.delete(request);
      // The route template, never the raw path: ids stay out of span names.
      const route = request.routeOptions.url ?? 'unmatched';
      open.span.updateName(`${request.method} ${route}`);
      open.span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode });
      if (reply.statusCode >= 500) {
        failSpan(open.span, `HTTP ${reply.statusCode}`);
      }
      open.span.end();
    }
    done();
  });
}

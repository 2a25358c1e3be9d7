import { createServer, type Server } from 'node:http';
import type { Logger } from '../logging/index.js';
import { checkHealth, type HealthCheck } from './health.js';
import type { Metrics } from './metrics.js';

/**
 * The small HTTP side of a Kafka-only service: `/health/live`, `/health/ready` and `/metrics`, for
 * Kubernetes probes and Prometheus. The gateway serves the same routes from its own HTTP server.
 */
export async function startObservabilityServer(options: {
  port: number;
  host?: string;
  checks: readonly HealthCheck[];
  metrics: Metrics;
  logger: Logger;
}): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const reply = (status: number, body: string, contentType = 'application/json') => {
      response.writeHead(status, { 'content-type': contentType });
      response.end(body);
    };
    const route = async () => {
      switch (path) {
        case '/health/live':
          return reply(200, JSON.stringify({ status: 'ok' }));
        case '/health/ready': {
          const report = await checkHealth(options.checks);
          return reply(report.status === 'ok' ? 200 : 503, JSON.stringify(report));
        }
        case '/metrics':
          return reply(200, await options.metrics.exposition(), options.metrics.contentType);
        default:
          return reply(404, JSON.stringify({ code: 'routeNotFound', message: `No route ${path}`, args: [] }));
      }
    };
    route().catch((error: unknown) => {
      options.logger.error({ err: error }, 'observability endpoint failed');
      reply(500, JSON.stringify({ code: 'internal', message: 'error', args: [] }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  return server;
}

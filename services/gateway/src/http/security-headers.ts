import type { FastifyReply, FastifyRequest } from 'fastify';

/** Pages the gateway serves to a browser (Swagger UI, the queue board): they need their own scripts and styles. */
const BROWSER_PAGES = ['/docs', '/ops/board'];

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const PAGE_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/**
 * Security headers on every gateway answer. API answers (members' personal and financial data) are
 * never stored by a browser or a shared cache; photos keep the caching their signed links set.
 * HSTS only over https (behind a TLS-terminating proxy, see GATEWAY_TRUST_PROXY).
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const path = request.url.split('?')[0];
  const page = BROWSER_PAGES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}-`),
  );
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('x-frame-options', 'DENY');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('content-security-policy', page ? PAGE_CSP : API_CSP);
  if (request.protocol === 'https') {
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  }
  if (!reply.hasHeader('cache-control')) {
    reply.header('cache-control', 'no-store');
  }
}

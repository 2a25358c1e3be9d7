import { KernelErrorCode, KernelException } from '@callsheet/kernel';

/**
 * The gateway's rate limit: every documented route counts its requests in Redis, so the limit holds
 * across replicas. A signed-in caller counts per member (the subject of a token whose signature
 * verifies); anyone else, including a caller with a forged or expired token, per client address.
 * A forged token therefore never spends another member's budget.
 */
export interface RateLimits {
  perMember: number;
  perAddress: number;
  windowSeconds: number;
}

/** Probes, operators (their own token) and Stripe (its own signature; it must never see a 429). */
const UNLIMITED_PREFIXES = ['/health', '/metrics', '/ops', '/webhooks/stripe'];

/** Whether the route (Fastify's pattern, e.g. `/api/job/:id`) counts against the limit. */
export function isRateLimited(routeUrl: string): boolean {
  return !UNLIMITED_PREFIXES.some((prefix) => routeUrl === prefix || routeUrl.startsWith(`${prefix}/`));
}

const MEMBER = 'member:';
const ADDRESS = 'address:';

export interface RateLimitedRequest {
  /** The route's pattern, `/api/...` for the signed-in API. */
  routeUrl: string;
  authorization: string | undefined;
  /** The client address as the gateway sees it (after GATEWAY_TRUST_PROXY), IPv6 already grouped. */
  address: string;
}

/** The subject of a token whose signature verifies, else undefined (AccessTokenVerifier.verifiedSubject). */
export type VerifiedSubject = (token: string) => Promise<string | undefined>;

/** The counter a request spends: `member:<user id>` for a verified token on `/api`, else `address:<ip>`. */
export async function rateLimitKey(request: RateLimitedRequest, verifiedSubject: VerifiedSubject): Promise<string> {
  const token = request.authorization?.startsWith('Bearer ')
    ? request.authorization.slice('Bearer '.length).trim()
    : '';
  if (request.routeUrl.startsWith('/api/') && token !== '') {
    const subject = await verifiedSubject(token);
    if (subject !== undefined) {
      return `${MEMBER}${subject}`;
    }
  }
  return `${ADDRESS}${request.address}`;
}

/** The number of requests a key may make per window. */
export function limitOf(key: string, limits: RateLimits): number {
  return key.startsWith(MEMBER) ? limits.perMember : limits.perAddress;
}

/** 429 tooManyRequests; args[0] is the whole number of seconds until the window ends (Retry-After). */
export function tooManyRequests(ttlMs: number): KernelException {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new KernelException(KernelErrorCode.TooManyRequests, `Too many requests; try again in ${seconds} seconds.`, [
    String(seconds),
  ]);
}

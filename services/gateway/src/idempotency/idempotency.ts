import { KernelErrorCode, KernelException } from '@callsheet/kernel';
import { createHash } from 'node:crypto';

/*
 * Idempotency keys with Stripe's semantics. A POST or PATCH sent with `Idempotency-Key` runs once per
 * caller, route and key: the same key with the same request answers the first answer again (same
 * status and body, with `Idempotent-Replayed: true`); the same key with another request answers 422
 * idempotencyKeyReused; while the first is still under way, 409 idempotencyKeyInUse. Answers are kept
 * IDEMPOTENCY_TTL_SECONDS (a day by default). These are the rules; idempotency.plugin.ts applies them
 * with Redis.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * How long a claimed key waits for its request's answer. A request lasts seconds at most (the services'
 * time-outs); the claim of a gateway that died mid-request frees the key after this.
 */
export const IN_PROGRESS_SECONDS = 60;

/** How long the first request's claim asks a concurrent one to wait (Retry-After). */
export const IN_USE_RETRY_AFTER_SECONDS = 1;

/** Where the claims and answers live in Redis. */
export const IDEMPOTENCY_KEY_PREFIX = 'callsheet:idempotency:';

/** Only these change state; GET, PUT and DELETE are idempotent already. */
const METHODS = new Set(['POST', 'PATCH']);

/** The API and the public flows; probes, operators and Stripe's webhooks (its own event ids) are left alone. */
const PREFIXES = ['/api/', '/public/'];

/** POSTs that accept no key ("METHOD /route"), each group with why. */
const WITHOUT_KEY = new Set([
  // Reads sent as POST (a search body, a fee quote): nothing to run once.
  'POST /api/talent/search',
  'POST /api/representative/search',
  'POST /api/job/search',
  'POST /api/account/payout/quote',
  // Their bodies carry a password, or their answers a session's tokens: neither may be kept in Redis
  // (passwords live only as Argon2id hashes, refresh tokens only as SHA-256 hashes in identity).
  'POST /public/auth/sign-up',
  'POST /public/auth/sign-in',
  'POST /public/auth/refresh',
  'POST /public/auth/reset-password',
  'POST /public/sso',
  'POST /api/auth/session',
  'POST /api/auth/password',
  'POST /api/auth/email',
  'POST /api/account',
]);

/** The routes excluded on purpose, for the tests that keep the list matching the routes. */
export const ROUTES_WITHOUT_KEY: ReadonlySet<string> = WITHOUT_KEY;

/** Whether a route (Fastify's pattern, e.g. `/api/talent/:id`) takes an Idempotency-Key for this method. */
export function acceptsIdempotencyKey(method: string, routeUrl: string): boolean {
  const upper = method.toUpperCase();
  return (
    METHODS.has(upper) &&
    PREFIXES.some((prefix) => routeUrl.startsWith(prefix)) &&
    !WITHOUT_KEY.has(`${upper} ${routeUrl}`)
  );
}

/**
 * Multipart bodies (photos, identity documents) are streamed to the handler and never held whole, so
 * they cannot be compared: such requests run as if they carried no key.
 */
export function isMultipart(contentType: string | undefined): boolean {
  return contentType?.toLowerCase().startsWith('multipart/') ?? false;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]{1,255}$/;

/** The key sent, or undefined without one; 400 validationFailed naming the header when malformed. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) {
    return undefined;
  }
  const value = Array.isArray(header) ? header.join(', ') : header;
  if (!PRINTABLE_ASCII.test(value)) {
    throw KernelException.validation(
      IDEMPOTENCY_HEADER,
      `${IDEMPOTENCY_HEADER} must be 1 to 255 printable ASCII characters.`,
    );
  }
  return value;
}

/** Whose key it is: the member a verified token names on /api, the client address on the public routes. */
export type IdempotencyScope = `member:${string}` | `address:${string}`;

export interface ScopedRequest {
  /** The route's pattern, `/api/...` for the signed-in API. */
  routeUrl: string;
  authorization: string | undefined;
  /** The client address as the gateway sees it (after GATEWAY_TRUST_PROXY). */
  address: string;
}

/** The subject of a token whose signature verifies, else undefined (AccessTokenVerifier.verifiedSubject). */
export type VerifiedSubject = (token: string) => Promise<string | undefined>;

/**
 * The scope of a request's key, so that two callers never share one. On /api without a verified token
 * there is none: the access guard answers 401 and nothing is claimed.
 */
export async function idempotencyScope(
  request: ScopedRequest,
  verifiedSubject: VerifiedSubject,
): Promise<IdempotencyScope | undefined> {
  if (!request.routeUrl.startsWith('/api/')) {
    return `address:${request.address}`;
  }
  const token = request.authorization?.startsWith('Bearer ')
    ? request.authorization.slice('Bearer '.length).trim()
    : '';
  const subject = token === '' ? undefined : await verifiedSubject(token);
  return subject === undefined ? undefined : `member:${subject}`;
}

/** The Redis key of one caller's key on one route: hashed, so no part of it can be mistaken for another. */
export function storageKey(scope: IdempotencyScope, method: string, routeUrl: string, key: string): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([scope, method.toUpperCase(), routeUrl, key]))
    .digest('hex');
  return `${IDEMPOTENCY_KEY_PREFIX}${digest}`;
}

/** What makes two requests the same: method, URL (path and query) and the exact body bytes. */
export function fingerprintOf(method: string, url: string, body: Buffer | undefined): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${url}\n`)
    .update(body ?? Buffer.alloc(0))
    .digest('hex');
}

/** The first request's claim, while it runs. `owner` tells its own claim apart from a later one. */
export interface InProgress {
  state: 'inProgress';
  fingerprint: string;
  owner: string;
}

/** The first request's answer, replayed to every repeat. */
export interface Completed {
  state: 'completed';
  fingerprint: string;
  status: number;
  contentType?: string;
  /** The 202 of a queued transfer report names it. */
  location?: string;
  /** The answer's bytes, base64. */
  body: string;
}

export type IdempotencyRecord = InProgress | Completed;

export function encodeRecord(record: IdempotencyRecord): string {
  return JSON.stringify(record);
}

/** A record read back (only the gateway writes them: anything else is a bug, answered 500). */
export function decodeRecord(text: string): IdempotencyRecord {
  const record = JSON.parse(text) as Partial<IdempotencyRecord>;
  if ((record.state !== 'inProgress' && record.state !== 'completed') || typeof record.fingerprint !== 'string') {
    throw new Error(`Unreadable idempotency record: ${text.slice(0, 100)}`);
  }
  return record as IdempotencyRecord;
}

/** What a request does when its key is already held: answer the kept answer again, or refuse. */
export type Repeat =
  { kind: 'replay'; answer: Completed } | { kind: 'refuse'; error: KernelException; retryAfterSeconds?: number };

/**
 * A request whose key already has a record (the first request's claim or answer). It is the same
 * request as the first only if its fingerprint matches, whether the first is done or not.
 */
export function decideRepeat(existing: IdempotencyRecord, fingerprint: string): Repeat {
  if (existing.fingerprint !== fingerprint) {
    return { kind: 'refuse', error: keyReused() };
  }
  if (existing.state === 'inProgress') {
    return { kind: 'refuse', error: keyInUse(), retryAfterSeconds: IN_USE_RETRY_AFTER_SECONDS };
  }
  return { kind: 'replay', answer: existing };
}

/**
 * Whether an answer is final, and kept for the repeats: every 2xx, and the 4xx a retry would answer the
 * same. Not kept, so that a retry runs again: 5xx (503 and 504 included: the work may not have been
 * done), 401 and 403 (refused before the handler ran, by a token or a selection that may change), 404
 * (a record a service learns of by event may not be known there yet), 409 (the record's state may
 * change) and 429 (wait and retry).
 */
export function isKeptAnswer(status: number): boolean {
  if (status >= 200 && status < 300) {
    return true;
  }
  return status >= 400 && status < 500 && ![401, 403, 404, 409, 429].includes(status);
}

function keyReused(): KernelException {
  return new KernelException(
    KernelErrorCode.IdempotencyKeyReused,
    `This ${IDEMPOTENCY_HEADER} was already used with another request; use a new key for a new request.`,
  );
}

/** 409 idempotencyKeyInUse; args[0] is the whole seconds to wait (Retry-After). */
function keyInUse(): KernelException {
  return new KernelException(
    KernelErrorCode.IdempotencyKeyInUse,
    `A request with this ${IDEMPOTENCY_HEADER} is still under way; try again in ${IN_USE_RETRY_AFTER_SECONDS} second.`,
    [String(IN_USE_RETRY_AFTER_SECONDS)],
  );
}

/** 503 when a key was sent and Redis cannot answer: running the request unchecked could run it twice. */
export function idempotencyUnavailable(): KernelException {
  return new KernelException(
    KernelErrorCode.UpstreamUnavailable,
    `${IDEMPOTENCY_HEADER} cannot be checked right now; try again shortly.`,
  );
}

import { fetchUtils } from 'react-admin';
import { freshAccessToken, validAccessToken } from '../auth/session';
import { apiUrl } from '../config/runtimeConfig';
import { ApiError, errorMessage, type ApiErrorBody, type Translate } from './apiError';

let translator: { translate: Translate; has: (key: string) => boolean } = {
  translate: (key) => key,
  has: () => false,
};

/** The i18n provider registers itself here, so errors are translated in the current language. */
export function setErrorTranslator(translate: Translate, has: (key: string) => boolean): void {
  translator = { translate, has };
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

export interface ApiRequest extends fetchUtils.Options {
  /** Send without the bearer token (the /public routes). */
  anonymous?: boolean;
}

/** The methods that change state: the gateway runs each one once per Idempotency-Key. */
const KEYED_METHODS = new Set(['POST', 'PATCH']);

/** A fresh key: randomUUID, or the same from getRandomValues where the page is not a secure context (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * fetchUtils' JSON call (headers from fetchUtils.createHeadersFromOptions, the bearer token of the
 * session, refreshed before expiry), with the API's error body turned into a translated HttpError
 * (fetchUtils.fetchJson itself drops the response headers, and Retry-After is needed for 429).
 * Every POST and PATCH carries an Idempotency-Key, one per call unless the caller passes its own: a
 * repeat of the call with that key (after a time-out, say) is answered without running it twice.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiRequest = {}): Promise<ApiResponse<T>> {
  const headers = fetchUtils.createHeadersFromOptions(options);
  if (KEYED_METHODS.has((options.method ?? 'GET').toUpperCase()) && !headers.has('Idempotency-Key')) {
    headers.set('Idempotency-Key', newIdempotencyKey());
  }
  if (!options.anonymous) {
    // No await when the token is fresh: the request leaves in the caller's event, not after the render
    // React runs first (a search's last keystroke, bench/console-search).
    const token = freshAccessToken() ?? (await validAccessToken());
    if (token) {
      headers.set('Authorization', `Bearer ${token}`);
    }
  }
  const { anonymous: _anonymous, user: _user, ...init } = options;
  const response = await fetch(apiUrl(path), { ...init, headers });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (response.status < 200 || response.status >= 300) {
    const body = (typeof json === 'object' && json !== null ? json : undefined) as ApiErrorBody | undefined;
    const retryAfter = response.status === 429 ? (response.headers.get('Retry-After') ?? undefined) : undefined;
    const message = errorMessage(body, translator.translate, translator.has, retryAfter);
    throw new ApiError(message, response.status, body);
  }
  return { status: response.status, headers: response.headers, json: json as T };
}

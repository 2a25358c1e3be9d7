import { apiUrl } from '../config/runtimeConfig';
import { decodeClaims, type AccessClaims } from './tokenClaims';

/** The pair POST /public/auth/sign-in, refresh, /api/auth/session and /public/sso answer with. */
export interface TokenPair {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
}

/**
 * Where the refresh token lives: sessionStorage (see the README). It survives a reload of the tab, is
 * not shared between tabs (two tabs rotating one refresh token would look like a replay and end the
 * whole session), and goes when the tab closes. The access token stays in this module's memory only.
 */
const REFRESH_KEY = 'callsheet.refreshToken';
/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_MS = 60_000;

let accessToken: string | undefined;
let claims: AccessClaims | undefined;
let expiresAt = 0;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<boolean> | undefined;
const listeners = new Set<() => void>();
/**
 * Bumped by every session stored or cleared. A refresh that started before (on a reload, with the old
 * refresh token) must not overwrite a newer session when it ends: after an SSO hand-off it would bring
 * back the account the member just left.
 */
let generation = 0;

export function storeSession(pair: TokenPair): void {
  generation += 1;
  accessToken = pair.accessToken;
  claims = decodeClaims(pair.accessToken);
  expiresAt = Date.now() + pair.expiresIn * 1000;
  sessionStorage.setItem(REFRESH_KEY, pair.refreshToken);
  clearTimeout(refreshTimer);
  const delay = Math.max(pair.expiresIn * 1000 - REFRESH_MARGIN_MS, 5_000);
  refreshTimer = setTimeout(() => void refreshSession(), delay);
  listeners.forEach((listener) => listener());
}

export function clearSession(): void {
  generation += 1;
  accessToken = undefined;
  claims = undefined;
  expiresAt = 0;
  clearTimeout(refreshTimer);
  sessionStorage.removeItem(REFRESH_KEY);
  listeners.forEach((listener) => listener());
}

export function currentClaims(): AccessClaims | undefined {
  return claims;
}

export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasRefreshToken(): boolean {
  return sessionStorage.getItem(REFRESH_KEY) !== null;
}

/** The access token, refreshed first when it is missing (after a reload) or about to expire. */
export async function validAccessToken(): Promise<string | undefined> {
  return freshAccessToken() ?? ((await refreshSession()) ? accessToken : undefined);
}

/**
 * The access token when it has more than 10 s to live, without waiting: a request can then leave in
 * the event that asked for it, before React renders what that event changed (apiFetch).
 */
export function freshAccessToken(): string | undefined {
  return accessToken && Date.now() < expiresAt - 10_000 ? accessToken : undefined;
}

/** Rotates the refresh token (single flight: concurrent callers share one request). */
export function refreshSession(): Promise<boolean> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

async function doRefresh(): Promise<boolean> {
  const refreshToken = sessionStorage.getItem(REFRESH_KEY);
  if (!refreshToken) {
    return false;
  }
  const started = generation;
  try {
    const response = await fetch(apiUrl('/public/auth/refresh'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    if (generation !== started) {
      // A newer session was stored meanwhile (SSO hand-off, sign-in): it stands.
      return accessToken !== undefined;
    }
    if (!response.ok) {
      // 401: retired or replayed; the session is over. Other statuses: keep the token for a retry.
      if (response.status === 400 || response.status === 401) {
        clearSession();
      }
      return false;
    }
    const pair = (await response.json()) as TokenPair;
    if (generation !== started) {
      return accessToken !== undefined;
    }
    storeSession(pair);
    return true;
  } catch {
    return false;
  }
}

/** The account a member last selected, to land on it at the next sign-in (not a secret: an id). */
const LAST_ACCOUNT_KEY = 'callsheet.lastAccount.';

export function rememberAccount(userId: string, accountId: string): void {
  localStorage.setItem(LAST_ACCOUNT_KEY + userId, accountId);
}

export function rememberedAccount(userId: string): string | undefined {
  return localStorage.getItem(LAST_ACCOUNT_KEY + userId) ?? undefined;
}

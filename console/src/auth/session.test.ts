import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentClaims, refreshSession, storeSession } from './session';

/** An access token whose claims name the member and the selected account. */
function token(account: string): string {
  const payload = btoa(JSON.stringify({ sub: 'member-1', account, role: 'owner', exp: 4_102_444_800 }));
  return `header.${payload.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`;
}

const pair = (account: string) => ({ accessToken: token(account), refreshToken: `refresh-${account}`, expiresIn: 900 });

describe('the session after an SSO hand-off', () => {
  let answerRefresh: (response: Response) => void = () => undefined;

  beforeEach(() => {
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answerRefresh = resolve))),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the account handed off to when a refresh of the old session ends after it', async () => {
    storeSession(pair('second-pictures'));
    // The reload of /sso refreshes with the old refresh token while the hand-off is exchanged.
    const refreshed = refreshSession();
    storeSession(pair('ada-lovelace'));
    answerRefresh(new Response(JSON.stringify(pair('second-pictures')), { status: 200 }));
    await expect(refreshed).resolves.toBe(true);
    expect(currentClaims()?.account).toBe('ada-lovelace');
  });

  it('stores what a refresh brings when nothing newer was stored meanwhile', async () => {
    storeSession(pair('second-pictures'));
    const refreshed = refreshSession();
    answerRefresh(new Response(JSON.stringify(pair('second-pictures-rotated')), { status: 200 }));
    await expect(refreshed).resolves.toBe(true);
    expect(currentClaims()?.account).toBe('second-pictures-rotated');
  });
});

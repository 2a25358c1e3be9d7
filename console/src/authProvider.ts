import type { AuthProvider, UserIdentity } from 'react-admin';
import { identityApi, type Me } from './auth/identityApi';
import { clearSession, currentClaims, hasRefreshToken, rememberedAccount, validAccessToken } from './auth/session';
import { ApiError } from './dataProvider/apiError';

/** What getPermissions answers: the role, owner flag, account and account type of the token. */
export interface Permissions {
  role: 'owner' | 'admin' | 'user';
  owner: boolean;
  account?: string;
  accountType?: string;
  emailVerified: boolean;
}

let meCache: { sid: string; me: Me } | undefined;

/** GET /api/auth/me, once per session (and again after a change: pass fresh). */
export async function loadMe(fresh = false): Promise<Me> {
  const sid = currentClaims()?.sid ?? '';
  if (!fresh && meCache && meCache.sid === sid) {
    return meCache.me;
  }
  const me = await identityApi.me();
  meCache = { sid: currentClaims()?.sid ?? sid, me };
  return me;
}

export function initialsOf(me: Pick<Me, 'firstName' | 'lastName' | 'displayName' | 'email'>): string {
  const parts = [me.firstName, me.lastName].filter((part) => part.trim() !== '');
  const source = parts.length > 0 ? parts : (me.displayName || me.email).split(/\s+/);
  return source
    .slice(0, 2)
    .map((part) => part.trim().charAt(0).toUpperCase())
    .join('');
}

/**
 * Where a freshly signed-in member goes (spec section 4): an unverified email to the verification
 * screen; a token with an account straight in; else the account remembered from the last visit is
 * selected again; else the landing page lists the accounts.
 */
export async function destinationAfterSignIn(): Promise<string> {
  const claims = currentClaims();
  if (!claims) {
    return '/login';
  }
  if (!claims.emailVerified) {
    return '/verify-email';
  }
  if (claims.account) {
    return '/account';
  }
  const remembered = rememberedAccount(claims.sub);
  if (remembered) {
    const me = await loadMe(true);
    if (me.accounts[remembered]) {
      await identityApi.selectAccount(remembered);
      return '/account';
    }
  }
  return '/landing';
}

/**
 * react-admin's "not signed in" rejection: back to /login, without a notification (message: false).
 * An Error carrying react-admin's fields, so that only errors are thrown.
 */
function signedOut(): Error {
  return Object.assign(new Error('signed out'), { redirectTo: '/login', message: false });
}

/** Is the current path one where signing in must not redirect (the invitation page)? */
function onInvitePage(): boolean {
  return window.location.pathname.startsWith('/invite');
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    await identityApi.signIn(username, password);
    meCache = undefined;
    return { redirectTo: await destinationAfterSignIn() };
  },
  async logout() {
    if (currentClaims() || hasRefreshToken()) {
      try {
        if (await validAccessToken()) {
          await identityApi.clearServerSession();
        }
      } catch {
        // The session may be over already; signing out locally is what matters.
      }
    }
    clearSession();
    meCache = undefined;
    // On /invite, signing out happens before signing in as the invited member: stay on the page.
    return onInvitePage() ? false : '/login';
  },
  async checkAuth() {
    if (!(await validAccessToken())) {
      throw signedOut();
    }
  },
  async checkError(error: unknown) {
    const status = (error as { status?: number } | undefined)?.status;
    if (status === 401) {
      // The access token may have just expired: one refresh, else the session is over.
      if (!(await validAccessToken())) {
        throw signedOut();
      }
    }
  },
  async getIdentity(): Promise<UserIdentity> {
    const me = await loadMe();
    return {
      id: me.id,
      fullName: me.displayName || `${me.firstName} ${me.lastName}`.trim() || me.email,
      email: me.email,
      initials: initialsOf(me),
      timezone: me.timezone,
      language: me.language,
    };
  },
  async getPermissions(): Promise<Permissions | undefined> {
    await validAccessToken();
    const claims = currentClaims();
    if (!claims) {
      return undefined;
    }
    return {
      role: claims.role,
      owner: claims.owner,
      account: claims.account,
      accountType: claims.accountType,
      emailVerified: claims.emailVerified,
    };
  },
};

export { ApiError };

import { apiFetch } from '../dataProvider/httpClient';
import { rememberAccount, storeSession, type TokenPair } from './session';
import { decodeClaims } from './tokenClaims';

export interface Membership {
  accountType: string;
  name: string;
  role: 'owner' | 'admin' | 'user';
}

/** GET /api/auth/me. */
export interface Me {
  id: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
  firstName: string;
  lastName: string;
  timezone: string;
  language: string;
  accounts: Record<string, Membership>;
}

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  language: string;
}

/** The identity flows of the gateway (services/gateway/src/auth, account, invite). */
export const identityApi = {
  async signIn(email: string, password: string): Promise<void> {
    const { json } = await apiFetch<TokenPair>('/public/auth/sign-in', {
      ...post({ email, password }),
      anonymous: true,
    });
    storeSession(json);
  },
  signUp: (form: SignUpForm) => apiFetch('/public/auth/sign-up', { ...post(form), anonymous: true }),
  verifyEmail: (token: string) => apiFetch('/public/auth/verify-email', { ...post({ token }), anonymous: true }),
  resendVerification: (email: string) =>
    apiFetch('/public/auth/resend-verification', { ...post({ email }), anonymous: true }),
  forgotPassword: (email: string) => apiFetch('/public/auth/forgot-password', { ...post({ email }), anonymous: true }),
  resetPassword: (token: string, password: string, passwordConfirmation: string) =>
    apiFetch('/public/auth/reset-password', { ...post({ token, password, passwordConfirmation }), anonymous: true }),
  async me(): Promise<Me> {
    return (await apiFetch<Me>('/api/auth/me')).json;
  },
  async updateMe(preferences: { timezone?: string; language?: string }): Promise<Me> {
    return (await apiFetch<Me>('/api/auth/me', { method: 'PATCH', body: JSON.stringify(preferences) })).json;
  },
  changePassword: (currentPassword: string, password: string, passwordConfirmation: string) =>
    apiFetch('/api/auth/password', { ...post({ currentPassword, password, passwordConfirmation }) }),
  clearServerSession: () => apiFetch('/api/auth/clearSession', { method: 'POST' }),
  /** POST /api/auth/session: a session with the account selected (remembered for the next sign-in). */
  async selectAccount(account: string): Promise<void> {
    const { json } = await apiFetch<TokenPair>('/api/auth/session', post({ account }));
    storeSession(json);
    rememberAccount(decodeClaims(json.accessToken).sub, account);
  },
  /** The SSO hand-off: a one-time token for the /sso page of the other account. */
  async ssoHandOff(account: string): Promise<string> {
    const { json } = await apiFetch<TokenPair & { ssoToken?: string }>(
      '/api/auth/session',
      post({ account, setSSO: true }),
    );
    return json.ssoToken ?? '';
  },
  async exchangeSso(token: string): Promise<void> {
    const { json } = await apiFetch<TokenPair & { result: string }>('/public/sso', {
      ...post({ token }),
      anonymous: true,
    });
    storeSession(json);
    const claims = decodeClaims(json.accessToken);
    if (claims.account) {
      rememberAccount(claims.sub, claims.account);
    }
  },
  async createAccount(payload: Record<string, unknown>): Promise<string> {
    const { json } = await apiFetch<{ id: string; session: TokenPair }>('/api/account', post(payload));
    storeSession(json.session);
    rememberAccount(decodeClaims(json.session.accessToken).sub, json.id);
    return json.id;
  },
  async inviteInfo(token: string): Promise<{ accountName: string; role: string; email: string; expiresAt: string }> {
    return (
      await apiFetch<{ accountName: string; role: string; email: string; expiresAt: string }>(
        `/public/token/${encodeURIComponent(token)}/info`,
        { anonymous: true },
      )
    ).json;
  },
  async processInvite(token: string): Promise<{ account: string; role: string }> {
    return (
      await apiFetch<{ account: string; role: string }>(`/api/token/${encodeURIComponent(token)}/process`, {
        method: 'POST',
      })
    ).json;
  },
  invite: (email: string, role: string) => apiFetch('/api/account/invites', post({ email, role })),
};

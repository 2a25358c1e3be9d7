/** The claims of identity's access token (services/identity/src/session/access-token.ts). */
export interface AccessClaims {
  sub: string;
  role: 'owner' | 'admin' | 'user';
  owner: boolean;
  account?: string;
  accountType?: string;
  emailVerified: boolean;
  sid: string;
  exp: number;
  /** A platform operator (granted in identity): the gateway lets such a member call /ops. Absent otherwise. */
  operator?: boolean;
}

/** Reads the payload of a JWT. The console never trusts it for security: the gateway verifies every token. */
export function decodeClaims(token: string): AccessClaims {
  const payload = token.split('.')[1] ?? '';
  const base64 = payload
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(payload.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as AccessClaims;
}

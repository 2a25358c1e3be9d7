import { AccessErrorCode } from '@callsheet/contracts';
import { DomainError, KernelErrorCode, KernelException } from '@callsheet/kernel';
import { timingSafeEqual } from 'node:crypto';

/** Bearer <token>, or Basic with any user and the token as password; compared in constant time. */
export function isOperator(header: string | undefined, token: string): boolean {
  let given = '';
  if (header?.startsWith('Bearer ')) {
    given = header.slice('Bearer '.length);
  } else if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
    given = decoded.slice(decoded.indexOf(':') + 1);
  }
  const expected = Buffer.from(token);
  const offered = Buffer.from(given);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}

/** Who opened an operators' route: a script with the operators' token, or a platform operator (their user id). */
export type OperatorIdentity = { kind: 'token' } | { kind: 'member'; userId: string };

/**
 * Every /ops route answers to the operators' token (OPS_TOKEN, for scripts and the queue board's Basic
 * auth) or to a member's access token whose claims say operator: true (granted in identity with
 * `npm run ops:grant`, so no shared secret sits in a browser). No credential, or a token that does not
 * verify: 401 unauthorized. A member who is not an operator: 403 forbidden (args[0] "operator").
 */
export async function authorizeOperator(
  header: string | undefined,
  opsToken: string,
  verify: (accessToken: string) => Promise<{ userId: string; operator: boolean }>,
): Promise<OperatorIdentity> {
  if (isOperator(header, opsToken)) {
    return { kind: 'token' };
  }
  if (!header?.startsWith('Bearer ')) {
    throw new KernelException(
      KernelErrorCode.Unauthorized,
      "Operator routes need an operator's access token or the operators' bearer token.",
    );
  }
  const caller = await verify(header.slice('Bearer '.length).trim());
  if (!caller.operator) {
    throw new DomainError(AccessErrorCode.Forbidden, 'Only platform operators may use the operator routes.', [
      'operator',
    ]);
  }
  return { kind: 'member', userId: caller.userId };
}

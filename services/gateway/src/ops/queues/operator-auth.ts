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

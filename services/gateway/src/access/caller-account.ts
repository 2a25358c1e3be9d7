import { AccessErrorCode } from '@callsheet/contracts';
import { DomainError } from '@callsheet/kernel';
import type { Caller } from '../auth/access-token.verifier.js';

/** The selected account of a caller on an account-scoped route (the access guard already required one). */
export function accountOf(caller: Caller): string {
  if (caller.account === undefined) {
    throw new DomainError(
      AccessErrorCode.AccountRequired,
      'Select an account first (POST /api/auth/session with account): this route works on its records.',
    );
  }
  return caller.account;
}

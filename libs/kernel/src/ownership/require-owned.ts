import type { DomainError } from '../errors/index.js';

/** A record that belongs to one account. */
export interface AccountOwned {
  readonly accountId: string;
}

/**
 * The one ownership policy, first check of every use case on an account's record: a record of another
 * account answers exactly like a missing one, with the resource's not-found error, so an id never tells
 * a caller that someone else's record exists. `accountsOf` names every account that may see a record
 * shared between accounts (a connection's two sides, a transfer's payer and recipient).
 */
export function requireOwned<T extends AccountOwned>(
  record: T | null | undefined,
  accountId: string,
  notFound: () => DomainError,
): T;
export function requireOwned<T>(
  record: T | null | undefined,
  accountId: string,
  notFound: () => DomainError,
  accountsOf: (record: T) => readonly string[],
): T;
export function requireOwned<T>(
  record: T | null | undefined,
  accountId: string,
  notFound: () => DomainError,
  accountsOf: (record: T) => readonly string[] = (owned) => [(owned as AccountOwned).accountId],
): T {
  if (record === null || record === undefined || !accountsOf(record).includes(accountId)) {
    throw notFound();
  }
  return record;
}

import { requireOwned } from '@callsheet/kernel';
import { ConnectionsErrorCode, ConnectionsException } from '../connections.errors.js';
import type { ConnectionParty } from './domain/connection-status.js';
import type { StoredConnection } from './connection.repository.js';

/**
 * The first check of every connection use case: only its two accounts see it. Anyone else gets 404,
 * as if it did not exist (who connects with whom is not public).
 */
export function requireParty(
  connection: StoredConnection | undefined,
  accountId: string,
  id: string,
): { connection: StoredConnection; party: Exclude<ConnectionParty, 'service'> } {
  const visible = requireOwned(
    connection,
    accountId,
    () => new ConnectionsException(ConnectionsErrorCode.ConnectionNotFound, `No connection ${id}.`, [id]),
    accountsOf,
  );
  return { connection: visible, party: sideOf(visible, accountId) };
}

/** The caller's side of a connection, or undefined when the caller is neither. */
export function partyOf(
  connection: StoredConnection,
  accountId: string,
): Exclude<ConnectionParty, 'service'> | undefined {
  return accountsOf(connection).includes(accountId) ? sideOf(connection, accountId) : undefined;
}

/** The two accounts that see a connection: the talent's and the representative's. */
function accountsOf(connection: StoredConnection): string[] {
  return [connection.talentAccountId, connection.representativeAccountId];
}

/** The side of one of the connection's two accounts. */
function sideOf(connection: StoredConnection, accountId: string): Exclude<ConnectionParty, 'service'> {
  const side = connection.talentAccountId === accountId ? 'talent' : 'representative';
  return side === connection.requestedBy ? 'requester' : 'recipient';
}

/** A lost race (another change landed between reading and writing) reads as a conflict to reload. */
export function connectionChangedMeanwhile(connection: StoredConnection, action: string): ConnectionsException {
  return new ConnectionsException(
    ConnectionsErrorCode.InvalidConnectionTransition,
    'The connection changed meanwhile; reload it and try again.',
    [connection.status, action],
  );
}

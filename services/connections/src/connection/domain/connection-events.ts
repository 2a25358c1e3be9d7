import type { ConnectionAction, ConnectionParty, ConnectionStatus } from './connection-status.js';
import { connectionTransition } from './connection-status.js';

/*
 * A connection's events, named by its rules (docs/architecture.md, "Who names an event"): the command
 * handler or reaction hands them to ConnectionRepository, which writes them with the new state through
 * the outbox. Each is published with the connection's parties as stored by that write
 * (connection.events.ts), so it names only what happened.
 */
export type ConnectionEvent =
  | { type: 'connectionRequested' }
  | { type: 'connectionStatusChanged'; from: ConnectionStatus; action: ConnectionAction; reason?: string };

/** A move through the status table: the status it leads to and its event. */
export interface ConnectionStep {
  from: ConnectionStatus;
  to: ConnectionStatus;
  events: ConnectionEvent[];
}

/** A new request is pending and announced. */
export function connectionRequested(): ConnectionEvent[] {
  return [{ type: 'connectionRequested' }];
}

/** The table decides (or refuses with a coded error); the step names its event. */
export function connectionStep(
  from: ConnectionStatus,
  action: ConnectionAction,
  party: ConnectionParty,
  reason?: string,
): ConnectionStep {
  const to = connectionTransition(from, action, party);
  return { from, to, events: [{ type: 'connectionStatusChanged', from, action, ...(reason ? { reason } : {}) }] };
}

/** The service archives a live connection when one of its profiles is deleted (spec section 4). */
export function archivedWithProfile(from: ConnectionStatus, reason: string): ConnectionStep {
  return connectionStep(from, 'archive', 'service', reason);
}

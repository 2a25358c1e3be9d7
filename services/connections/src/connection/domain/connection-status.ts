import {
  CONNECTION_ACTIONS,
  CONNECTION_STATUSES,
  CONNECTION_TRANSITIONS,
  type ConnectionActionName,
  type ConnectionPartyName,
  type ConnectionStatusName,
} from '@callsheet/contracts';
import { ConnectionsErrorCode, ConnectionsException } from '../../connections.errors.js';

/*
 * The connection table (spec section 4). The side that sends a request is the requester, the other the
 * recipient. Pending and active connections appear in the lists; every other status is final and
 * leaves the pair free for a new request.
 *
 * | action  | from            | to       | by                                                       |
 * | ------- | --------------- | -------- | -------------------------------------------------------- |
 * | approve | pending         | active   | recipient                                                |
 * | reject  | pending         | rejected | recipient                                                |
 * | revoke  | pending         | revoked  | requester (withdraws the invitation)                     |
 * | remove  | active          | removed  | either side                                              |
 * | archive | pending, active | archived | either side; the service when one of the profiles is deleted |
 *
 * Lists: approved = active, received = pending where the caller is the recipient, sent = pending where
 * the caller is the requester. Archiving removes a connection from all lists (spec section 4).
 */
// The table itself is published in the contracts (the gateway documents it from there): this is its one home.
export { CONNECTION_ACTIONS, CONNECTION_STATUSES, CONNECTION_TRANSITIONS };
export type ConnectionStatus = ConnectionStatusName;
export type ConnectionAction = ConnectionActionName;
/** Who acts: one of the two sides, or the service itself reacting to another service's event. */
export type ConnectionParty = ConnectionPartyName;

/** The statuses that hold the pair: a new request between the same profiles is refused meanwhile. */
export const LIVE_CONNECTION_STATUSES: readonly ConnectionStatus[] = ['pending', 'active'];

export function isConnectionAction(value: string): value is ConnectionAction {
  return (CONNECTION_ACTIONS as readonly string[]).includes(value);
}

/** The status after the action, or a coded refusal naming the status and the action. */
export function connectionTransition(
  status: ConnectionStatus,
  action: ConnectionAction,
  party: ConnectionParty,
): ConnectionStatus {
  const transition = CONNECTION_TRANSITIONS[action];
  if (!transition.from.includes(status) || !transition.by.includes(party)) {
    throw new ConnectionsException(ConnectionsErrorCode.InvalidConnectionTransition, refusalMessage(status, action), [
      status,
      action,
    ]);
  }
  return transition.to;
}

/**
 * DELETE /api/connection/{id}: ending a connection means revoking one's own request, rejecting a
 * request received, or removing an active connection. Other statuses are refused by the table as remove.
 */
export const END_CONNECTION = 'end';

export function endingAction(status: ConnectionStatus, party: Exclude<ConnectionParty, 'service'>): ConnectionAction {
  if (status !== 'pending') {
    return 'remove';
  }
  return party === 'requester' ? 'revoke' : 'reject';
}

/** What this side may do now: the console shows these buttons only. */
export function connectionActions(status: ConnectionStatus, party: ConnectionParty): ConnectionAction[] {
  return CONNECTION_ACTIONS.filter((action) => {
    const transition = CONNECTION_TRANSITIONS[action];
    return transition.from.includes(status) && transition.by.includes(party);
  });
}

function refusalMessage(status: ConnectionStatus, action: ConnectionAction): string {
  const transition = CONNECTION_TRANSITIONS[action];
  if (transition.from.includes(status)) {
    // The status allows the action, the caller's side does not: name the sides that may.
    const sides = transition.by.filter((side) => side !== 'service').map((side) => SIDE_NAMES[side]);
    const subject = status === 'pending' ? 'a connection request' : 'a connection';
    return `Only the ${sides.join(' or the ')} can ${action} ${subject}.`;
  }
  return `${/^[aeiou]/.test(status) ? 'An' : 'A'} ${status} connection cannot be ${pastTense(action)}.`;
}

const SIDE_NAMES: Record<ConnectionParty, string> = { requester: 'sender', recipient: 'recipient', service: 'service' };

function pastTense(action: ConnectionAction): string {
  return { approve: 'approved', reject: 'rejected', revoke: 'revoked', remove: 'removed', archive: 'archived' }[action];
}

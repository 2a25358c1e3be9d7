// The connection table of the contracts itself, which the connections service enforces and answers
// `actions` from. status-tables.ts is plain data with no imports, so the bundle takes the table and none
// of the contracts' protobuf code.
import {
  CONNECTION_ACTIONS,
  CONNECTION_STATUSES,
  CONNECTION_TRANSITIONS,
  type ConnectionActionName as ConnectionAction,
  type ConnectionStatusName as ConnectionStatus,
} from '../../../../proto/src/status-tables';

export { CONNECTION_ACTIONS };
export type { ConnectionAction, ConnectionStatus };

/** The three lists of spec section 2, each read from its route (GET /api/connection/status/{list}). */
export const CONNECTION_TABS = ['active', 'received', 'sent'] as const;
export type ConnectionTab = (typeof CONNECTION_TABS)[number];

export const LIST_OF_TAB: Record<ConnectionTab, 'approved' | 'received' | 'sent'> = {
  active: 'approved',
  received: 'received',
  sent: 'sent',
};

export function isConnectionTab(value: string | undefined): value is ConnectionTab {
  return (CONNECTION_TABS as readonly string[]).includes(value ?? '');
}

function isConnectionStatus(value: unknown): value is ConnectionStatus {
  return typeof value === 'string' && (CONNECTION_STATUSES as readonly string[]).includes(value);
}

/** The caller's side of a connection as the API answers it: it sent the request, or received it. */
export type Direction = 'sent' | 'received';

/**
 * The actions offered on a connection: exactly those the table allows from its status to the caller's
 * side (the sender is the requester, the other side the recipient), in the table's order.
 */
export function offeredConnectionActions(status: string, direction: string): ConnectionAction[] {
  if (!isConnectionStatus(status) || (direction !== 'sent' && direction !== 'received')) {
    return [];
  }
  const party = direction === 'sent' ? 'requester' : 'recipient';
  return CONNECTION_ACTIONS.filter((action) => {
    const row = CONNECTION_TRANSITIONS[action];
    return row.from.includes(status) && row.by.includes(party);
  });
}

/** Actions that end the connection or the request for good: the member confirms them first. */
export const CONFIRMED_ACTIONS: readonly ConnectionAction[] = ['reject', 'revoke', 'remove', 'archive'];

/**
 * The call of each action: approving has its own route (spec section 7), the others are one step of the
 * table on the connection (PATCH /api/connection/{id} {action}).
 */
export function actionRequest(id: string, action: ConnectionAction): { path: string; body?: string } {
  const encoded = encodeURIComponent(id);
  return action === 'approve'
    ? { path: `/api/connection/status/approve/${encoded}` }
    : { path: `/api/connection/${encoded}`, body: JSON.stringify({ action }) };
}

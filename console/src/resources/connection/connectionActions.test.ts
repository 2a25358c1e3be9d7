import { describe, expect, it } from 'vitest';
import { actionRequest, CONNECTION_ACTIONS, offeredConnectionActions } from './connectionActions';

describe('the actions offered on a connection (spec section 4, the contracts’ connection table)', () => {
  it('offers the recipient of a pending request approve, reject and archive', () => {
    expect(offeredConnectionActions('pending', 'received')).toEqual(['approve', 'reject', 'archive']);
  });

  it('offers the sender of a pending request to withdraw (revoke) or archive it, never to approve it', () => {
    expect(offeredConnectionActions('pending', 'sent')).toEqual(['revoke', 'archive']);
  });

  it('offers either side of an active connection remove and archive', () => {
    expect(offeredConnectionActions('active', 'sent')).toEqual(['remove', 'archive']);
    expect(offeredConnectionActions('active', 'received')).toEqual(['remove', 'archive']);
  });

  it('offers nothing on a connection that has ended, nor for a status or side it does not know', () => {
    for (const status of ['rejected', 'revoked', 'removed', 'archived']) {
      expect(offeredConnectionActions(status, 'received'), status).toEqual([]);
      expect(offeredConnectionActions(status, 'sent'), status).toEqual([]);
    }
    expect(offeredConnectionActions('paused', 'received')).toEqual([]);
    expect(offeredConnectionActions('pending', '')).toEqual([]);
  });

  it('covers every action of the table from some status and side', () => {
    const offered = new Set(
      ['pending', 'active'].flatMap((status) =>
        ['sent', 'received'].flatMap((side) => offeredConnectionActions(status, side)),
      ),
    );
    expect([...offered].sort()).toEqual([...CONNECTION_ACTIONS].sort());
  });

  it('approves on its own route and takes the other steps as PATCH {action}', () => {
    expect(actionRequest('c 1', 'approve')).toEqual({ path: '/api/connection/status/approve/c%201' });
    expect(actionRequest('c1', 'archive')).toEqual({ path: '/api/connection/c1', body: '{"action":"archive"}' });
  });
});

import { ConnectionsErrorCode } from '../../connections.errors.js';
import { archivedWithProfile, connectionRequested, connectionStep } from './connection-events.js';

describe('connection events', () => {
  it('announces a new request', () => {
    expect(connectionRequested()).toEqual([{ type: 'connectionRequested' }]);
  });

  it('names the status change of an allowed step, from and action included', () => {
    expect(connectionStep('pending', 'approve', 'recipient')).toEqual({
      from: 'pending',
      to: 'active',
      events: [{ type: 'connectionStatusChanged', from: 'pending', action: 'approve' }],
    });
  });

  it('names no event for a refused step: the table throws its coded error', () => {
    expect(() => connectionStep('pending', 'approve', 'requester')).toThrow(
      expect.objectContaining({ code: ConnectionsErrorCode.InvalidConnectionTransition }) as Error,
    );
  });

  it('archives a live connection for a deleted profile with the reason, and refuses a finished one', () => {
    expect(archivedWithProfile('active', 'talentDeleted')).toEqual({
      from: 'active',
      to: 'archived',
      events: [{ type: 'connectionStatusChanged', from: 'active', action: 'archive', reason: 'talentDeleted' }],
    });
    expect(() => archivedWithProfile('removed', 'talentDeleted')).toThrow(
      expect.objectContaining({ code: ConnectionsErrorCode.InvalidConnectionTransition }) as Error,
    );
  });
});

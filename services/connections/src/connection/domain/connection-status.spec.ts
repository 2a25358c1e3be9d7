import { describeRefusal } from '@callsheet/testing';
import { ConnectionsErrorCode } from '../../connections.errors.js';
import {
  CONNECTION_ACTIONS,
  CONNECTION_STATUSES,
  connectionActions,
  connectionTransition,
  endingAction,
  isConnectionAction,
  LIVE_CONNECTION_STATUSES,
  type ConnectionAction,
  type ConnectionParty,
  type ConnectionStatus,
} from './connection-status.js';

const PARTIES: readonly ConnectionParty[] = ['requester', 'recipient', 'service'];

/** The table at the top of connection-status.ts, written out: [status, action, party, new status]. */
const ALLOWED: readonly (readonly [ConnectionStatus, ConnectionAction, ConnectionParty, ConnectionStatus])[] = [
  ['pending', 'approve', 'recipient', 'active'],
  ['pending', 'reject', 'recipient', 'rejected'],
  ['pending', 'revoke', 'requester', 'revoked'],
  ['pending', 'archive', 'requester', 'archived'],
  ['pending', 'archive', 'recipient', 'archived'],
  ['pending', 'archive', 'service', 'archived'],
  ['active', 'remove', 'requester', 'removed'],
  ['active', 'remove', 'recipient', 'removed'],
  ['active', 'archive', 'requester', 'archived'],
  ['active', 'archive', 'recipient', 'archived'],
  ['active', 'archive', 'service', 'archived'],
];

/** The statuses each action starts from (the "from" column). */
const FROM: Record<ConnectionAction, readonly ConnectionStatus[]> = {
  approve: ['pending'],
  reject: ['pending'],
  revoke: ['pending'],
  remove: ['active'],
  archive: ['pending', 'active'],
};

/** The refusal when the status allows the action but the caller's side may not take it. */
const WRONG_SIDE: Record<ConnectionAction, string | undefined> = {
  approve: 'Only the recipient can approve a connection request.',
  reject: 'Only the recipient can reject a connection request.',
  revoke: 'Only the sender can revoke a connection request.',
  remove: 'Only the sender or the recipient can remove a connection.',
  archive: undefined, // every party may archive
};

const PAST_TENSE: Record<ConnectionAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  revoke: 'revoked',
  remove: 'removed',
  archive: 'archived',
};

const ARTICLE: Record<ConnectionStatus, string> = {
  pending: 'A',
  active: 'An',
  rejected: 'A',
  revoked: 'A',
  removed: 'A',
  archived: 'An',
};

const triples = CONNECTION_STATUSES.flatMap((status) =>
  CONNECTION_ACTIONS.flatMap((action) => PARTIES.map((party) => [status, action, party] as const)),
);
const isAllowed = (status: ConnectionStatus, action: ConnectionAction, party: ConnectionParty) =>
  ALLOWED.some(([from, act, by]) => from === status && act === action && by === party);
const forbidden = triples.filter(([status, action, party]) => !isAllowed(status, action, party));

function expectedMessage(status: ConnectionStatus, action: ConnectionAction): string {
  return FROM[action].includes(status)
    ? (WRONG_SIDE[action] as string)
    : `${ARTICLE[status]} ${status} connection cannot be ${PAST_TENSE[action]}.`;
}

describe('connectionTransition', () => {
  it('covers every (status, action, party) triple once', () => {
    expect(triples).toHaveLength(6 * 5 * 3);
    expect(new Set(triples.map((triple) => triple.join('>'))).size).toBe(triples.length);
    expect(ALLOWED.length + forbidden.length).toBe(triples.length);
  });

  it.each(ALLOWED)('%s --%s by the %s--> %s', (status, action, party, to) => {
    expect(connectionTransition(status, action, party)).toBe(to);
  });

  it.each(forbidden)('refuses: status %s, action %s, by the %s', (status, action, party) => {
    expect(describeRefusal(() => connectionTransition(status, action, party))).toEqual({
      code: ConnectionsErrorCode.InvalidConnectionTransition,
      args: [status, action],
      message: expectedMessage(status, action),
    });
  });

  it('tells the requester that only the recipient answers a request', () => {
    for (const action of ['approve', 'reject'] as const) {
      expect(describeRefusal(() => connectionTransition('pending', action, 'requester')).message).toBe(
        `Only the recipient can ${action} a connection request.`,
      );
    }
  });

  it('tells the recipient that only the sender revokes a request', () => {
    expect(describeRefusal(() => connectionTransition('pending', 'revoke', 'recipient')).message).toBe(
      'Only the sender can revoke a connection request.',
    );
  });

  it('names the sides, not the caller, when the service takes a member action', () => {
    expect(describeRefusal(() => connectionTransition('pending', 'approve', 'service')).message).toBe(
      'Only the recipient can approve a connection request.',
    );
    expect(describeRefusal(() => connectionTransition('pending', 'revoke', 'service')).message).toBe(
      'Only the sender can revoke a connection request.',
    );
    expect(describeRefusal(() => connectionTransition('active', 'remove', 'service')).message).toBe(
      'Only the sender or the recipient can remove a connection.',
    );
  });

  it('explains a refusal by status before side', () => {
    expect(describeRefusal(() => connectionTransition('active', 'approve', 'requester')).message).toBe(
      'An active connection cannot be approved.',
    );
    expect(describeRefusal(() => connectionTransition('rejected', 'archive', 'service')).message).toBe(
      'A rejected connection cannot be archived.',
    );
  });

  it.each(CONNECTION_STATUSES.filter((status) => !LIVE_CONNECTION_STATUSES.includes(status)))(
    'treats %s as final: no action by anyone',
    (status) => {
      for (const action of CONNECTION_ACTIONS) {
        for (const party of PARTIES) {
          expect(describeRefusal(() => connectionTransition(status, action, party)).code).toBe(
            ConnectionsErrorCode.InvalidConnectionTransition,
          );
        }
      }
    },
  );

  it('lets every party archive a live connection', () => {
    for (const status of LIVE_CONNECTION_STATUSES) {
      for (const party of PARTIES) {
        expect(connectionTransition(status, 'archive', party)).toBe('archived');
      }
    }
  });
});

describe('connectionActions', () => {
  it.each([
    ['pending', 'requester', ['revoke', 'archive']],
    ['pending', 'recipient', ['approve', 'reject', 'archive']],
    ['pending', 'service', ['archive']],
    ['active', 'requester', ['remove', 'archive']],
    ['active', 'recipient', ['remove', 'archive']],
    ['active', 'service', ['archive']],
    ['rejected', 'requester', []],
    ['rejected', 'recipient', []],
    ['rejected', 'service', []],
    ['revoked', 'requester', []],
    ['revoked', 'recipient', []],
    ['revoked', 'service', []],
    ['removed', 'requester', []],
    ['removed', 'recipient', []],
    ['removed', 'service', []],
    ['archived', 'requester', []],
    ['archived', 'recipient', []],
    ['archived', 'service', []],
  ] as const)('a %s connection, for the %s: %j', (status, party, actions) => {
    expect(connectionActions(status, party)).toEqual(actions);
  });

  it('offers exactly the actions the transition allows', () => {
    for (const [status, action, party] of triples) {
      expect(connectionActions(status, party).includes(action)).toBe(isAllowed(status, action, party));
    }
  });
});

describe('isConnectionAction', () => {
  it.each(CONNECTION_ACTIONS)('accepts %s', (action) => {
    expect(isConnectionAction(action)).toBe(true);
  });

  it.each(['', 'Approve', 'accept', 'delete', 'pending'])('rejects %j', (value) => {
    expect(isConnectionAction(value)).toBe(false);
  });
});

describe('LIVE_CONNECTION_STATUSES', () => {
  it('holds the pair while pending or active only', () => {
    expect(LIVE_CONNECTION_STATUSES).toEqual(['pending', 'active']);
  });
});

describe('endingAction (DELETE)', () => {
  it.each([
    ['pending', 'requester', 'revoke'],
    ['pending', 'recipient', 'reject'],
    ['active', 'requester', 'remove'],
    ['active', 'recipient', 'remove'],
    ['archived', 'recipient', 'remove'],
  ] as const)('%s by the %s → %s', (status, party, action) => {
    expect(endingAction(status, party)).toBe(action);
  });
});

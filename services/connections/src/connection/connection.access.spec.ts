import { describeRefusal } from '@callsheet/testing';
import { ConnectionsErrorCode } from '../connections.errors.js';
import { partyOf, requireParty } from './connection.access.js';
import type { StoredConnection } from './connection.repository.js';

const TALENT_ACCOUNT = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a01';
const REPRESENTATIVE_ACCOUNT = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a02';
const STRANGER = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a03';
const ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a04';

const connection = {
  id: ID,
  talentAccountId: TALENT_ACCOUNT,
  representativeAccountId: REPRESENTATIVE_ACCOUNT,
  requestedBy: 'representative',
} as StoredConnection;

describe('requireParty', () => {
  it('answers each side with its party: the side that asked is the requester', () => {
    expect(requireParty(connection, REPRESENTATIVE_ACCOUNT, ID)).toEqual({ connection, party: 'requester' });
    expect(requireParty(connection, TALENT_ACCOUNT, ID)).toEqual({ connection, party: 'recipient' });
  });

  it('answers a stranger connectionNotFound, exactly like a missing connection', () => {
    const notFound = { code: ConnectionsErrorCode.ConnectionNotFound, args: [ID] };
    expect(describeRefusal(() => requireParty(connection, STRANGER, ID))).toMatchObject(notFound);
    expect(describeRefusal(() => requireParty(undefined, STRANGER, ID))).toMatchObject(notFound);
  });
});

describe('partyOf', () => {
  it('names the caller’s side, or nothing when the caller is neither', () => {
    expect(partyOf(connection, TALENT_ACCOUNT)).toBe('recipient');
    expect(partyOf({ ...connection, requestedBy: 'talent' }, TALENT_ACCOUNT)).toBe('requester');
    expect(partyOf(connection, STRANGER)).toBeUndefined();
  });
});

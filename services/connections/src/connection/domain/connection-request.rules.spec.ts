import { describeRefusal } from '@callsheet/testing';
import { ConnectionsErrorCode } from '../../connections.errors.js';
import {
  CONNECTION_TYPES,
  requestingSide,
  validateConnectionRequest,
  type ConnectionRequestInput,
  type ProfileOwner,
} from './connection-request.rules.js';

const TALENT_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const REPRESENTATIVE_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a6c';

function input(overrides: ConnectionRequestInput = {}): ConnectionRequestInput {
  return { talentId: TALENT_ID, representativeId: REPRESENTATIVE_ID, types: ['talentAgent'], ...overrides };
}

describe('validateConnectionRequest', () => {
  it('accepts a complete request', () => {
    expect(validateConnectionRequest(input({ message: 'Hello' }))).toEqual({
      talentId: TALENT_ID,
      representativeId: REPRESENTATIVE_ID,
      types: ['talentAgent'],
      message: 'Hello',
    });
  });

  it('accepts every connection type, in the order given', () => {
    const types = [...CONNECTION_TYPES].reverse();
    expect(validateConnectionRequest(input({ types })).types).toEqual(types);
  });

  it('leaves a blank message out and trims a given one', () => {
    expect(validateConnectionRequest(input()).message).toBeUndefined();
    expect(validateConnectionRequest(input({ message: '   ' })).message).toBeUndefined();
    expect(validateConnectionRequest(input({ message: null })).message).toBeUndefined();
    expect(validateConnectionRequest(input({ message: '  Hi there \n' })).message).toBe('Hi there');
  });

  it('normalises ids: trimmed and lower case', () => {
    const request = validateConnectionRequest(
      input({ talentId: ` ${TALENT_ID.toUpperCase()} `, representativeId: REPRESENTATIVE_ID.toUpperCase() }),
    );
    expect(request.talentId).toBe(TALENT_ID);
    expect(request.representativeId).toBe(REPRESENTATIVE_ID);
  });

  describe.each(['talentId', 'representativeId'] as const)('%s', (field) => {
    it.each([undefined, null, '', '   '])('is required (%j)', (value) => {
      expect(describeRefusal(() => validateConnectionRequest(input({ [field]: value })))).toEqual({
        code: ConnectionsErrorCode.Required,
        args: [field],
        message: 'This is a required field.',
      });
    });

    it.each(['not-an-id', '0190a1b2c3d47e5f8a9b0c1d2e3f4a5b', `${TALENT_ID}x`, 42, true, { id: TALENT_ID }])(
      'refuses an invalid id (%j)',
      (value) => {
        expect(describeRefusal(() => validateConnectionRequest(input({ [field]: value })))).toEqual({
          code: ConnectionsErrorCode.InvalidValue,
          args: [field],
          message: `${field} is not a valid id.`,
        });
      },
    );
  });

  it('checks the talent before the representative', () => {
    expect(describeRefusal(() => validateConnectionRequest({ types: ['talentAgent'] })).args).toEqual(['talentId']);
  });

  it.each([undefined, null, [], 'talentAgent', { 0: 'talentAgent' }])('needs at least one type (types %j)', (types) => {
    expect(describeRefusal(() => validateConnectionRequest(input({ types })))).toEqual({
      code: ConnectionsErrorCode.AtLeastOneSelected,
      args: ['type'],
      message: 'At least one type selected',
    });
  });

  it('refuses an unknown type, naming its position and value', () => {
    expect(describeRefusal(() => validateConnectionRequest(input({ types: ['talentAgent', 'publicist'] })))).toEqual({
      code: ConnectionsErrorCode.InvalidChoice,
      args: ['types[1]', 'publicist'],
      message: '"publicist" is not a valid choice',
    });
  });

  it('refuses a type that is not text', () => {
    expect(describeRefusal(() => validateConnectionRequest(input({ types: [7] })))).toMatchObject({
      code: ConnectionsErrorCode.InvalidChoice,
      args: ['types[0]', '7'],
    });
  });

  it('refuses a blank type as a required field', () => {
    expect(describeRefusal(() => validateConnectionRequest(input({ types: ['talentAgent', ''] })))).toMatchObject({
      code: ConnectionsErrorCode.Required,
      args: ['types[1]'],
    });
  });

  it('is case sensitive about types', () => {
    expect(describeRefusal(() => validateConnectionRequest(input({ types: ['TalentAgent'] }))).code).toBe(
      ConnectionsErrorCode.InvalidChoice,
    );
  });

  it('removes duplicate types, keeping the first occurrence order', () => {
    expect(
      validateConnectionRequest(
        input({ types: ['talentManager', 'castingProfessional', 'talentManager', 'castingProfessional'] }),
      ).types,
    ).toEqual(['talentManager', 'castingProfessional']);
  });

  it('takes a message of up to 1000 characters (after trimming)', () => {
    expect(validateConnectionRequest(input({ message: 'x'.repeat(1000) })).message).toHaveLength(1000);
    expect(validateConnectionRequest(input({ message: ` ${'x'.repeat(1000)} ` })).message).toHaveLength(1000);
  });

  it('refuses a message over 1000 characters', () => {
    expect(describeRefusal(() => validateConnectionRequest(input({ message: 'x'.repeat(1001) })))).toEqual({
      code: ConnectionsErrorCode.MaxLength,
      args: ['1000', 'message'],
      message: 'Max 1000 characters',
    });
  });

  it('refuses a message that is not text', () => {
    expect(describeRefusal(() => validateConnectionRequest(input({ message: 12 })))).toEqual({
      code: ConnectionsErrorCode.InvalidValue,
      args: ['message'],
      message: 'message must be text.',
    });
  });
});

describe('requestingSide', () => {
  const CALLER = 'account-caller';
  const OTHER = 'account-other';
  const talent = (accountId: string): ProfileOwner => ({ id: TALENT_ID, accountId });
  const representative = (accountId: string): ProfileOwner => ({ id: REPRESENTATIVE_ID, accountId });

  it('sends from the talent when the caller owns the talent profile', () => {
    expect(requestingSide(CALLER, talent(CALLER), representative(OTHER))).toBe('talent');
  });

  it('sends from the representative when the caller owns the representative profile', () => {
    expect(requestingSide(CALLER, talent(OTHER), representative(CALLER))).toBe('representative');
  });

  it('refuses to connect two profiles of the same account', () => {
    expect(describeRefusal(() => requestingSide(CALLER, talent(CALLER), representative(CALLER)))).toEqual({
      code: ConnectionsErrorCode.OwnProfile,
      args: [TALENT_ID, REPRESENTATIVE_ID],
      message: 'You cannot connect to a profile of your own account.',
    });
  });

  it('refuses a request between two profiles the caller does not own', () => {
    expect(describeRefusal(() => requestingSide(CALLER, talent(OTHER), representative('account-third')))).toEqual({
      code: ConnectionsErrorCode.NotOwner,
      args: [TALENT_ID, REPRESENTATIVE_ID],
      message: 'Select one of your own profiles to send the request from.',
    });
  });

  it('refuses when both profiles belong to one other account', () => {
    expect(describeRefusal(() => requestingSide(CALLER, talent(OTHER), representative(OTHER))).code).toBe(
      ConnectionsErrorCode.NotOwner,
    );
  });
});

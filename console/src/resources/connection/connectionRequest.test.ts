import { describe, expect, it } from 'vitest';
import {
  connectsOwnProfiles,
  liveConnectionBetween,
  MESSAGE_MAX_LENGTH,
  requestBody,
  requestErrorField,
  requestErrors,
  type RequestDraft,
} from './connectionRequest';

const MINE = 'account-agent';
const draft: RequestDraft = {
  talent: { id: 'talent-1', accountId: 'account-guardian' },
  representative: { id: 'rep-1', accountId: MINE },
  types: ['talentAgent'],
  message: '',
};

describe('a connection request before it is sent (spec section 5)', () => {
  it('may be sent with both profiles, one type and another account on the other side', () => {
    expect(requestErrors(draft, MINE, undefined)).toEqual({});
    expect(requestBody({ ...draft, message: '  Hello ' })).toEqual({
      talentId: 'talent-1',
      representativeId: 'rep-1',
      types: ['talentAgent'],
      message: 'Hello',
    });
    expect(requestBody(draft)).not.toHaveProperty('message');
  });

  it('refuses connecting to a profile of one’s own account, on the profile', () => {
    const own = { ...draft, talent: { id: 'talent-2', accountId: MINE } };
    expect(connectsOwnProfiles(own, MINE)).toBe(true);
    expect(requestErrors(own, MINE, undefined)).toEqual({ profile: 'errors.ownProfile' });
  });

  it('asks for the profile and at least one type', () => {
    expect(requestErrors({ ...draft, talent: undefined, types: [] }, MINE, undefined)).toEqual({
      profile: 'resources.connection.validation.profileRequired',
      types: 'resources.connection.validation.atLeastOneType',
    });
  });

  it('is blocked while a request is pending or the profiles are connected', () => {
    const pending = { talentId: 'talent-1', representativeId: 'rep-1', status: 'pending' };
    const connections = [{ talentId: 'talent-1', representativeId: 'rep-9', status: 'active' }, pending];
    const live = liveConnectionBetween(connections, 'talent-1', 'rep-1');
    expect(requestErrors(draft, MINE, live)).toEqual({ profile: 'resources.connection.validation.alreadyPending' });
    expect(
      requestErrors(draft, MINE, liveConnectionBetween([{ ...pending, status: 'active' }], 'talent-1', 'rep-1')),
    ).toEqual({ profile: 'resources.connection.validation.alreadyConnected' });
    expect(liveConnectionBetween([{ ...pending, status: 'revoked' }], 'talent-1', 'rep-1')).toBeUndefined();
  });

  it('limits the message to the service’s length', () => {
    expect(requestErrors({ ...draft, message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, MINE, undefined)).toEqual({
      message: { message: 'app.validation.maxLength', args: { max: MESSAGE_MAX_LENGTH } },
    });
  });

  it('puts the service’s refusals on the input they concern', () => {
    expect(requestErrorField('ownProfile', ['talent-2', 'rep-1'])).toBe('profile');
    expect(requestErrorField('connectionExists', ['pending'])).toBe('profile');
    expect(requestErrorField('atLeastOneSelected', ['type'])).toBe('types');
    expect(requestErrorField('invalidChoice', ['types[0]', 'x'])).toBe('types');
    expect(requestErrorField('maxLength', ['1000', 'message'])).toBe('message');
    expect(requestErrorField('upstreamTimeout', [])).toBeUndefined();
  });
});

import {
  APPLICATION_STATUSES as CONTRACT_STATUSES,
  APPLICATION_TRANSITIONS as CONTRACT_TRANSITIONS,
} from '@callsheet/contracts';
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  canSetDealMemo,
  type MemberParty,
} from './applicationActions';

describe('the actions offered on an application', () => {
  it("come from the application table the connections service enforces (the contracts')", () => {
    expect(APPLICATION_STATUSES).toEqual(CONTRACT_STATUSES);
    expect(APPLICATION_TRANSITIONS).toEqual(CONTRACT_TRANSITIONS);
  });

  // Spec section 4 with the service's table: [status, archived on this side, applicant's, owner's].
  const table: [string, boolean, string[], string[]][] = [
    ['pending', false, ['unapply'], ['accept', 'deny']],
    ['accepted', false, ['archive'], ['deny', 'archive']],
    ['accepted', true, ['unarchive'], ['deny', 'unarchive']],
    ['denied', false, ['archive'], ['restore', 'archive']],
    ['denied', true, ['unarchive'], ['restore', 'unarchive']],
    ['withdrawn', false, ['archive'], ['archive']],
    ['withdrawn', true, ['unarchive'], ['unarchive']],
  ];

  it.each(table)('%s (archived: %s) offers the applicant %j and the owner %j', (status, archived, applicant, owner) => {
    expect(allowedActions({ status, archived }, 'applicant')).toEqual(applicant);
    expect(allowedActions({ status, archived }, 'owner')).toEqual(owner);
  });

  it('offers nothing on a status it does not know', () => {
    expect(allowedActions({ status: 'closed', archived: false }, 'owner')).toEqual([]);
  });

  it('lets only the owner set a deal memo, on a pending or accepted application', () => {
    const cases: [string, MemberParty, boolean][] = [
      ['pending', 'owner', true],
      ['accepted', 'owner', true],
      ['denied', 'owner', false],
      ['withdrawn', 'owner', false],
      ['pending', 'applicant', false],
      ['accepted', 'applicant', false],
    ];
    for (const [status, party, allowed] of cases) {
      expect(canSetDealMemo({ status, archived: false }, party)).toBe(allowed);
    }
  });
});

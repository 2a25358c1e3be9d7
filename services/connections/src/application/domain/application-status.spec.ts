import { describeRefusal } from '@callsheet/testing';
import { ConnectionsErrorCode } from '../../connections.errors.js';
import {
  ACTION_PAST_TENSE,
  APPLICATION_ACTIONS,
  APPLICATION_STATUSES,
  applicationActions,
  applicationTransition,
  isMemberApplicationAction,
  MEMBER_APPLICATION_ACTIONS,
  type ApplicationAction,
  type ApplicationChange,
  type ApplicationParty,
  type ApplicationStatus,
} from './application-status.js';

const PARTIES: readonly ApplicationParty[] = ['applicant', 'owner', 'service'];
const ARCHIVED = [false, true] as const;

type Row = readonly [ApplicationStatus, boolean, ApplicationAction, ApplicationParty, ApplicationChange];
const to = (status: ApplicationStatus): ApplicationChange => ({ kind: 'status', to: status });
const archive: ApplicationChange = { kind: 'archive', archived: true };
const unarchive: ApplicationChange = { kind: 'archive', archived: false };

/** The table at the top of application-status.ts, written out: [status, archived, action, party, change]. */
const ALLOWED: readonly Row[] = [
  ['withdrawn', false, 'apply', 'applicant', to('pending')],
  ['withdrawn', true, 'apply', 'applicant', to('pending')],
  ['pending', false, 'unapply', 'applicant', to('withdrawn')],
  ['pending', true, 'unapply', 'applicant', to('withdrawn')],
  ['pending', false, 'accept', 'owner', to('accepted')],
  ['pending', true, 'accept', 'owner', to('accepted')],
  ['pending', false, 'deny', 'owner', to('denied')],
  ['pending', true, 'deny', 'owner', to('denied')],
  ['accepted', false, 'deny', 'owner', to('denied')],
  ['accepted', true, 'deny', 'owner', to('denied')],
  ['denied', false, 'restore', 'owner', to('pending')],
  ['denied', true, 'restore', 'owner', to('pending')],
  ['pending', false, 'close', 'service', to('denied')],
  ['pending', true, 'close', 'service', to('denied')],
  ['pending', false, 'withdraw', 'service', to('withdrawn')],
  ['pending', true, 'withdraw', 'service', to('withdrawn')],
  ['accepted', false, 'archive', 'applicant', archive],
  ['accepted', false, 'archive', 'owner', archive],
  ['denied', false, 'archive', 'applicant', archive],
  ['denied', false, 'archive', 'owner', archive],
  ['withdrawn', false, 'archive', 'applicant', archive],
  ['withdrawn', false, 'archive', 'owner', archive],
  ['pending', true, 'unarchive', 'applicant', unarchive],
  ['pending', true, 'unarchive', 'owner', unarchive],
  ['accepted', true, 'unarchive', 'applicant', unarchive],
  ['accepted', true, 'unarchive', 'owner', unarchive],
  ['denied', true, 'unarchive', 'applicant', unarchive],
  ['denied', true, 'unarchive', 'owner', unarchive],
  ['withdrawn', true, 'unarchive', 'applicant', unarchive],
  ['withdrawn', true, 'unarchive', 'owner', unarchive],
];

/** Who may take each action (the "by" column), as the refusal names them. */
const BY: Record<ApplicationAction, { parties: readonly ApplicationParty[]; named: string }> = {
  apply: { parties: ['applicant'], named: 'applicant' },
  unapply: { parties: ['applicant'], named: 'applicant' },
  accept: { parties: ['owner'], named: "job's owner" },
  deny: { parties: ['owner'], named: "job's owner" },
  restore: { parties: ['owner'], named: "job's owner" },
  close: { parties: ['service'], named: 'service' },
  withdraw: { parties: ['service'], named: 'service' },
  archive: { parties: ['applicant', 'owner'], named: 'applicant or the job owner' },
  unarchive: { parties: ['applicant', 'owner'], named: 'applicant or the job owner' },
};

/** The statuses each action starts from (the "from" column). */
const FROM: Record<ApplicationAction, readonly ApplicationStatus[]> = {
  apply: ['withdrawn'],
  unapply: ['pending'],
  accept: ['pending'],
  deny: ['pending', 'accepted'],
  restore: ['denied'],
  close: ['pending'],
  withdraw: ['pending'],
  archive: ['accepted', 'denied', 'withdrawn'],
  unarchive: ['pending', 'accepted', 'denied', 'withdrawn'],
};

const ARTICLE: Record<ApplicationStatus, string> = { pending: 'A', accepted: 'An', denied: 'A', withdrawn: 'A' };

/** The refusal expected for a combination outside the table: side first, then status, then archiving. */
function expectedMessage(
  status: ApplicationStatus,
  archived: boolean,
  action: ApplicationAction,
  party: ApplicationParty,
) {
  if (!BY[action].parties.includes(party)) {
    return `Only the ${BY[action].named} can ${action} an application.`;
  }
  if (!FROM[action].includes(status)) {
    return action === 'archive' && status === 'pending'
      ? 'A pending application cannot be archived: unapply or decide on it first.'
      : `${ARTICLE[status]} ${status} application cannot be ${ACTION_PAST_TENSE[action]}.`;
  }
  if (action === 'archive' && archived) {
    return 'The application is already archived.';
  }
  if (action === 'unarchive' && !archived) {
    return 'The application is not archived.';
  }
  throw new Error(`${status}/${archived}/${action}/${party} is allowed`);
}

const combinations = APPLICATION_STATUSES.flatMap((status) =>
  ARCHIVED.flatMap((archived) =>
    APPLICATION_ACTIONS.flatMap((action) => PARTIES.map((party) => [status, archived, action, party] as const)),
  ),
);
const allowedRow = (status: ApplicationStatus, archived: boolean, action: ApplicationAction, party: ApplicationParty) =>
  ALLOWED.find((row) => row[0] === status && row[1] === archived && row[2] === action && row[3] === party);
const forbidden = combinations.filter((combination) => !allowedRow(...combination));

describe('applicationTransition', () => {
  it('covers every (status, archived, action, party) combination once', () => {
    expect(combinations).toHaveLength(4 * 2 * 9 * 3);
    expect(new Set(combinations.map((combination) => combination.join('>'))).size).toBe(combinations.length);
    expect(ALLOWED.length + forbidden.length).toBe(combinations.length);
  });

  it.each(ALLOWED)('%s (archived: %s) --%s by the %s--> %j', (status, archived, action, party, change) => {
    expect(applicationTransition({ status, archived }, action, party)).toEqual(change);
  });

  it.each(forbidden)('refuses: %s (archived: %s), %s by the %s', (status, archived, action, party) => {
    expect(describeRefusal(() => applicationTransition({ status, archived }, action, party))).toEqual({
      code: ConnectionsErrorCode.InvalidApplicationTransition,
      args: [status, action],
      message: expectedMessage(status, archived, action, party),
    });
  });

  it('names the allowed side when the wrong side acts', () => {
    const refuse = (action: ApplicationAction, party: ApplicationParty) =>
      describeRefusal(() => applicationTransition({ status: 'pending', archived: false }, action, party)).message;
    expect(refuse('accept', 'applicant')).toBe("Only the job's owner can accept an application.");
    expect(refuse('unapply', 'owner')).toBe('Only the applicant can unapply an application.');
    expect(refuse('close', 'owner')).toBe('Only the service can close an application.');
    expect(refuse('withdraw', 'applicant')).toBe('Only the service can withdraw an application.');
    expect(refuse('archive', 'service')).toBe('Only the applicant or the job owner can archive an application.');
  });

  it('refuses to archive a pending application, pointing to unapply or a decision', () => {
    for (const party of ['applicant', 'owner'] as const) {
      expect(
        describeRefusal(() => applicationTransition({ status: 'pending', archived: false }, 'archive', party)),
      ).toEqual({
        code: ConnectionsErrorCode.InvalidApplicationTransition,
        args: ['pending', 'archive'],
        message: 'A pending application cannot be archived: unapply or decide on it first.',
      });
    }
  });

  it('archives only what is not archived and unarchives only what is', () => {
    expect(
      describeRefusal(() => applicationTransition({ status: 'denied', archived: true }, 'archive', 'owner')).message,
    ).toBe('The application is already archived.');
    expect(
      describeRefusal(() => applicationTransition({ status: 'denied', archived: false }, 'unarchive', 'applicant'))
        .message,
    ).toBe('The application is not archived.');
  });

  it('lets the applicant apply again only after withdrawing', () => {
    for (const status of APPLICATION_STATUSES.filter((candidate) => candidate !== 'withdrawn')) {
      expect(
        describeRefusal(() => applicationTransition({ status, archived: false }, 'apply', 'applicant')).message,
      ).toBe(`${ARTICLE[status]} ${status} application cannot be applied for again.`);
    }
  });
});

describe('applicationActions', () => {
  it.each([
    ['pending', false, 'applicant', ['unapply']],
    ['pending', true, 'applicant', ['unapply', 'unarchive']],
    ['accepted', false, 'applicant', ['archive']],
    ['accepted', true, 'applicant', ['unarchive']],
    ['denied', false, 'applicant', ['archive']],
    ['denied', true, 'applicant', ['unarchive']],
    ['withdrawn', false, 'applicant', ['archive']],
    ['withdrawn', true, 'applicant', ['unarchive']],
    ['pending', false, 'owner', ['accept', 'deny']],
    ['pending', true, 'owner', ['accept', 'deny', 'unarchive']],
    ['accepted', false, 'owner', ['deny', 'archive']],
    ['accepted', true, 'owner', ['deny', 'unarchive']],
    ['denied', false, 'owner', ['restore', 'archive']],
    ['denied', true, 'owner', ['restore', 'unarchive']],
    ['withdrawn', false, 'owner', ['archive']],
    ['withdrawn', true, 'owner', ['unarchive']],
    ['pending', false, 'service', []],
    ['pending', true, 'service', []],
    ['accepted', false, 'service', []],
    ['accepted', true, 'service', []],
    ['denied', false, 'service', []],
    ['denied', true, 'service', []],
    ['withdrawn', false, 'service', []],
    ['withdrawn', true, 'service', []],
  ] as const)('%s (archived: %s), for the %s: %j', (status, archived, party, actions) => {
    expect(applicationActions({ status, archived }, party)).toEqual(actions);
  });

  it('offers the member actions the transition allows, never apply, close or withdraw', () => {
    for (const [status, archived, action, party] of combinations) {
      const offered = applicationActions({ status, archived }, party) as readonly string[];
      const memberAction = (MEMBER_APPLICATION_ACTIONS as readonly string[]).includes(action);
      expect(offered.includes(action)).toBe(memberAction && allowedRow(status, archived, action, party) !== undefined);
    }
  });
});

describe('isMemberApplicationAction', () => {
  it.each(MEMBER_APPLICATION_ACTIONS)('accepts %s', (action) => {
    expect(isMemberApplicationAction(action)).toBe(true);
  });

  it.each(['apply', 'close', 'withdraw', '', 'Accept', 'approve'])('rejects %j', (value) => {
    expect(isMemberApplicationAction(value)).toBe(false);
  });
});

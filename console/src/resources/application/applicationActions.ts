// The application table of the contracts itself, which the connections service enforces (it imports
// these very objects). status-tables.ts is plain data with no imports, so the bundle takes the table
// and none of the contracts' protobuf code.
import {
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  type ApplicationPartyName,
  type ApplicationStatusName,
} from '../../../../proto/src/status-tables';

export { APPLICATION_STATUSES, APPLICATION_TRANSITIONS };
export type ApplicationStatus = ApplicationStatusName;

/** The actions a member may ask for (close and withdraw are the service's own). */
export const MEMBER_ACTIONS = ['unapply', 'accept', 'deny', 'restore', 'archive', 'unarchive'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** The side of the application the member is on: the applicant (or the talent's account), or the job's owner. */
export type MemberParty = Exclude<ApplicationPartyName, 'service'>;

/** Deal memos belong to applications still in play (the service's MEMO_STATUSES). */
export const MEMO_STATUSES: readonly ApplicationStatus[] = ['pending', 'accepted'];

/** The statuses each list tab shows: Accepted, Pending, Denied (spec section 2). */
export const LIST_TABS = ['accepted', 'pending', 'denied'] as const;
export type ListTab = (typeof LIST_TABS)[number];

export interface ApplicationState {
  status: string;
  /** Archived on this member's side (each side archives for itself). */
  archived: boolean;
}

function isStatus(value: string): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/**
 * What this side may do now: the actions of the table whose party is this side and whose "from"
 * holds the status; archiving only what this side has not archived, unarchiving only what it has.
 * The same rule as the service's applicationActions, so the buttons shown are the ones it accepts.
 */
export function allowedActions(state: ApplicationState, party: MemberParty): MemberAction[] {
  const { status } = state;
  if (!isStatus(status)) {
    return [];
  }
  return MEMBER_ACTIONS.filter((action) => {
    const row = APPLICATION_TRANSITIONS[action];
    if (!row.by.includes(party) || !row.from.includes(status)) {
      return false;
    }
    return row.kind === 'archive' ? state.archived !== row.archived : true;
  });
}

/** Whether the job's owner may set (or change) the deal memo: on a pending (with the accept) or accepted application. */
export function canSetDealMemo(state: ApplicationState, party: MemberParty): boolean {
  return party === 'owner' && isStatus(state.status) && MEMO_STATUSES.includes(state.status);
}

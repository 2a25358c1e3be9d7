import {
  APPLICATION_ACTIONS,
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  type ApplicationActionName,
  type ApplicationPartyName,
  type ApplicationStatusName,
} from '@callsheet/contracts';
import { ConnectionsErrorCode, ConnectionsException } from '../../connections.errors.js';

/*
 * The application table (spec section 4: statuses accepted, pending, denied; actions apply, unapply,
 * accept, deny, archive, unarchive, restore). The applicant side is the account that applied and the
 * talent's own account (a talent may withdraw what its representative sent); the owner is the job's
 * account. `withdrawn` is ours: an unapplied application leaves every list but keeps its history.
 *
 * | action    | from                        | to        | by                                    |
 * | --------- | --------------------------- | --------- | ------------------------------------- |
 * | apply     | withdrawn (or none)         | pending   | applicant (applying again reopens it) |
 * | unapply   | pending                     | withdrawn | applicant                             |
 * | accept    | pending                     | accepted  | owner (acceptedOn is set)             |
 * | deny      | pending, accepted           | denied    | owner (deniedOn is set)               |
 * | restore   | denied                      | pending   | owner (reconsiders)                   |
 * | close     | pending                     | denied    | service: the job completed or archived |
 * | withdraw  | pending                     | withdrawn | service: the talent profile deleted   |
 * | archive   | accepted, denied, withdrawn | same      | either side, for itself, if not archived |
 * | unarchive | any                         | same      | either side, for itself, if archived  |
 *
 * A pending application is not archived: the applicant unapplies, the owner decides. Archiving
 * removes the application from all of that side's lists (spec section 4); the other side keeps it.
 */
// The table itself is published in the contracts (the gateway documents it from there): this is its one home.
export { APPLICATION_ACTIONS, APPLICATION_STATUSES, APPLICATION_TRANSITIONS };
export type ApplicationStatus = ApplicationStatusName;
export type ApplicationAction = ApplicationActionName;
export type ApplicationParty = ApplicationPartyName;

/** The actions a person may ask for (close and withdraw are the service's own). */
export const MEMBER_APPLICATION_ACTIONS = ['unapply', 'accept', 'deny', 'restore', 'archive', 'unarchive'] as const;
export type MemberApplicationAction = (typeof MEMBER_APPLICATION_ACTIONS)[number];

/** An application as the table sees it: its status and whether the acting side archived it. */
export interface ApplicationState {
  status: ApplicationStatus;
  archived: boolean;
}

export type ApplicationChange = { kind: 'status'; to: ApplicationStatus } | { kind: 'archive'; archived: boolean };

export function isMemberApplicationAction(value: string): value is MemberApplicationAction {
  return (MEMBER_APPLICATION_ACTIONS as readonly string[]).includes(value);
}

/** What the action does to this application, or a coded refusal naming the status and the action. */
export function applicationTransition(
  state: ApplicationState,
  action: ApplicationAction,
  party: ApplicationParty,
): ApplicationChange {
  const transition = APPLICATION_TRANSITIONS[action];
  if (!transition.by.includes(party)) {
    throw refusal(state.status, action, `Only the ${partiesOf(transition.by)} can ${action} an application.`);
  }
  if (!transition.from.includes(state.status)) {
    throw refusal(state.status, action, notFromMessage(state.status, action));
  }
  if (transition.kind === 'archive') {
    if (state.archived === transition.archived) {
      throw refusal(
        state.status,
        action,
        transition.archived ? 'The application is already archived.' : 'The application is not archived.',
      );
    }
    return { kind: 'archive', archived: transition.archived };
  }
  return { kind: 'status', to: transition.to };
}

/** What this side may do now: the console shows these buttons only. */
export function applicationActions(state: ApplicationState, party: ApplicationParty): MemberApplicationAction[] {
  return MEMBER_APPLICATION_ACTIONS.filter((action) => {
    try {
      applicationTransition(state, action, party);
      return true;
    } catch {
      return false;
    }
  });
}

function refusal(status: ApplicationStatus, action: ApplicationAction, message: string): ConnectionsException {
  return new ConnectionsException(ConnectionsErrorCode.InvalidApplicationTransition, message, [status, action]);
}

function notFromMessage(status: ApplicationStatus, action: ApplicationAction): string {
  if (action === 'archive' && status === 'pending') {
    return 'A pending application cannot be archived: unapply or decide on it first.';
  }
  return `${/^[aeiou]/.test(status) ? 'An' : 'A'} ${status} application cannot be ${ACTION_PAST_TENSE[action]}.`;
}

/** How a refusal names each action ("A denied application cannot be accepted."). */
export const ACTION_PAST_TENSE: Readonly<Record<ApplicationAction, string>> = {
  apply: 'applied for again',
  unapply: 'unapplied',
  accept: 'accepted',
  deny: 'denied',
  restore: 'restored',
  close: 'closed',
  withdraw: 'withdrawn',
  archive: 'archived',
  unarchive: 'unarchived',
};

function partiesOf(parties: readonly ApplicationParty[]): string {
  if (parties.includes('applicant') && parties.includes('owner')) {
    return 'applicant or the job owner';
  }
  if (parties.includes('owner')) {
    return "job's owner";
  }
  return parties.includes('applicant') ? 'applicant' : 'service';
}

import { invalidChoice, invalidValue, optionalText, REASON_MAX_LENGTH, required } from '../../common/field-rules.js';
import { ConnectionsErrorCode, ConnectionsException } from '../../connections.errors.js';
import {
  type ApplicationChange,
  type ApplicationParty,
  type ApplicationStatus,
  applicationTransition,
  isMemberApplicationAction,
  type MemberApplicationAction,
} from './application-status.js';
import { type ApplicationEvent, statusChanged } from './application-events.js';
import { type DealMemo, type DealMemoInput, type SplitParties, validateDealMemo } from './deal-memo.rules.js';

type MemberParty = Exclude<ApplicationParty, 'service'>;

/** Deal memos belong to applications still in play: pending (with the accept) or accepted. */
export const MEMO_STATUSES: readonly ApplicationStatus[] = ['pending', 'accepted'];

/** The columns an update writes (a null clears one). */
export interface ApplicationPatch {
  status?: ApplicationStatus;
  isFavorite?: boolean;
  acceptedAt?: Date | null;
  deniedAt?: Date | null;
  denialReason?: string | null;
  dealMemo?: DealMemo;
  applicantArchivedAt?: Date | null;
  ownerArchivedAt?: Date | null;
}

export interface ApplicationUpdateRequest {
  action?: string;
  isFavorite?: boolean;
  dealMemo?: DealMemoInput;
  reason?: string;
}

/** What the update sees of the application: its status and whether the caller's side archived it. */
export interface ApplicationState {
  status: ApplicationStatus;
  archived: boolean;
}

/** The columns to write, the events they raise (the status step if the status moves, then the memo) and the action asked. */
export interface PlannedApplicationUpdate {
  patch: ApplicationPatch;
  events: ApplicationEvent[];
  action?: MemberApplicationAction;
}

/**
 * PATCH /api/application/{id}: the action (through the status table), favourite and deal memo, checked
 * together so that everything asked for applies or nothing does. `memoParties` is needed only when a
 * deal memo is sent (who may share in the split).
 */
export function planApplicationUpdate(
  current: ApplicationState,
  party: MemberParty,
  update: ApplicationUpdateRequest,
  memoParties: SplitParties | undefined,
  now = new Date(),
): PlannedApplicationUpdate {
  const action = parseAction(update.action);
  if (!action && update.isFavorite === undefined && update.dealMemo === undefined) {
    throw required('action');
  }
  const reason = optionalText('reason', update.reason, REASON_MAX_LENGTH);
  if (reason !== undefined && action !== 'deny') {
    throw invalidValue('reason', 'A reason goes with a denial only.');
  }
  const patch: ApplicationPatch = {};
  const events: ApplicationEvent[] = [];
  let status = current.status;
  if (action) {
    const change = applicationTransition(current, action, party);
    Object.assign(patch, patchOf(change, party, reason, now));
    if (change.kind === 'status') {
      status = change.to;
      events.push(statusChanged(current.status, action, reason));
    }
  }
  if (update.isFavorite !== undefined) {
    requireOwner(party, 'mark favourites');
    patch.isFavorite = update.isFavorite;
  }
  if (update.dealMemo !== undefined) {
    requireOwner(party, 'set the deal memo');
    if (!MEMO_STATUSES.includes(status)) {
      throw new ConnectionsException(
        ConnectionsErrorCode.DealMemoNotAllowed,
        `A deal memo is set on a pending or accepted application, not a ${status} one.`,
        [status],
      );
    }
    if (!memoParties) {
      throw new Error('planApplicationUpdate: a deal memo needs its split parties');
    }
    patch.dealMemo = validateDealMemo(update.dealMemo, memoParties);
    events.push({ type: 'applicationDealMemoSet' });
  }
  return { patch, events, action };
}

function parseAction(value: string | undefined): MemberApplicationAction | undefined {
  if (value === undefined || value === '') {
    return undefined;
  }
  if (!isMemberApplicationAction(value)) {
    throw invalidChoice('action', value);
  }
  return value;
}

function requireOwner(party: MemberParty, what: string): void {
  if (party !== 'owner') {
    throw new ConnectionsException(ConnectionsErrorCode.NotOwner, `Only the job's owner can ${what}.`);
  }
}

/** The columns a step of the table writes: acceptedOn and deniedOn follow the status. */
function patchOf(
  change: ApplicationChange,
  party: MemberParty,
  reason: string | undefined,
  now: Date,
): ApplicationPatch {
  if (change.kind === 'archive') {
    const at = change.archived ? now : null;
    return party === 'owner' ? { ownerArchivedAt: at } : { applicantArchivedAt: at };
  }
  switch (change.to) {
    case 'accepted':
      return { status: 'accepted', acceptedAt: now, deniedAt: null, denialReason: null };
    case 'denied':
      return { status: 'denied', deniedAt: now, acceptedAt: null, denialReason: reason ?? null };
    case 'pending':
      // Back in play: a pending application is in both sides' lists again.
      return {
        status: 'pending',
        acceptedAt: null,
        deniedAt: null,
        denialReason: null,
        applicantArchivedAt: null,
        ownerArchivedAt: null,
      };
    case 'withdrawn':
      return { status: 'withdrawn' };
  }
}

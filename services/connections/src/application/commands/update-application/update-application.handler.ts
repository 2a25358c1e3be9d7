import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConnectionRepository } from '../../../connection/connection.repository.js';
import { ConnectionsErrorCode, ConnectionsException } from '../../../connections.errors.js';
import { invalidChoice, invalidValue, optionalText, REASON_MAX_LENGTH, required } from '../../../common/field-rules.js';
import {
  type ApplicationChange,
  applicationTransition,
  isMemberApplicationAction,
  type MemberApplicationAction,
} from '../../domain/application-status.js';
import { validateDealMemo } from '../../domain/deal-memo.rules.js';
import {
  applicationChangedMeanwhile,
  archivedBy,
  type MemberParty,
  requireApplicationParty,
} from '../../application.access.js';
import { type ApplicationPatch, ApplicationRepository, type StoredApplication } from '../../application.repository.js';
import { UpdateApplicationCommand } from './update-application.command.js';

/** Deal memos belong to applications still in play: pending (with the accept) or accepted. */
const MEMO_STATUSES = ['pending', 'accepted'];

@CommandHandler(UpdateApplicationCommand)
export class UpdateApplicationHandler implements ICommandHandler<UpdateApplicationCommand, StoredApplication> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly connections: ConnectionRepository,
  ) {}

  async execute({ accountId, id, update }: UpdateApplicationCommand): Promise<StoredApplication> {
    const { application, party } = requireApplicationParty(await this.applications.findById(id), accountId, id);
    const action = parseAction(update.action);
    if (!action && update.isFavorite === undefined && update.dealMemo === undefined) {
      throw required('action');
    }
    const reason = optionalText('reason', update.reason, REASON_MAX_LENGTH);
    if (reason !== undefined && action !== 'deny') {
      throw invalidValue('reason', 'A reason goes with a denial only.');
    }
    const patch: ApplicationPatch = {};
    let status = application.status;
    if (action) {
      const change = applicationTransition({ status, archived: archivedBy(application, party) }, action, party);
      Object.assign(patch, patchOf(change, party, reason));
      status = change.kind === 'status' ? change.to : status;
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
      patch.dealMemo = validateDealMemo(update.dealMemo, {
        talentId: application.talentId,
        connectedRepresentativeIds: await this.connections.connectedRepresentativeIds(application.talentId),
      });
    }
    const changed = await this.applications.change(application, patch, {
      action,
      reason,
      dealMemoSet: patch.dealMemo !== undefined,
    });
    if (!changed) {
      throw await this.lostRace(id, accountId, action);
    }
    return changed;
  }

  /** Checks the action again against what won the race, so the answer names the real status. */
  private async lostRace(
    id: string,
    accountId: string,
    action: MemberApplicationAction | undefined,
  ): Promise<ConnectionsException> {
    const now = requireApplicationParty(await this.applications.findById(id), accountId, id);
    if (action) {
      applicationTransition(
        { status: now.application.status, archived: archivedBy(now.application, now.party) },
        action,
        now.party,
      );
    }
    return applicationChangedMeanwhile(now.application, action ?? 'update');
  }
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
function patchOf(change: ApplicationChange, party: MemberParty, reason: string | undefined): ApplicationPatch {
  const now = new Date();
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

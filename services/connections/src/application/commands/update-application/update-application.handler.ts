import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConnectionRepository } from '../../../connection/connection.repository.js';
import type { ConnectionsException } from '../../../connections.errors.js';
import { applicationTransition, type MemberApplicationAction } from '../../domain/application-status.js';
import { planApplicationUpdate } from '../../domain/application-update.rules.js';
import { applicationChangedMeanwhile, archivedBy, requireApplicationParty } from '../../application.access.js';
import { ApplicationRepository, type StoredApplication } from '../../application.repository.js';
import { UpdateApplicationCommand } from './update-application.command.js';

@CommandHandler(UpdateApplicationCommand)
export class UpdateApplicationHandler implements ICommandHandler<UpdateApplicationCommand, StoredApplication> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly connections: ConnectionRepository,
  ) {}

  async execute({ accountId, id, update }: UpdateApplicationCommand): Promise<StoredApplication> {
    const { application, party } = requireApplicationParty(await this.applications.findById(id), accountId, id);
    const memoParties =
      update.dealMemo === undefined
        ? undefined
        : {
            talentId: application.talentId,
            connectedRepresentativeIds: await this.connections.connectedRepresentativeIds(application.talentId),
          };
    const { patch, events, action } = planApplicationUpdate(
      { status: application.status, archived: archivedBy(application, party) },
      party,
      update,
      memoParties,
    );
    const changed = await this.applications.change(application, patch, events);
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

import { create } from '@bufbuild/protobuf';
import {
  type Application,
  type ApplicationPage,
  ApplicationPageSchema,
  ApplicationSchema,
  PreScreenSubmissionSchema,
  ProspectCountsSchema,
  type ProspectPage,
  ProspectPageSchema,
} from '@callsheet/contracts';
import type { Page } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import { ReplicaRepository } from '../replica/replica.repository.js';
import { applicationActions } from './domain/application-status.js';
import { applicationPartyOf, archivedBy } from './application.access.js';
import { dealMemoMessage } from './deal-memo.message.js';
import type { StoredApplication } from './application.repository.js';
import type { Prospects } from './queries/list-prospects/list-prospects.query.js';

/** Applications as the caller sees them: names of the job and profiles, its side's archive, its actions. */
@Injectable()
export class ApplicationViews {
  constructor(private readonly replica: ReplicaRepository) {}

  async one(application: StoredApplication, accountId: string): Promise<Application> {
    const [message] = await this.messages([application], accountId);
    return message;
  }

  async page(page: Page<StoredApplication>, accountId: string): Promise<ApplicationPage> {
    return create(ApplicationPageSchema, { data: await this.messages(page.data, accountId), hasMore: page.has_more });
  }

  async prospects({ job, page, counts }: Prospects, accountId: string): Promise<ProspectPage> {
    return create(ProspectPageSchema, {
      title: job.roleName,
      data: await this.messages(page.data, accountId),
      hasMore: page.has_more,
      counts: create(ProspectCountsSchema, counts),
    });
  }

  private async messages(applications: readonly StoredApplication[], accountId: string): Promise<Application[]> {
    const representativeIds = applications.flatMap((application) => [
      ...(application.representativeId ? [application.representativeId] : []),
      ...(application.dealMemo?.split ?? []).map((share) => share.profileId),
    ]);
    const [jobs, talents, representatives] = await Promise.all([
      this.replica.jobsByIds(applications.map((application) => application.jobId)),
      this.replica.talentsByIds(applications.map((application) => application.talentId)),
      this.replica.representativesByIds(representativeIds),
    ]);
    return applications.map((application) => {
      const party = applicationPartyOf(application, accountId);
      const talent = talents.get(application.talentId);
      const nameOf = (type: string, id: string) =>
        type === 'talent' ? talents.get(id)?.displayName : representatives.get(id)?.displayName;
      return create(ApplicationSchema, {
        id: application.id,
        jobId: application.jobId,
        jobTitle: jobs.get(application.jobId)?.roleName ?? '',
        jobAccountId: application.jobAccountId,
        talentId: application.talentId,
        talentName: talent?.displayName ?? '',
        talentMinor: talent?.minor ?? false,
        representativeId: application.representativeId,
        representativeName: application.representativeId
          ? representatives.get(application.representativeId)?.displayName
          : undefined,
        appliedAs: application.appliedAs,
        status: application.status,
        isFavorite: application.isFavorite,
        acceptedOn: application.acceptedAt?.toISOString(),
        deniedOn: application.deniedAt?.toISOString(),
        denialReason: application.denialReason,
        preScreen: create(PreScreenSubmissionSchema, application.preScreen),
        message: application.message,
        dealMemo: dealMemoMessage(application.dealMemo, (share) => ({
          name: nameOf(share.profileType, share.profileId),
        })),
        archived: party ? archivedBy(application, party) : false,
        actions: party
          ? [
              ...applicationActions({ status: application.status, archived: archivedBy(application, party) }, party),
              ...(party === 'owner' && ['pending', 'accepted'].includes(application.status) ? ['dealMemo'] : []),
            ]
          : [],
        createdAt: application.createdAt.toISOString(),
        updatedAt: application.updatedAt.toISOString(),
      });
    });
  }
}

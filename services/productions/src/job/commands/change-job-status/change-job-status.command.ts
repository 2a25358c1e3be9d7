import { Command } from '@nestjs/cqrs';
import type { PosterLicense } from '../../domain/casting-ad-license.js';
import type { StoredJob } from '../../job.repository.js';

/** PATCH /api/job/{id}/status: one step of the status table; publishing checks pay transparency. */
export class ChangeJobStatusCommand extends Command<StoredJob> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly status: string,
    /** The poster's representative license, if any: shown in the ad where the law says so. */
    readonly posterLicense: PosterLicense | undefined,
  ) {
    super();
  }
}

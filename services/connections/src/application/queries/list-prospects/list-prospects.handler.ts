import { requireOwned } from '@callsheet/kernel';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { choice, requiredId } from '../../../common/field-rules.js';
import { ConnectionsErrorCode, ConnectionsException } from '../../../connections.errors.js';
import { ReplicaRepository } from '../../../replica/replica.repository.js';
import { ApplicationRepository } from '../../application.repository.js';
import { ListProspectsQuery, type Prospects } from './list-prospects.query.js';

const FILTERS = ['all', 'accepted', 'pending', 'denied'] as const;

@QueryHandler(ListProspectsQuery)
export class ListProspectsHandler implements IQueryHandler<ListProspectsQuery, Prospects> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly replica: ReplicaRepository,
  ) {}

  async execute({ accountId, jobId, status, favorite, archived, page }: ListProspectsQuery): Promise<Prospects> {
    const id = requiredId('jobId', jobId);
    const filter = choice('status', status || 'all', FILTERS);
    // Only the job's account sees its prospects. A completed or archived job keeps them; a deleted one
    // has none to show.
    const known = (await this.replica.jobsByIds([id])).get(id);
    const job = requireOwned(
      known?.deleted ? undefined : known,
      accountId,
      () => new ConnectionsException(ConnectionsErrorCode.JobNotFound, `No job ${id}.`, [id]),
    );
    const [found, counts] = await Promise.all([
      this.applications.prospects(id, filter, favorite, archived, page),
      this.applications.prospectCounts(id),
    ]);
    return { job, page: found, counts };
  }
}

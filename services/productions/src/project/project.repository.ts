import { DATABASE, findByUuid, findKeysetPage, type Page, type PageRequest, writeWithEvents } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { RecordStatus } from '../catalogue/index.js';
import type { ProductionsDatabase } from '../database/productions.database.js';
import type { Prisma } from '../generated/prisma/client.js';
import { type DeletionEvent, type JobRef, namesExactly } from '../production/domain/record-deletion.js';
import { json } from '../production/production.repository.js';
import { outgoingProductionsEvent } from '../productions.events.js';
import type { ProjectEvent } from './domain/project-events.js';
import type { ProjectData } from './domain/project.rules.js';

export interface StoredProject {
  id: string;
  accountId: string;
  productionId: string;
  status: RecordStatus;
  data: ProjectData;
  createdAt: Date;
  updatedAt: Date;
}

/** Projects, grouped by production; each write commits the events the project's rules named with it. */
@Injectable()
export class ProjectRepository {
  constructor(@Inject(DATABASE) private readonly db: ProductionsDatabase) {}

  create(
    project: Omit<StoredProject, 'createdAt' | 'updatedAt'>,
    events: readonly ProjectEvent[],
  ): Promise<StoredProject> {
    return writeWithEvents(this.db, events.map(outgoingProductionsEvent), async (tx) => {
      const row = await tx.project.create({
        data: {
          id: project.id,
          accountId: project.accountId,
          productionId: project.productionId,
          status: project.status,
          name: project.data.name,
          data: json(project.data),
        },
      });
      return stored(row);
    });
  }

  updateDraft(
    current: StoredProject,
    data: ProjectData,
    events: readonly ProjectEvent[],
  ): Promise<StoredProject | undefined> {
    return this.updateWhileAt(current, 'draft', { name: data.name, data: json(data) }, events);
  }

  changeStatus(
    current: StoredProject,
    to: RecordStatus,
    events: readonly ProjectEvent[],
  ): Promise<StoredProject | undefined> {
    return this.updateWhileAt(current, current.status, { status: to }, events);
  }

  /** The jobs under a project: what its deletion removes with it. */
  jobsOf({ id, accountId }: StoredProject): Promise<JobRef[]> {
    return this.db.job.findMany({
      where: { projectId: id, accountId },
      select: { id: true, projectId: true, productionId: true, accountId: true },
    });
  }

  /**
   * Deletes a project with its jobs (the database cascades) and writes the deletion's events in the same
   * transaction. `false` when it changed since its events were named (another status, or a job added
   * or removed meanwhile): then nothing is deleted.
   */
  delete(current: StoredProject, events: readonly DeletionEvent[]): Promise<boolean> {
    return writeWithEvents(this.db, events.map(outgoingProductionsEvent), async (tx) => {
      // Row locks: a job being added waits on this one (its foreign key locks the project).
      const [row] = await tx.$queryRaw<{ status: string }[]>`
        SELECT status FROM project
        WHERE id = ${current.id}::uuid AND account_id = ${current.accountId}::uuid FOR UPDATE`;
      if (row?.status !== current.status) {
        return false;
      }
      const jobs = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM job WHERE project_id = ${current.id}::uuid FOR UPDATE`;
      if (!namesExactly(events, 'jobDeleted', jobs)) {
        return false;
      }
      await tx.project.delete({ where: { id: current.id } });
      return true;
    });
  }

  findById(id: string): Promise<StoredProject | undefined> {
    return findByUuid(id, (key) => this.db.project.findUnique({ where: { id: key } }), stored);
  }

  listOwned(accountId: string, page: PageRequest): Promise<Page<StoredProject>> {
    return this.page({ accountId }, page);
  }

  /** A production's projects; `onlyActive` for members of other accounts. */
  listByProduction(productionId: string, onlyActive: boolean, page: PageRequest): Promise<Page<StoredProject>> {
    return this.page({ productionId, ...(onlyActive ? { status: 'active' } : {}) }, page);
  }

  private page(where: Prisma.ProjectWhereInput, page: PageRequest): Promise<Page<StoredProject>> {
    return findKeysetPage((args) => this.db.project.findMany(args), where, page, stored);
  }

  /** Writes `data` only while the project of this account is still at `status` (optimistic), with the events. */
  private updateWhileAt(
    { id, accountId }: StoredProject,
    status: RecordStatus,
    data: Prisma.ProjectUpdateManyMutationInput,
    events: readonly ProjectEvent[],
  ): Promise<StoredProject | undefined> {
    return writeWithEvents(this.db, events.map(outgoingProductionsEvent), async (tx) => {
      const { count } = await tx.project.updateMany({ where: { id, accountId, status }, data });
      return count === 0 ? undefined : stored(await tx.project.findUniqueOrThrow({ where: { id } }));
    });
  }
}

function stored(row: {
  id: string;
  accountId: string;
  productionId: string;
  status: string;
  data: unknown;
  createdAt: Date;
  updatedAt: Date;
}): StoredProject {
  return { ...row, status: row.status as RecordStatus, data: row.data as ProjectData };
}

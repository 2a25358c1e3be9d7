import {
  DATABASE,
  findByUuid,
  findKeysetPage,
  type Page,
  type PageRequest,
  recordSearchWordsQuery,
  writeWithEvents,
} from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { ProductionPhase, RecordStatus } from '../catalogue/index.js';
import type { ProductionsDatabase } from '../database/productions.database.js';
import { Prisma } from '../generated/prisma/client.js';
import { outgoingProductionsEvent } from '../productions.events.js';
import type { ProductionEvent } from './domain/production-events.js';
import type { ProductionData } from './domain/production.rules.js';
import { type DeletionEvent, type JobRef, namesExactly, type ProjectRef } from './domain/record-deletion.js';

export interface StoredProduction {
  id: string;
  accountId: string;
  status: RecordStatus;
  phase: ProductionPhase;
  data: ProductionData;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Productions; status and phase changes also update the copies their jobs keep for search. Each write
 * takes the events the production's rules named (domain/production-events.ts) and commits them with it.
 */
@Injectable()
export class ProductionRepository {
  constructor(@Inject(DATABASE) private readonly db: ProductionsDatabase) {}

  create(
    production: Omit<StoredProduction, 'createdAt' | 'updatedAt'>,
    events: readonly ProductionEvent[],
  ): Promise<StoredProduction> {
    return writeWithEvents(this.db, events.map(outgoingProductionsEvent), async (tx) => {
      const row = await tx.production.create({
        data: {
          id: production.id,
          accountId: production.accountId,
          status: production.status,
          phase: production.phase,
          ...columns(production.data),
          data: json(production.data),
        },
      });
      return stored(row);
    });
  }

  /** Saves new data for a draft; `undefined` when it is no longer a draft of this account (a race lost). */
  updateDraft(
    current: StoredProduction,
    data: ProductionData,
    events: readonly ProductionEvent[],
  ): Promise<StoredProduction | undefined> {
    return this.updateWhile(
      current,
      { status: 'draft' },
      { ...columns(data), data: json(data) },
      events,
      async (tx) => {
        // The jobs' copies: category, union status, and the production name inside their search text
        // (as JobRepository writes it: role, description, production name, job type), with its words.
        await tx.$executeRaw`
        UPDATE job SET category = ${data.category}, union_status = ${data.unionStatus ?? null},
          search_text = lower(concat_ws(' ', role_name, data->>'description', ${data.name}::text, type))
        WHERE production_id = ${current.id}::uuid`;
        await tx.$executeRaw(
          recordSearchWordsQuery(
            Prisma.sql`job_search_word`,
            Prisma.sql`job`,
            Prisma.sql`t.production_id = ${current.id}::uuid`,
          ),
        );
      },
    );
  }

  changeStatus(
    current: StoredProduction,
    to: RecordStatus,
    events: readonly ProductionEvent[],
  ): Promise<StoredProduction | undefined> {
    return this.updateWhile(current, { status: current.status }, { status: to }, events, (tx) =>
      tx.job.updateMany({ where: { productionId: current.id }, data: { productionStatus: to } }),
    );
  }

  changePhase(
    current: StoredProduction,
    to: ProductionPhase,
    events: readonly ProductionEvent[],
  ): Promise<StoredProduction | undefined> {
    return this.updateWhile(current, { phase: current.phase }, { phase: to }, events, (tx) =>
      tx.job.updateMany({ where: { productionId: current.id }, data: { productionPhase: to } }),
    );
  }

  /** The projects and jobs under a production: what its deletion removes with it. */
  async children({ id, accountId }: StoredProduction): Promise<{ projects: ProjectRef[]; jobs: JobRef[] }> {
    const where = { productionId: id, accountId };
    const [projects, jobs] = await Promise.all([
      this.db.project.findMany({ where, select: { id: true, productionId: true, accountId: true } }),
      this.db.job.findMany({ where, select: { id: true, projectId: true, productionId: true, accountId: true } }),
    ]);
    return { projects, jobs };
  }

  /**
   * Deletes a production with its projects and jobs (the database cascades) and writes the deletion's
   * events in the same transaction. `false` when it changed since its events were named (another
   * status, or a project or job added or removed meanwhile): then nothing is deleted.
   */
  delete(current: StoredProduction, events: readonly DeletionEvent[]): Promise<boolean> {
    return writeWithEvents(this.db, events.map(outgoingProductionsEvent), async (tx) => {
      // Row locks: a project or job being added waits on this one (its foreign key locks the production),
      // a project being deleted finishes first and is then missing below.
      const [row] = await tx.$queryRaw<{ status: string }[]>`
        SELECT status FROM production
        WHERE id = ${current.id}::uuid AND account_id = ${current.accountId}::uuid FOR UPDATE`;
      if (row?.status !== current.status) {
        return false;
      }
      const projects = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM project WHERE production_id = ${current.id}::uuid FOR UPDATE`;
      const jobs = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM job WHERE production_id = ${current.id}::uuid FOR UPDATE`;
      if (!namesExactly(events, 'projectDeleted', projects) || !namesExactly(events, 'jobDeleted', jobs)) {
        return false;
      }
      await tx.production.delete({ where: { id: current.id } });
      return true;
    });
  }

  findById(id: string): Promise<StoredProduction | undefined> {
    return findByUuid(id, (key) => this.db.production.findUnique({ where: { id: key } }), stored);
  }

  async projectStatuses(productionId: string): Promise<RecordStatus[]> {
    const rows = await this.db.project.findMany({ where: { productionId }, select: { status: true } });
    return rows.map((row) => row.status as RecordStatus);
  }

  listOwned(accountId: string, page: PageRequest): Promise<Page<StoredProduction>> {
    return findKeysetPage((args) => this.db.production.findMany(args), { accountId }, page, stored);
  }

  /**
   * Writes `data` only while the production of this account is still `as` it was read (its status or
   * phase: optimistic), then its jobs' copies (`copies`), with the events; undefined when it changed
   * meanwhile, and then nothing is written.
   */
  private updateWhile(
    { id, accountId }: StoredProduction,
    as: Prisma.ProductionWhereInput,
    data: Prisma.ProductionUpdateManyMutationInput,
    events: readonly ProductionEvent[],
    copies: (tx: Prisma.TransactionClient) => Promise<unknown>,
  ): Promise<StoredProduction | undefined> {
    return writeWithEvents(this.db, events.map(outgoingProductionsEvent), async (tx) => {
      const { count } = await tx.production.updateMany({ where: { ...as, id, accountId }, data });
      if (count === 0) {
        return undefined;
      }
      await copies(tx);
      return stored(await tx.production.findUniqueOrThrow({ where: { id } }));
    });
  }
}

function columns(data: ProductionData) {
  return { name: data.name, type: data.type, category: data.category, unionStatus: data.unionStatus ?? null };
}

export function json(data: object): Prisma.InputJsonObject {
  return JSON.parse(JSON.stringify(data)) as Prisma.InputJsonObject;
}

function stored(row: {
  id: string;
  accountId: string;
  status: string;
  phase: string;
  data: unknown;
  createdAt: Date;
  updatedAt: Date;
}): StoredProduction {
  return {
    ...row,
    status: row.status as RecordStatus,
    phase: row.phase as ProductionPhase,
    data: row.data as ProductionData,
  };
}

import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import {
  ProductionCreatedSchema,
  ProductionDeletedSchema,
  ProductionPhaseChangedSchema,
  ProductionsTopics,
  ProductionStatusChangedSchema,
  ProductionUpdatedSchema,
} from '@callsheet/contracts';
import {
  appendToOutbox,
  buildPage,
  DATABASE,
  isUuid,
  keysetPageArgs,
  outgoingEvent,
  type Page,
  type PageRequest,
} from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { RecordStatus } from '../catalogue/index.js';
import type { ProductionsDatabase } from '../database/productions.database.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { ProductionPhase } from '../catalogue/index.js';
import type { ProductionData } from './domain/production.rules.js';

export interface StoredProduction {
  id: string;
  accountId: string;
  status: RecordStatus;
  phase: ProductionPhase;
  data: ProductionData;
  createdAt: Date;
  updatedAt: Date;
}

/** Productions; status and phase changes also update the copies their jobs keep for search. */
@Injectable()
export class ProductionRepository {
  constructor(@Inject(DATABASE) private readonly db: ProductionsDatabase) {}

  async create(production: Omit<StoredProduction, 'createdAt' | 'updatedAt'>): Promise<StoredProduction> {
    return this.db.$transaction(async (tx) => {
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
      await appendToOutbox(tx, [
        productionEvent(production.id, ProductionCreatedSchema, {
          productionId: production.id,
          accountId: production.accountId,
        }),
      ]);
      return stored(row);
    });
  }

  /** Saves new data for a draft; `undefined` when it is no longer a draft of this account (a race lost). */
  async updateDraft(id: string, accountId: string, data: ProductionData): Promise<StoredProduction | undefined> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.production.updateMany({
        where: { id, accountId, status: 'draft' },
        data: { ...columns(data), data: json(data) },
      });
      if (count === 0) {
        return undefined;
      }
      // The jobs' copies: category, union status, and the production name inside their search text
      // (as JobRepository writes it: role, description, production name, job type), with its words.
      await tx.$executeRaw`
        UPDATE job SET category = ${data.category}, union_status = ${data.unionStatus ?? null},
          search_text = lower(concat_ws(' ', role_name, data->>'description', ${data.name}::text, type))
        WHERE production_id = ${id}::uuid`;
      await tx.$executeRaw`
        INSERT INTO job_search_word (word)
        SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM job WHERE production_id = ${id}::uuid
        ON CONFLICT DO NOTHING`;
      await appendToOutbox(tx, [productionEvent(id, ProductionUpdatedSchema, { productionId: id, accountId })]);
      return stored(await tx.production.findUniqueOrThrow({ where: { id } }));
    });
  }

  /** Moves from `from` to `to` only if still at `from` (optimistic), with the jobs' copies and the event. */
  async changeStatus(
    id: string,
    accountId: string,
    from: RecordStatus,
    to: RecordStatus,
  ): Promise<StoredProduction | undefined> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.production.updateMany({
        where: { id, accountId, status: from },
        data: { status: to },
      });
      if (count === 0) {
        return undefined;
      }
      await tx.job.updateMany({ where: { productionId: id }, data: { productionStatus: to } });
      await appendToOutbox(tx, [
        productionEvent(id, ProductionStatusChangedSchema, { productionId: id, accountId, from, to }),
      ]);
      return stored(await tx.production.findUniqueOrThrow({ where: { id } }));
    });
  }

  async changePhase(
    id: string,
    accountId: string,
    from: ProductionPhase,
    to: ProductionPhase,
  ): Promise<StoredProduction | undefined> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.production.updateMany({ where: { id, accountId, phase: from }, data: { phase: to } });
      if (count === 0) {
        return undefined;
      }
      await tx.job.updateMany({ where: { productionId: id }, data: { productionPhase: to } });
      await appendToOutbox(tx, [
        productionEvent(id, ProductionPhaseChangedSchema, { productionId: id, accountId, from, to }),
      ]);
      return stored(await tx.production.findUniqueOrThrow({ where: { id } }));
    });
  }

  /** Deletes a draft with its projects and jobs. */
  async deleteDraft(id: string, accountId: string): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.production.deleteMany({ where: { id, accountId, status: 'draft' } });
      if (count === 0) {
        return false;
      }
      await appendToOutbox(tx, [productionEvent(id, ProductionDeletedSchema, { productionId: id, accountId })]);
      return true;
    });
  }

  async findById(id: string): Promise<StoredProduction | undefined> {
    if (!isUuid(id)) {
      return undefined;
    }
    const row = await this.db.production.findUnique({ where: { id } });
    return row ? stored(row) : undefined;
  }

  async projectStatuses(productionId: string): Promise<RecordStatus[]> {
    const rows = await this.db.project.findMany({ where: { productionId }, select: { status: true } });
    return rows.map((row) => row.status as RecordStatus);
  }

  async listOwned(accountId: string, page: PageRequest): Promise<Page<StoredProduction>> {
    const rows = await this.db.production.findMany(keysetPageArgs({ accountId }, page));
    return buildPage(rows.map(stored), page);
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

function productionEvent<Desc extends DescMessage>(id: string, schema: Desc, fields: MessageInitShape<Desc>) {
  return outgoingEvent(ProductionsTopics.productionEvents, id, schema, fields);
}

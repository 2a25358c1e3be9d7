import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import {
  ProductionsTopics,
  ProjectCreatedSchema,
  ProjectDeletedSchema,
  ProjectStatusChangedSchema,
  ProjectUpdatedSchema,
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
import { json } from '../production/production.repository.js';
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

/** Projects, grouped by production. */
@Injectable()
export class ProjectRepository {
  constructor(@Inject(DATABASE) private readonly db: ProductionsDatabase) {}

  async create(project: Omit<StoredProject, 'createdAt' | 'updatedAt'>): Promise<StoredProject> {
    return this.db.$transaction(async (tx) => {
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
      await appendToOutbox(tx, [projectEvent(project, ProjectCreatedSchema, {})]);
      return stored(row);
    });
  }

  async updateDraft(current: StoredProject, data: ProjectData): Promise<StoredProject | undefined> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.project.updateMany({
        where: { id: current.id, accountId: current.accountId, status: 'draft' },
        data: { name: data.name, data: json(data) },
      });
      if (count === 0) {
        return undefined;
      }
      await appendToOutbox(tx, [projectEvent(current, ProjectUpdatedSchema, {})]);
      return stored(await tx.project.findUniqueOrThrow({ where: { id: current.id } }));
    });
  }

  async changeStatus(current: StoredProject, to: RecordStatus): Promise<StoredProject | undefined> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.project.updateMany({
        where: { id: current.id, accountId: current.accountId, status: current.status },
        data: { status: to },
      });
      if (count === 0) {
        return undefined;
      }
      await appendToOutbox(tx, [projectEvent(current, ProjectStatusChangedSchema, { from: current.status, to })]);
      return stored(await tx.project.findUniqueOrThrow({ where: { id: current.id } }));
    });
  }

  async deleteDraft(current: StoredProject): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.project.deleteMany({
        where: { id: current.id, accountId: current.accountId, status: 'draft' },
      });
      if (count === 0) {
        return false;
      }
      await appendToOutbox(tx, [projectEvent(current, ProjectDeletedSchema, {})]);
      return true;
    });
  }

  async findById(id: string): Promise<StoredProject | undefined> {
    if (!isUuid(id)) {
      return undefined;
    }
    const row = await this.db.project.findUnique({ where: { id } });
    return row ? stored(row) : undefined;
  }

  listOwned(accountId: string, page: PageRequest): Promise<Page<StoredProject>> {
    return this.page({ accountId }, page);
  }

  /** A production's projects; `onlyActive` for members of other accounts. */
  listByProduction(productionId: string, onlyActive: boolean, page: PageRequest): Promise<Page<StoredProject>> {
    return this.page({ productionId, ...(onlyActive ? { status: 'active' } : {}) }, page);
  }

  private async page(where: Prisma.ProjectWhereInput, page: PageRequest): Promise<Page<StoredProject>> {
    const rows = await this.db.project.findMany(keysetPageArgs(where, page));
    return buildPage(rows.map(stored), page);
  }
}

/** A project event: the ids every one carries, and what this one says besides. */
function projectEvent<Desc extends DescMessage>(
  project: Pick<StoredProject, 'id' | 'productionId' | 'accountId'>,
  schema: Desc,
  fields: Omit<MessageInitShape<Desc>, 'projectId' | 'productionId' | 'accountId'>,
) {
  const ids = { projectId: project.id, productionId: project.productionId, accountId: project.accountId };
  return outgoingEvent(ProductionsTopics.projectEvents, project.id, schema, {
    ...fields,
    ...ids,
  } as unknown as MessageInitShape<Desc>); // every project event carries the three ids
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

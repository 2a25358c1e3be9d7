import { create } from '@bufbuild/protobuf';
import {
  JobCreatedSchema,
  JobDeletedSchema,
  JobStatusChangedSchema,
  JobSummarySchema,
  JobUpdatedSchema,
  PreScreenSchema,
  ProductionsTopics,
} from '@callsheet/contracts';
import {
  appendToOutbox,
  buildPage,
  DATABASE,
  fetchTieredPage,
  isUuid,
  keysetPageArgs,
  type Page,
  type PageRequest,
  type SimilarWords,
  similarWordsQuery,
  textTiers,
  tieredPageQueries,
  type TierQuery,
} from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { RecordStatus } from '../catalogue/index.js';
import type { ProductionsDatabase } from '../database/productions.database.js';
import { Prisma } from '../generated/prisma/client.js';
import { json, type StoredProduction } from '../production/production.repository.js';
import type { JobSearch } from './domain/job-search.rules.js';
import type { JobData } from './domain/job.rules.js';

export interface StoredJob {
  id: string;
  accountId: string;
  productionId: string;
  projectId: string;
  status: RecordStatus;
  adLicenseNumber?: string;
  data: JobData;
  createdAt: Date;
  updatedAt: Date;
}

/** A job with what its public details show of its production and project. */
export interface ListedJob extends StoredJob {
  productionStatus: string;
  productionName: string;
  productionType: string;
  productionCategory: string;
  productionPhase: string;
  companyName?: string;
  unionStatus?: string;
  projectName: string;
}

/** Jobs, their search columns (a copy of the production's status, phase, type and category included). */
@Injectable()
export class JobRepository {
  constructor(@Inject(DATABASE) private readonly db: ProductionsDatabase) {}

  async create(
    job: Omit<StoredJob, 'createdAt' | 'updatedAt' | 'adLicenseNumber'>,
    production: StoredProduction,
  ): Promise<StoredJob> {
    return this.db.$transaction(async (tx) => {
      const row = await tx.job.create({
        data: {
          id: job.id,
          accountId: job.accountId,
          productionId: job.productionId,
          projectId: job.projectId,
          status: job.status,
          productionStatus: production.status,
          productionPhase: production.phase,
          type: job.data.type,
          category: production.data.category,
          unionStatus: production.data.unionStatus ?? null,
          ...searchColumns(job.data, production),
          data: json(job.data),
        },
      });
      await recordSearchWords(tx, job.id);
      await appendToOutbox(tx, [event(job, JobCreatedSchema, {})]);
      return stored(row);
    });
  }

  async updateDraft(current: StoredJob, data: JobData, production: StoredProduction): Promise<StoredJob | undefined> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.job.updateMany({
        where: { id: current.id, accountId: current.accountId, status: 'draft' },
        data: { type: data.type, ...searchColumns(data, production), data: json(data) },
      });
      if (count === 0) {
        return undefined;
      }
      await recordSearchWords(tx, current.id);
      await appendToOutbox(tx, [event({ ...current, data }, JobUpdatedSchema, {})]);
      return stored(await tx.job.findUniqueOrThrow({ where: { id: current.id } }));
    });
  }

  /** From the current status only (optimistic); the license number is fixed when the job is published. */
  async changeStatus(
    current: StoredJob,
    to: RecordStatus,
    adLicenseNumber: string | undefined,
  ): Promise<StoredJob | undefined> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.job.updateMany({
        where: { id: current.id, accountId: current.accountId, status: current.status },
        data: { status: to, ...(to === 'active' ? { adLicenseNumber: adLicenseNumber ?? null } : {}) },
      });
      if (count === 0) {
        return undefined;
      }
      await appendToOutbox(tx, [event(current, JobStatusChangedSchema, { from: current.status, to })]);
      return stored(await tx.job.findUniqueOrThrow({ where: { id: current.id } }));
    });
  }

  async deleteDraft(current: StoredJob): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.job.deleteMany({
        where: { id: current.id, accountId: current.accountId, status: 'draft' },
      });
      if (count === 0) {
        return false;
      }
      await appendToOutbox(tx, [event(current, JobDeletedSchema, {})]);
      return true;
    });
  }

  async findById(id: string): Promise<StoredJob | undefined> {
    if (!isUuid(id)) {
      return undefined;
    }
    const row = await this.db.job.findUnique({ where: { id } });
    return row ? stored(row) : undefined;
  }

  /** A job with its production and project, for details. */
  async findListed(id: string): Promise<ListedJob | undefined> {
    if (!isUuid(id)) {
      return undefined;
    }
    const row = await this.db.job.findUnique({ where: { id }, include: { production: true, project: true } });
    return row ? listed(row) : undefined;
  }

  listOwned(accountId: string, page: PageRequest): Promise<Page<StoredJob>> {
    return this.page({ accountId }, page);
  }

  /** A project's jobs: all of them for the owner, the listed ones (active, active production) for others. */
  listByProject(projectId: string, onlyListed: boolean, page: PageRequest): Promise<Page<StoredJob>> {
    return this.page({ projectId, ...(onlyListed ? { status: 'active', productionStatus: 'active' } : {}) }, page);
  }

  /**
   * Job search. Other accounts' jobs are found only when listed: active, of an active production, not
   * expired. The caller's own jobs are found whatever their status. Ranked by relevance tier (phrase,
   * exact words, prefixes, similar words: textTiers), newest first within a tier; without text, newest
   * first.
   */
  async search(accountId: string, search: JobSearch, today: string, page: PageRequest): Promise<Page<ListedJob>> {
    const rows = await fetchTieredPage(jobSearchQueries(this.db, accountId, search, today, page), page, (query) =>
      this.db.$queryRaw<{ id: string }[]>(query),
    );
    const found = buildPage(rows, page);
    const jobs = await this.db.job.findMany({
      where: { id: { in: found.data.map((row) => row.id) } },
      include: { production: true, project: true },
    });
    const byId = new Map(jobs.map((job) => [job.id, listed(job)]));
    return { data: found.data.flatMap((row) => byId.get(row.id) ?? []), has_more: found.has_more };
  }

  private async page(where: Prisma.JobWhereInput, page: PageRequest): Promise<Page<StoredJob>> {
    const rows = await this.db.job.findMany(keysetPageArgs(where, page));
    return buildPage(rows.map(stored), page);
  }
}

/**
 * The SQL of JobRepository.search: one query per relevance tier, best first (see textTiers), each
 * built when reached, run in order until the page is full. Exported so bench/search can EXPLAIN
 * exactly what runs.
 */
export function jobSearchQueries(
  db: ProductionsDatabase,
  accountId: string,
  search: JobSearch,
  today: string,
  page: PageRequest,
): TierQuery[] {
  return tieredPageQueries({
    table: Prisma.sql`job`,
    columns: Prisma.sql`t.id`,
    where: jobFilters(accountId, search, today),
    text: textTiers(search.text),
    similarWords: async (words): Promise<SimilarWords> => {
      const rows = await db.$queryRaw<{ word: string; similar: string[] }[]>(
        similarWordsQuery(Prisma.sql`job_search_word`, words),
      );
      return new Map(rows.map((row) => [row.word, row.similar]));
    },
    page,
  });
}

/** Adds the words of a job's search text to job_search_word, where mistyped words are looked up. */
async function recordSearchWords(tx: Prisma.TransactionClient, id: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO job_search_word (word)
    SELECT unnest(tsvector_to_array(search_vector)) FROM job WHERE id = ${id}::uuid
    ON CONFLICT DO NOTHING`;
}

/** Who may see a job (listed, or the caller's own) and every filter of the search. */
function jobFilters(accountId: string, search: JobSearch, today: string): Prisma.Sql {
  const conditions: Prisma.Sql[] = [
    Prisma.sql`((t.status = 'active' AND t.production_status = 'active' AND (t.expires_on IS NULL OR t.expires_on > ${today}::date)) OR t.account_id = ${accountId}::uuid)`,
  ];
  const anyOf = (column: string, values: readonly string[]) => {
    if (values.length > 0) {
      conditions.push(Prisma.sql`${Prisma.raw(`t.${column}`)} = ANY(${values}::text[])`);
    }
  };
  anyOf('type', search.types);
  anyOf('category', search.categories);
  anyOf('location_kind', search.locationKinds);
  anyOf('remote_option', search.remoteOptions);
  anyOf('union_status', search.unionStatuses);
  anyOf('rate_type', search.rateTypes);
  if (search.paying !== undefined) {
    conditions.push(Prisma.sql`t.paying = ${search.paying}`);
  }
  if (search.pay.min !== undefined) {
    conditions.push(Prisma.sql`t.pay_max >= ${search.pay.min}`);
  }
  if (search.pay.max !== undefined) {
    conditions.push(Prisma.sql`t.pay_min <= ${search.pay.max}`);
  }
  if (search.dates.from !== undefined) {
    conditions.push(Prisma.sql`t.last_date >= ${search.dates.from}::date`);
  }
  if (search.dates.to !== undefined) {
    conditions.push(Prisma.sql`t.first_date <= ${search.dates.to}::date`);
  }
  if (search.hiring) {
    conditions.push(Prisma.sql`t.production_phase = 'hiring'`);
  }
  if (search.country !== undefined) {
    conditions.push(Prisma.sql`t.country = ${search.country}`);
  }
  if (search.state !== undefined) {
    conditions.push(Prisma.sql`t.state = ${search.state}`);
  }
  if (search.city !== undefined) {
    conditions.push(Prisma.sql`lower(t.city) = lower(${search.city})`);
  }
  return Prisma.join(conditions, ' AND ');
}

/** What search filters on, copied from the validated job (pay in cents: an amount is a one-point range). */
export function searchColumns(data: JobData, production: StoredProduction) {
  const payment = data.payment;
  const dates = data.keyDates.map((keyDate) => keyDate.date).sort();
  return {
    roleName: data.roleName,
    locationKind: data.locationKind,
    remoteOption: data.remoteOption ?? null,
    country: data.workLocation?.country ?? null,
    state: data.workLocation?.state?.toUpperCase() ?? null,
    city: data.workLocation?.city ?? null,
    paying: payment?.paying ?? null,
    rateType: payment?.rateType ?? null,
    payMin: payment?.amount ?? payment?.range?.min ?? null,
    payMax: payment?.amount ?? payment?.range?.max ?? null,
    firstDate: dates.length > 0 ? new Date(`${dates[0]}T00:00:00Z`) : null,
    lastDate: dates.length > 0 ? new Date(`${dates[dates.length - 1]}T00:00:00Z`) : null,
    expiresOn: data.expiresOn ? new Date(`${data.expiresOn}T00:00:00Z`) : null,
    searchText: [data.roleName, data.description, production.data.name, data.type]
      .filter((word): word is string => word !== undefined)
      .join(' ')
      .toLowerCase(),
  };
}

function event<Schema extends Parameters<typeof create>[0]>(
  job: Pick<StoredJob, 'id' | 'projectId' | 'productionId' | 'accountId' | 'status' | 'data'>,
  schema: Schema,
  extra: object,
) {
  return {
    topic: ProductionsTopics.jobEvents,
    aggregateId: job.id,
    schema,
    payload: create(schema, {
      jobId: job.id,
      projectId: job.projectId,
      productionId: job.productionId,
      accountId: job.accountId,
      ...((schema as unknown) === JobDeletedSchema ? {} : { summary: jobSummary(job, extra) }),
      ...extra,
    } as unknown as Parameters<typeof create<Schema>>[1]),
  };
}

/** The copy connections keeps; a status change carries the new status. */
function jobSummary(job: Pick<StoredJob, 'status' | 'data'>, extra: { to?: string }) {
  const { preScreen } = job.data;
  return create(JobSummarySchema, {
    roleName: job.data.roleName ?? '',
    status: extra.to ?? job.status,
    preScreen: create(PreScreenSchema, {
      media: [...(preScreen?.media ?? [])],
      nudity: preScreen?.nudity,
      messageToTalent: preScreen?.messageToTalent,
    }),
    expiresOn: job.data.expiresOn,
  });
}

type JobRow = {
  id: string;
  accountId: string;
  productionId: string;
  projectId: string;
  status: string;
  adLicenseNumber: string | null;
  data: unknown;
  createdAt: Date;
  updatedAt: Date;
};

function stored(row: JobRow): StoredJob {
  return {
    id: row.id,
    accountId: row.accountId,
    productionId: row.productionId,
    projectId: row.projectId,
    status: row.status as RecordStatus,
    adLicenseNumber: row.adLicenseNumber ?? undefined,
    data: row.data as JobData,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function listed(
  row: JobRow & {
    productionStatus: string;
    productionPhase: string;
    production: { name: string; type: string; category: string; unionStatus: string | null; data: unknown };
    project: { name: string };
  },
): ListedJob {
  const productionData = row.production.data as { company?: { name: string } };
  return {
    ...stored(row),
    productionStatus: row.productionStatus,
    productionName: row.production.name,
    productionType: row.production.type,
    productionCategory: row.production.category,
    productionPhase: row.productionPhase,
    companyName: productionData.company?.name,
    unionStatus: row.production.unionStatus ?? undefined,
    projectName: row.project.name,
  };
}

import {
  buildPage,
  DATABASE,
  FacetStatistics,
  type FacetFrequencies,
  fetchTieredPage,
  findByUuid,
  findKeysetPage,
  type Page,
  type PageRequest,
  SearchConditions,
  TextSearchTable,
  type TierQuery,
  writeWithEvents,
} from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { RecordStatus } from '../catalogue/index.js';
import type { ProductionsDatabase } from '../database/productions.database.js';
import { Prisma } from '../generated/prisma/client.js';
import type { DeletionEvent } from '../production/domain/record-deletion.js';
import { json, type StoredProduction } from '../production/production.repository.js';
import { outgoingProductionsEvent } from '../productions.events.js';
import type { JobEvent, JobStep } from './domain/job-events.js';
import { jobFacets, jobSearchFacets } from './domain/job-facets.js';
import type { JobSearch } from './domain/job-search.rules.js';
import type { JobData } from './domain/job.rules.js';

/** Jobs, searched by text; job_search_word holds their words for mistyped look-ups. */
const JOB_SEARCH = new TextSearchTable(Prisma.sql`job`, Prisma.sql`job_search_word`);

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

/**
 * Jobs, their search columns (a copy of the production's status, phase, type and category included);
 * each write commits the events the job's rules named with it.
 */
@Injectable()
export class JobRepository {
  private readonly facetStatistics: FacetStatistics;

  constructor(@Inject(DATABASE) private readonly db: ProductionsDatabase) {
    this.facetStatistics = new FacetStatistics(db, 'job');
  }

  create(
    job: Omit<StoredJob, 'createdAt' | 'updatedAt' | 'adLicenseNumber'>,
    production: StoredProduction,
    events: readonly JobEvent[],
  ): Promise<StoredJob> {
    return writeWithEvents(this.db, events.map(outgoingProductionsEvent), async (tx) => {
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
      await tx.$executeRaw(JOB_SEARCH.recordWordsOf(job.id));
      return stored(row);
    });
  }

  updateDraft(
    current: StoredJob,
    data: JobData,
    production: StoredProduction,
    events: readonly JobEvent[],
  ): Promise<StoredJob | undefined> {
    const columns = { type: data.type, ...searchColumns(data, production), data: json(data) };
    return this.updateWhileAt(current, 'draft', columns, events, (tx) =>
      tx.$executeRaw(JOB_SEARCH.recordWordsOf(current.id)),
    );
  }

  /** The license number is fixed when the job is published. */
  changeStatus(current: StoredJob, { to, adLicenseNumber, events }: JobStep): Promise<StoredJob | undefined> {
    const columns = { status: to, ...(to === 'active' ? { adLicenseNumber: adLicenseNumber ?? null } : {}) };
    return this.updateWhileAt(current, current.status, columns, events);
  }

  /** Deletes a job still at its status and writes the deletion's events; `false` when it changed meanwhile. */
  delete({ id, accountId, status }: StoredJob, events: readonly DeletionEvent[]): Promise<boolean> {
    return writeWithEvents(this.db, events.map(outgoingProductionsEvent), async (tx) => {
      const { count } = await tx.job.deleteMany({ where: { id, accountId, status } });
      return count === 1;
    });
  }

  findById(id: string): Promise<StoredJob | undefined> {
    return findByUuid(id, (key) => this.db.job.findUnique({ where: { id: key } }), stored);
  }

  /** A job with its production and project, for details. */
  findListed(id: string): Promise<ListedJob | undefined> {
    return findByUuid(
      id,
      (key) => this.db.job.findUnique({ where: { id: key }, include: { production: true, project: true } }),
      listed,
    );
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
    const frequencies = await this.facetStatistics.frequencies();
    const queries = jobSearchQueries(this.db, accountId, { search, today, frequencies }, page);
    const rows = await fetchTieredPage(queries, page, (query) => this.db.$queryRaw<{ id: string }[]>(query));
    const found = buildPage(rows, page);
    const jobs = await this.db.job.findMany({
      where: { id: { in: found.data.map((row) => row.id) } },
      include: { production: true, project: true },
    });
    const byId = new Map(jobs.map((job) => [job.id, listed(job)]));
    return { data: found.data.flatMap((row) => byId.get(row.id) ?? []), has_more: found.has_more };
  }

  private page(where: Prisma.JobWhereInput, page: PageRequest): Promise<Page<StoredJob>> {
    return findKeysetPage((args) => this.db.job.findMany(args), where, page, stored);
  }

  /**
   * Writes `columns` only while the job of this account is still at `status` (optimistic), then
   * `alsoInTx`, with the events; undefined when it changed meanwhile.
   */
  private updateWhileAt(
    { id, accountId }: StoredJob,
    status: RecordStatus,
    columns: Prisma.JobUpdateManyMutationInput,
    events: readonly JobEvent[],
    alsoInTx?: (tx: Prisma.TransactionClient) => Promise<unknown>,
  ): Promise<StoredJob | undefined> {
    return writeWithEvents(this.db, events.map(outgoingProductionsEvent), async (tx) => {
      const { count } = await tx.job.updateMany({ where: { id, accountId, status }, data: columns });
      if (count === 0) {
        return undefined;
      }
      await alsoInTx?.(tx);
      return stored(await tx.job.findUniqueOrThrow({ where: { id } }));
    });
  }
}

/** What a job search asks, on which day, and the facet tokens' shares (FacetStatistics of job). */
export interface JobSearchCriteria {
  search: JobSearch;
  today: string;
  frequencies: FacetFrequencies;
}

/**
 * The SQL of JobRepository.search: one query per relevance tier, best first (see textTiers), each
 * built when reached, run in order until the page is full. Exported so bench/search can EXPLAIN
 * exactly what runs.
 */
export function jobSearchQueries(
  db: ProductionsDatabase,
  accountId: string,
  criteria: JobSearchCriteria,
  page: PageRequest,
): TierQuery[] {
  return JOB_SEARCH.pageQueries(db, {
    columns: Prisma.sql`t.id`,
    where: jobFilters(accountId, criteria),
    text: criteria.search.text,
    page,
  });
}

/**
 * Who may see a job (listed, or the caller's own) and every filter of the search: the equality
 * filters, place and months as facet tokens (domain/job-facets.ts, one GIN index scan however they
 * combine), the exact days, pay and hiring phase checked on the jobs found. Visibility is checked on
 * the jobs found too (`IS TRUE`, like a broad facet): two jobs in three are listed, and as a BitmapOr
 * of job_listed_idx (136,000 entries of 200,000 jobs) ANDed with the facets it cost 10 ms a search.
 */
function jobFilters(accountId: string, { search, today, frequencies }: JobSearchCriteria): SearchConditions {
  const conditions = new SearchConditions()
    .add(
      Prisma.sql`(((t.status = 'active' AND t.production_status = 'active' AND (t.expires_on IS NULL OR t.expires_on > ${today}::date)) OR t.account_id = ${accountId}::uuid) IS TRUE)`,
    )
    .facets(jobSearchFacets(search), frequencies)
    .atLeast('pay_max', search.pay.min)
    .atMost('pay_min', search.pay.max);
  if (search.dates.from !== undefined) {
    conditions.add(Prisma.sql`t.last_date >= ${search.dates.from}::date`);
  }
  if (search.dates.to !== undefined) {
    conditions.add(Prisma.sql`t.first_date <= ${search.dates.to}::date`);
  }
  if (search.hiring) {
    conditions.add(Prisma.sql`t.production_phase = 'hiring'`);
  }
  return conditions;
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
    searchFacets: jobFacets(data, production.data),
  };
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

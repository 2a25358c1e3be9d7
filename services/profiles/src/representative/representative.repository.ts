import {
  buildPage,
  DATABASE,
  FacetStatistics,
  type FacetFrequencies,
  findByUuid,
  findKeysetPage,
  fetchTieredPage,
  type Page,
  type PageRequest,
  SearchConditions,
  TextSearchTable,
  type TierQuery,
  writeWithEvents,
} from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { ProfilesDatabase } from '../database/profiles.database.js';
import { Prisma } from '../generated/prisma/client.js';
import { outgoingProfilesEvent } from '../profiles.events.js';
import type { RepresentativeEvent } from './domain/representative-events.js';
import type { RepresentativeProfileData } from './domain/representative-profile.rules.js';
import { representativeFacets, representativeSearchFacets } from './domain/representative-facets.js';
import { representativeSearchText } from './domain/representative-search-text.js';
import type { RepresentativeSearch } from './domain/representative-search.rules.js';

/** Representative profiles, searched by text; representative_search_word holds their words. */
const REPRESENTATIVE_SEARCH = new TextSearchTable(
  Prisma.sql`representative_profile`,
  Prisma.sql`representative_search_word`,
);

export interface StoredRepresentative {
  id: string;
  accountId: string;
  data: RepresentativeProfileData;
  createdAt: Date;
  updatedAt: Date;
}

/** A profile as its views show it, to its account and to other members: with whether a licence document is on file. */
export interface RepresentativeRecord extends StoredRepresentative {
  licenseDocumentOnFile: boolean;
}

/**
 * Representative profiles and their search columns; the only place that knows their table. Each write
 * commits the events the profile's rules named (domain/representative-events.ts) with it.
 */
@Injectable()
export class RepresentativeRepository {
  private readonly facetStatistics: FacetStatistics;

  constructor(@Inject(DATABASE) private readonly db: ProfilesDatabase) {
    this.facetStatistics = new FacetStatistics(db, 'representative_profile');
  }

  create(
    { id, accountId, data }: Pick<StoredRepresentative, 'id' | 'accountId' | 'data'>,
    events: readonly RepresentativeEvent[],
  ): Promise<StoredRepresentative> {
    return writeWithEvents(this.db, events.map(outgoingProfilesEvent), async (tx) => {
      const row = await tx.representativeProfile.create({
        data: { id, accountId, ...representativeSearchColumns(data), data: toJson(data) },
      });
      await tx.$executeRaw(REPRESENTATIVE_SEARCH.recordWordsOf(id));
      return stored(row);
    });
  }

  /** Replaces the profile of this account; undefined when the account has no such profile. */
  update(
    { id, accountId }: StoredRepresentative,
    data: RepresentativeProfileData,
    events: readonly RepresentativeEvent[],
  ): Promise<StoredRepresentative | undefined> {
    return writeWithEvents(this.db, events.map(outgoingProfilesEvent), async (tx) => {
      const { count } = await tx.representativeProfile.updateMany({
        where: { id, accountId },
        data: { ...representativeSearchColumns(data), data: toJson(data) },
      });
      if (count === 0) {
        return undefined;
      }
      await tx.$executeRaw(REPRESENTATIVE_SEARCH.recordWordsOf(id));
      return stored(await tx.representativeProfile.findUniqueOrThrow({ where: { id } }));
    });
  }

  /**
   * Deletes the profile of this account and, by cascade, its licence document row; answers the document's
   * storage key (its file is the caller's to remove once this has committed), undefined when the account
   * has no such profile. The row is locked before the document is read, so no upload slips in between.
   */
  delete(
    { id, accountId }: StoredRepresentative,
    events: readonly RepresentativeEvent[],
  ): Promise<{ licenseDocumentKey: string | undefined } | undefined> {
    return writeWithEvents(this.db, events.map(outgoingProfilesEvent), async (tx) => {
      const locked = await tx.$queryRaw<unknown[]>`
        SELECT 1 FROM representative_profile WHERE id = ${id}::uuid AND account_id = ${accountId}::uuid FOR UPDATE`;
      if (locked.length === 0) {
        return undefined;
      }
      const document = await tx.representativeDocument.findUnique({
        where: { representativeId: id },
        select: { storageKey: true },
      });
      await tx.representativeProfile.delete({ where: { id } });
      return { licenseDocumentKey: document?.storageKey };
    });
  }

  findById(id: string): Promise<StoredRepresentative | undefined> {
    return findByUuid(id, (key) => this.db.representativeProfile.findUnique({ where: { id: key } }), stored);
  }

  listOwned(accountId: string, page: PageRequest): Promise<Page<StoredRepresentative>> {
    return findKeysetPage((args) => this.db.representativeProfile.findMany(args), { accountId }, page, stored);
  }

  /**
   * Ranked search on company and licensee names and what they do, then every filter: by relevance tier
   * (phrase, exact words, prefixes, similar words: textTiers), newest first within a tier; without
   * text, newest first. The filters are facet tokens (domain/representative-facets.ts).
   */
  async search(search: RepresentativeSearch, page: PageRequest): Promise<Page<StoredRepresentative>> {
    const queries = representativeSearchQueries(this.db, search, page, await this.facetStatistics.frequencies());
    const rows = await fetchTieredPage(queries, page, (query) => this.db.$queryRaw<RawRow[]>(query));
    return buildPage(
      rows.map((row) => ({
        id: row.id,
        accountId: row.account_id,
        data: row.data as RepresentativeProfileData,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      })),
      page,
    );
  }
}

/**
 * The tier queries of a representative search, `frequencies` the facet tokens' shares (FacetStatistics
 * of representative_profile); exported for bench/search, which explains them.
 */
export function representativeSearchQueries(
  db: ProfilesDatabase,
  search: RepresentativeSearch,
  page: PageRequest,
  frequencies: FacetFrequencies,
): TierQuery[] {
  return REPRESENTATIVE_SEARCH.pageQueries(db, {
    columns: Prisma.sql`t.id, t.account_id, t.data, t.created_at, t.updated_at`,
    where: new SearchConditions().facets(representativeSearchFacets(search), frequencies),
    text: search.text,
    page,
  });
}

interface RawRow {
  id: string;
  account_id: string;
  data: unknown;
  created_at: Date;
  updated_at: Date;
}

/** The search columns of a profile as the table stores them (exported for bench/search's seed). */
export function representativeSearchColumns(data: RepresentativeProfileData) {
  return {
    representationTypes: data.representationTypes,
    projectLocations: data.projectLocations,
    services: data.services,
    talentTypes: data.talentTypes,
    country: data.businessAddress?.country ?? null,
    state: data.businessAddress?.state?.toUpperCase() ?? null,
    city: data.businessAddress?.city ?? null,
    searchText: representativeSearchText(data),
    searchFacets: representativeFacets(data),
  };
}

function toJson(data: RepresentativeProfileData): Prisma.InputJsonObject {
  return JSON.parse(JSON.stringify(data)) as Prisma.InputJsonObject;
}

function stored(row: { id: string; accountId: string; data: unknown; createdAt: Date; updatedAt: Date }) {
  return { ...row, data: row.data as RepresentativeProfileData };
}

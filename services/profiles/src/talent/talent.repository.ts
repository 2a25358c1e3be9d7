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
import type { ProfilesDatabase } from '../database/profiles.database.js';
import { Prisma, type Photo } from '../generated/prisma/client.js';
import { outgoingProfilesEvent } from '../profiles.events.js';
import type { TalentEvent } from './domain/talent-events.js';
import type { TalentProfileData } from './domain/talent-profile.rules.js';
import { talentFacets, talentSearchFacets } from './domain/talent-facets.js';
import { talentSearchText } from './domain/talent-search-text.js';
import type { TalentSearch } from './domain/talent-search.rules.js';

/**
 * Talent profiles are searched through talent_search, one narrow row a profile (what search reads and
 * nothing else), and the page's profiles read from talent_profile; talent_search_word holds their
 * words for mistyped look-ups.
 */
const TALENT_SEARCH = new TextSearchTable(
  Prisma.sql`talent_search`,
  Prisma.sql`talent_search_word`,
  Prisma.sql`talent_profile`,
);

export interface StoredTalent {
  id: string;
  accountId: string;
  data: TalentProfileData;
  createdAt: Date;
  updatedAt: Date;
  /** One of its photos (src/photo/domain/primary-photo.ts), null when it has none. */
  primaryPhotoId: string | null;
  photos?: Photo[];
}

/**
 * Talent profiles and their search rows; the only place that knows the talent_profile and
 * talent_search tables. Each write commits the profile, its search row and the events the profile's
 * rules named (domain/talent-events.ts) together.
 */
@Injectable()
export class TalentRepository {
  private readonly facetStatistics: FacetStatistics;

  constructor(@Inject(DATABASE) private readonly db: ProfilesDatabase) {
    this.facetStatistics = new FacetStatistics(db, 'talent_search');
  }

  create(
    { id, accountId, data }: Pick<StoredTalent, 'id' | 'accountId' | 'data'>,
    events: readonly TalentEvent[],
  ): Promise<StoredTalent> {
    return writeWithEvents(this.db, events.map(outgoingProfilesEvent), async (tx) => {
      const row = await tx.talentProfile.create({
        data: { id, accountId, ...profileColumns(data), data: toJson(data), search: { create: searchColumns(data) } },
      });
      await tx.$executeRaw(TALENT_SEARCH.recordWordsOf(id));
      return stored(row);
    });
  }

  /** Replaces the profile of this account; undefined when the account has no such profile. */
  update(
    { id, accountId }: StoredTalent,
    data: TalentProfileData,
    events: readonly TalentEvent[],
  ): Promise<StoredTalent | undefined> {
    return writeWithEvents(this.db, events.map(outgoingProfilesEvent), async (tx) => {
      const { count } = await tx.talentProfile.updateMany({
        where: { id, accountId },
        data: { ...profileColumns(data), data: toJson(data) },
      });
      if (count === 0) {
        return undefined;
      }
      await tx.talentSearch.update({ where: { id }, data: searchColumns(data) });
      await tx.$executeRaw(TALENT_SEARCH.recordWordsOf(id));
      return stored(await tx.talentProfile.findUniqueOrThrow({ where: { id } }));
    });
  }

  /** Deletes the profile (its photos' rows go with it) and returns the storage keys to remove. */
  delete({ id, accountId }: StoredTalent, events: readonly TalentEvent[]): Promise<string[] | undefined> {
    return writeWithEvents(this.db, events.map(outgoingProfilesEvent), async (tx) => {
      const photos = await tx.photo.findMany({ where: { talentId: id, accountId } });
      const { count } = await tx.talentProfile.deleteMany({ where: { id, accountId } });
      return count === 0 ? undefined : photos.flatMap((photo) => [photo.storageKey, photo.thumbnailKey]);
    });
  }

  findById(id: string, withPhotos: boolean): Promise<StoredTalent | undefined> {
    return findByUuid(
      id,
      (key) =>
        this.db.talentProfile.findUnique({
          where: { id: key },
          include: { photos: withPhotos ? { orderBy: { id: 'asc' } } : false },
        }),
      stored,
    );
  }

  listOwned(accountId: string, page: PageRequest): Promise<Page<StoredTalent>> {
    return findKeysetPage((args) => this.db.talentProfile.findMany(args), { accountId }, page, stored);
  }

  /**
   * Ranked search on names, aliases and skills, then every filter: by relevance tier (phrase, exact
   * words, prefixes, similar words: textTiers), newest first within a tier; without text, newest first.
   * Each tier finds the page's ids in talent_search and reads only those profiles.
   */
  async search(search: TalentSearch, page: PageRequest): Promise<Page<StoredTalent>> {
    const frequencies = await this.facetStatistics.frequencies();
    const rows = await fetchTieredPage(talentSearchQueries(this.db, search, page, frequencies), page, (query) =>
      this.db.$queryRaw<(RawRow & { rank: number })[]>(query),
    );
    return buildPage(rows.map(storedFromRaw), page);
  }
}

/**
 * The SQL of TalentRepository.search: one query per relevance tier, best first (see textTiers), each
 * built when reached, run in order until the page is full. `frequencies` are the facet tokens' shares
 * (FacetStatistics of talent_search). Exported so bench/search can EXPLAIN exactly what runs.
 */
export function talentSearchQueries(
  db: ProfilesDatabase,
  search: TalentSearch,
  page: PageRequest,
  frequencies: FacetFrequencies,
): TierQuery[] {
  return TALENT_SEARCH.pageQueries(db, {
    columns: Prisma.sql`r.id, r.account_id, r.data, r.created_at, r.updated_at`,
    where: talentFilters(search, frequencies),
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

/**
 * Every filter as facet tokens (domain/talent-facets.ts): one GIN index scan however they combine,
 * broad ones checked on the rows found. Height and weight tokens are buckets, so their exact bounds are
 * checked on the rows found.
 */
function talentFilters(search: TalentSearch, frequencies: FacetFrequencies): SearchConditions {
  return new SearchConditions()
    .facets(talentSearchFacets(search), frequencies)
    .atLeast('height_cm', search.heightCm.min)
    .atMost('height_cm', search.heightCm.max)
    .atLeast('weight_g', search.weightGrams.min)
    .atMost('weight_g', search.weightGrams.max);
}

/** The profile's columns beside `data`, copied from the validated profile (bench/search fills its rows with it). */
export function profileColumns(data: TalentProfileData) {
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    birthDate: new Date(`${data.birthDate}T00:00:00Z`),
    playableAgeFrom: data.playableAge?.from ?? null,
    playableAgeTo: data.playableAge?.to ?? null,
    genderRole: data.genderRole ?? null,
    unions: data.unions,
    ethnicAppearances: data.ethnicAppearances,
    bodyTypes: data.bodyTypes,
    hairColor: data.hairColor ?? null,
    eyeColor: data.eyeColor ?? null,
    heightCm: data.heightCm ?? null,
    weightG: data.weightGrams ?? null,
    skills: [...data.skills.athletic, ...data.skills.performance],
    languages: data.skills.languages,
    accents: data.skills.accents,
    country: data.residenceAddress?.country ?? null,
    state: data.residenceAddress?.state?.toUpperCase() ?? null,
    city: data.residenceAddress?.city ?? null,
  };
}

/** The profile's talent_search row: what search reads (bench/search fills its rows with it). */
export function searchColumns(data: TalentProfileData) {
  return {
    searchText: talentSearchText(data),
    searchFacets: talentFacets(data),
    heightCm: data.heightCm ?? null,
    weightG: data.weightGrams ?? null,
  };
}

function toJson(data: TalentProfileData): Prisma.InputJsonObject {
  return JSON.parse(JSON.stringify(data)) as Prisma.InputJsonObject;
}

function stored(row: {
  id: string;
  accountId: string;
  data: unknown;
  createdAt: Date;
  updatedAt: Date;
  primaryPhotoId: string | null;
  photos?: Photo[];
}): StoredTalent {
  return { ...row, data: row.data as TalentProfileData };
}

function storedFromRaw(row: RawRow): StoredTalent {
  return {
    id: row.id,
    accountId: row.account_id,
    data: row.data as TalentProfileData,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    // Search reads no photos: its answers carry neither them nor the primary photo (talent.views.ts).
    primaryPhotoId: null,
  };
}

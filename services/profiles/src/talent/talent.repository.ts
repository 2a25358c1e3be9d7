import {
  ProfilesTopics,
  TalentProfileCreatedSchema,
  TalentProfileDeletedSchema,
  TalentProfileUpdatedSchema,
} from '@callsheet/contracts';
import {
  appendToOutbox,
  buildPage,
  DATABASE,
  fetchTieredPage,
  isUuid,
  keysetPageArgs,
  outgoingEvent,
  type Page,
  type PageRequest,
  type SimilarWords,
  similarWordsQuery,
  textTiers,
  tieredPageQueries,
  type TierQuery,
} from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { ProfilesDatabase } from '../database/profiles.database.js';
import { Prisma, type Photo } from '../generated/prisma/client.js';
import type { TalentProfileData } from './domain/talent-profile.rules.js';
import { talentSearchText } from './domain/talent-search-text.js';
import type { TalentSearch } from './domain/talent-search.rules.js';

export interface StoredTalent {
  id: string;
  accountId: string;
  data: TalentProfileData;
  createdAt: Date;
  updatedAt: Date;
  photos?: Photo[];
}

/** Talent profiles and their search columns; the only place that knows the talent_profile table. */
@Injectable()
export class TalentRepository {
  constructor(@Inject(DATABASE) private readonly db: ProfilesDatabase) {}

  /** The profile and TalentProfileCreated in one transaction. */
  async create(id: string, accountId: string, data: TalentProfileData, minor: boolean): Promise<StoredTalent> {
    return this.db.$transaction(async (tx) => {
      const row = await tx.talentProfile.create({
        data: { id, accountId, ...searchColumns(data), data: toJson(data) },
      });
      await recordSearchWords(tx, id);
      await appendToOutbox(tx, [
        outgoingEvent(ProfilesTopics.talentEvents, id, TalentProfileCreatedSchema, {
          talentId: id,
          accountId,
          minor,
          ...talentSummary(data),
        }),
      ]);
      return stored(row);
    });
  }

  /** Replaces the profile of this account; undefined when the account has no such profile. */
  async update(
    id: string,
    accountId: string,
    data: TalentProfileData,
    minor: boolean,
  ): Promise<StoredTalent | undefined> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.talentProfile.updateMany({
        where: { id, accountId },
        data: { ...searchColumns(data), data: toJson(data) },
      });
      if (count === 0) {
        return undefined;
      }
      await recordSearchWords(tx, id);
      await appendToOutbox(tx, [
        outgoingEvent(ProfilesTopics.talentEvents, id, TalentProfileUpdatedSchema, {
          talentId: id,
          accountId,
          minor,
          ...talentSummary(data),
        }),
      ]);
      return stored(await tx.talentProfile.findUniqueOrThrow({ where: { id } }));
    });
  }

  /** Deletes the profile (its photos' rows go with it) and returns the storage keys to remove. */
  async delete(id: string, accountId: string): Promise<string[] | undefined> {
    return this.db.$transaction(async (tx) => {
      const photos = await tx.photo.findMany({ where: { talentId: id, accountId } });
      const { count } = await tx.talentProfile.deleteMany({ where: { id, accountId } });
      if (count === 0) {
        return undefined;
      }
      await appendToOutbox(tx, [
        outgoingEvent(ProfilesTopics.talentEvents, id, TalentProfileDeletedSchema, { talentId: id, accountId }),
      ]);
      return photos.flatMap((photo) => [photo.storageKey, photo.thumbnailKey]);
    });
  }

  async findById(id: string, withPhotos: boolean): Promise<StoredTalent | undefined> {
    if (!isUuid(id)) {
      return undefined;
    }
    const row = await this.db.talentProfile.findUnique({
      where: { id },
      include: { photos: withPhotos ? { orderBy: { id: 'asc' } } : false },
    });
    return row ? stored(row) : undefined;
  }

  async listOwned(accountId: string, page: PageRequest): Promise<Page<StoredTalent>> {
    const rows = await this.db.talentProfile.findMany(keysetPageArgs({ accountId }, page));
    return buildPage(rows.map(stored), page);
  }

  /**
   * Ranked search on names, aliases and skills, then every filter: by relevance tier (phrase, exact
   * words, prefixes, similar words: textTiers), newest first within a tier; without text, newest first.
   */
  async search(search: TalentSearch, page: PageRequest): Promise<Page<StoredTalent>> {
    const rows = await fetchTieredPage(talentSearchQueries(this.db, search, page), page, (query) =>
      this.db.$queryRaw<(RawRow & { rank: number })[]>(query),
    );
    return buildPage(rows.map(storedFromRaw), page);
  }
}

/**
 * The SQL of TalentRepository.search: one query per relevance tier, best first (see textTiers), each
 * built when reached, run in order until the page is full. Exported so bench/search can EXPLAIN
 * exactly what runs.
 */
export function talentSearchQueries(db: ProfilesDatabase, search: TalentSearch, page: PageRequest): TierQuery[] {
  return tieredPageQueries({
    table: Prisma.sql`talent_profile`,
    columns: Prisma.sql`t.id, t.account_id, t.data, t.created_at, t.updated_at`,
    where: talentFilters(search),
    text: textTiers(search.text),
    similarWords: async (words): Promise<SimilarWords> => {
      const rows = await db.$queryRaw<{ word: string; similar: string[] }[]>(
        similarWordsQuery(Prisma.sql`talent_search_word`, words),
      );
      return new Map(rows.map((row) => [row.word, row.similar]));
    },
    page,
  });
}

/** Adds the words of a profile's search text to talent_search_word, where mistyped words are looked up. */
async function recordSearchWords(tx: Prisma.TransactionClient, id: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO talent_search_word (word)
    SELECT unnest(tsvector_to_array(search_vector)) FROM talent_profile WHERE id = ${id}::uuid
    ON CONFLICT DO NOTHING`;
}

interface RawRow {
  id: string;
  account_id: string;
  data: unknown;
  created_at: Date;
  updated_at: Date;
}

function talentFilters(search: TalentSearch): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (search.playableAge !== undefined) {
    conditions.push(
      Prisma.sql`t.playable_age_from <= ${search.playableAge} AND t.playable_age_to >= ${search.playableAge}`,
    );
  }
  const anyOf = (column: string, values: readonly string[]) => {
    if (values.length > 0) {
      conditions.push(Prisma.sql`${Prisma.raw(`t.${column}`)} = ANY(${values}::text[])`);
    }
  };
  const overlaps = (column: string, values: readonly string[]) => {
    if (values.length > 0) {
      conditions.push(Prisma.sql`${Prisma.raw(`t.${column}`)} && ${values}::text[]`);
    }
  };
  const containsAll = (column: string, values: readonly string[]) => {
    if (values.length > 0) {
      conditions.push(Prisma.sql`${Prisma.raw(`t.${column}`)} @> ${values}::text[]`);
    }
  };
  anyOf('gender_role', search.genderRoles);
  anyOf('hair_color', search.hairColors);
  anyOf('eye_color', search.eyeColors);
  overlaps('unions', search.unions);
  overlaps('ethnic_appearances', search.ethnicAppearances);
  overlaps('body_types', search.bodyTypes);
  containsAll('skills', search.skills);
  containsAll('languages', search.languages);
  containsAll('accents', search.accents);
  if (search.heightCm.min !== undefined) {
    conditions.push(Prisma.sql`t.height_cm >= ${search.heightCm.min}`);
  }
  if (search.heightCm.max !== undefined) {
    conditions.push(Prisma.sql`t.height_cm <= ${search.heightCm.max}`);
  }
  if (search.weightGrams.min !== undefined) {
    conditions.push(Prisma.sql`t.weight_g >= ${search.weightGrams.min}`);
  }
  if (search.weightGrams.max !== undefined) {
    conditions.push(Prisma.sql`t.weight_g <= ${search.weightGrams.max}`);
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
  return conditions.length === 0 ? Prisma.sql`TRUE` : Prisma.join(conditions, ' AND ');
}

/** The columns search filters on, copied from the validated profile (bench/search fills its rows with it). */
export function searchColumns(data: TalentProfileData) {
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
    searchText: talentSearchText(data),
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
  };
}

/** What other services keep of a profile (connections shows the name; payments needs the trust flag). */
function talentSummary(data: TalentProfileData) {
  return { displayName: `${data.firstName} ${data.lastName}`.trim(), trustAccount: data.trustAccount };
}

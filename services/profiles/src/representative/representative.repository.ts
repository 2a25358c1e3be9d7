import {
  ProfilesTopics,
  RepresentativeProfileCreatedSchema,
  RepresentativeProfileDeletedSchema,
  RepresentativeProfileUpdatedSchema,
} from '@callsheet/contracts';
import {
  appendToOutbox,
  buildPage,
  DATABASE,
  freeText,
  isUuid,
  keysetPageArgs,
  outgoingEvent,
  type Page,
  type PageRequest,
  rankedPageQuery,
} from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { ProfilesDatabase } from '../database/profiles.database.js';
import { Prisma } from '../generated/prisma/client.js';
import type { RepresentativeProfileData } from './domain/representative-profile.rules.js';
import { representativeSearchText } from './domain/representative-search-text.js';
import type { RepresentativeSearch } from './domain/representative-search.rules.js';

export interface StoredRepresentative {
  id: string;
  accountId: string;
  data: RepresentativeProfileData;
  createdAt: Date;
  updatedAt: Date;
}

/** Representative profiles and their search columns; the only place that knows their table. */
@Injectable()
export class RepresentativeRepository {
  constructor(@Inject(DATABASE) private readonly db: ProfilesDatabase) {}

  async create(id: string, accountId: string, data: RepresentativeProfileData): Promise<StoredRepresentative> {
    return this.db.$transaction(async (tx) => {
      const row = await tx.representativeProfile.create({
        data: { id, accountId, ...searchColumns(data), data: toJson(data) },
      });
      await appendToOutbox(tx, [
        outgoingEvent(ProfilesTopics.representativeEvents, id, RepresentativeProfileCreatedSchema, {
          representativeId: id,
          accountId,
          ...representativeSummary(data),
        }),
      ]);
      return stored(row);
    });
  }

  /** Replaces the profile of this account, with RepresentativeProfileUpdated; undefined when none. */
  async update(
    id: string,
    accountId: string,
    data: RepresentativeProfileData,
  ): Promise<StoredRepresentative | undefined> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.representativeProfile.updateMany({
        where: { id, accountId },
        data: { ...searchColumns(data), data: toJson(data) },
      });
      if (count === 0) {
        return undefined;
      }
      await appendToOutbox(tx, [
        outgoingEvent(ProfilesTopics.representativeEvents, id, RepresentativeProfileUpdatedSchema, {
          representativeId: id,
          accountId,
          ...representativeSummary(data),
        }),
      ]);
      return stored(await tx.representativeProfile.findUniqueOrThrow({ where: { id } }));
    });
  }

  async delete(id: string, accountId: string): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.representativeProfile.deleteMany({ where: { id, accountId } });
      if (count === 0) {
        return false;
      }
      await appendToOutbox(tx, [
        outgoingEvent(ProfilesTopics.representativeEvents, id, RepresentativeProfileDeletedSchema, {
          representativeId: id,
          accountId,
        }),
      ]);
      return true;
    });
  }

  async findById(id: string): Promise<StoredRepresentative | undefined> {
    if (!isUuid(id)) {
      return undefined;
    }
    const row = await this.db.representativeProfile.findUnique({ where: { id } });
    return row ? stored(row) : undefined;
  }

  async listOwned(accountId: string, page: PageRequest): Promise<Page<StoredRepresentative>> {
    const rows = await this.db.representativeProfile.findMany(keysetPageArgs({ accountId }, page));
    return buildPage(rows.map(stored), page);
  }

  async search(search: RepresentativeSearch, page: PageRequest): Promise<Page<StoredRepresentative>> {
    const text = freeText(search.text);
    const rank = text?.rank ?? Prisma.sql`0`;
    const conditions: Prisma.Sql[] = [];
    if (text) {
      conditions.push(text.where);
    }
    for (const [column, values] of [
      ['representation_types', search.representationTypes],
      ['project_locations', search.projectLocations],
      ['services', search.services],
      ['talent_types', search.talentTypes],
    ] as const) {
      if (values.length > 0) {
        conditions.push(Prisma.sql`${Prisma.raw(`t.${column}`)} && ${values}::text[]`);
      }
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
    const rows = await this.db.$queryRaw<RawRow[]>(
      rankedPageQuery({
        table: Prisma.sql`representative_profile`,
        columns: Prisma.sql`t.id, t.account_id, t.data, t.created_at, t.updated_at`,
        rank,
        where: conditions.length === 0 ? Prisma.sql`TRUE` : Prisma.join(conditions, ' AND '),
        page,
      }),
    );
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

interface RawRow {
  id: string;
  account_id: string;
  data: unknown;
  created_at: Date;
  updated_at: Date;
}

function searchColumns(data: RepresentativeProfileData) {
  return {
    representationTypes: data.representationTypes,
    projectLocations: data.projectLocations,
    services: data.services,
    talentTypes: data.talentTypes,
    country: data.businessAddress?.country ?? null,
    state: data.businessAddress?.state?.toUpperCase() ?? null,
    city: data.businessAddress?.city ?? null,
    searchText: representativeSearchText(data),
  };
}

function toJson(data: RepresentativeProfileData): Prisma.InputJsonObject {
  return JSON.parse(JSON.stringify(data)) as Prisma.InputJsonObject;
}

function stored(row: { id: string; accountId: string; data: unknown; createdAt: Date; updatedAt: Date }) {
  return { ...row, data: row.data as RepresentativeProfileData };
}

/** What connections keeps of a representative profile: a name to show and the kinds of representation. */
function representativeSummary(data: RepresentativeProfileData) {
  return {
    displayName: data.company?.name ?? data.license?.fullName ?? data.contact.email ?? 'Representative',
    representationTypes: [...data.representationTypes],
  };
}

import { DATABASE, isUuid } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { ConnectionsDatabase, Tx } from '../database/connections.database.js';

/*
 * This service's copies of other services' records, kept from their events (ARCHITECTURE §3: services
 * share events, not databases): who owns each profile and job, and what the lists show of them.
 * Events of one record arrive in order (keyed by its id), so a plain upsert keeps the latest state.
 * Deleted records stay, marked, so that old connections and applications still read.
 */
export interface TalentRef {
  id: string;
  accountId: string;
  displayName: string;
  minor: boolean;
  trustAccount: boolean;
  deleted: boolean;
}

export interface RepresentativeRef {
  id: string;
  accountId: string;
  displayName: string;
  representationTypes: string[];
  deleted: boolean;
}

export interface JobRef {
  id: string;
  accountId: string;
  productionId: string;
  projectId: string;
  roleName: string;
  status: string;
  preScreenMedia: string[];
  nudity: boolean;
  expiresOn?: string;
  deleted: boolean;
}

export type TalentCopy = Omit<TalentRef, 'deleted'>;
export type RepresentativeCopy = Omit<RepresentativeRef, 'deleted'>;
export type JobCopy = Omit<JobRef, 'deleted'>;

@Injectable()
export class ReplicaRepository {
  constructor(@Inject(DATABASE) private readonly db: ConnectionsDatabase) {}

  async saveTalent(tx: Tx, talent: TalentCopy): Promise<void> {
    const { id, ...data } = talent;
    await tx.talentRef.upsert({ where: { id }, create: talent, update: { ...data, deletedAt: null } });
  }

  async saveRepresentative(tx: Tx, representative: RepresentativeCopy): Promise<void> {
    const { id, ...data } = representative;
    await tx.representativeRef.upsert({ where: { id }, create: representative, update: { ...data, deletedAt: null } });
  }

  async saveJob(tx: Tx, job: JobCopy): Promise<void> {
    const { id, ...data } = job;
    await tx.jobRef.upsert({ where: { id }, create: job, update: { ...data, deletedAt: null } });
  }

  async markTalentDeleted(tx: Tx, id: string, accountId: string): Promise<void> {
    await tx.talentRef.upsert({
      where: { id },
      create: { id, accountId, displayName: '', minor: false, deletedAt: new Date() },
      update: { deletedAt: new Date() },
    });
  }

  async markRepresentativeDeleted(tx: Tx, id: string, accountId: string): Promise<void> {
    await tx.representativeRef.upsert({
      where: { id },
      create: { id, accountId, displayName: '', representationTypes: [], deletedAt: new Date() },
      update: { deletedAt: new Date() },
    });
  }

  async markJobDeleted(tx: Tx, id: string): Promise<void> {
    await tx.jobRef.updateMany({ where: { id }, data: { deletedAt: new Date(), status: 'deleted' } });
  }

  /** A live (not deleted) talent profile. */
  async findTalent(id: string): Promise<TalentRef | undefined> {
    if (!isUuid(id)) {
      return undefined;
    }
    const row = await this.db.talentRef.findUnique({ where: { id } });
    return row && !row.deletedAt ? withDeleted(row) : undefined;
  }

  async findRepresentative(id: string): Promise<RepresentativeRef | undefined> {
    if (!isUuid(id)) {
      return undefined;
    }
    const row = await this.db.representativeRef.findUnique({ where: { id } });
    return row && !row.deletedAt ? withDeleted(row) : undefined;
  }

  async findJob(id: string): Promise<JobRef | undefined> {
    if (!isUuid(id)) {
      return undefined;
    }
    const row = await this.db.jobRef.findUnique({ where: { id } });
    return row && !row.deletedAt ? jobRef(row) : undefined;
  }

  /** Names for lists, deleted profiles included (an archived connection still shows who it was with). */
  async talentsByIds(ids: readonly string[]): Promise<Map<string, TalentRef>> {
    const rows = await this.db.talentRef.findMany({ where: { id: { in: [...new Set(ids)] } } });
    return new Map(rows.map((row) => [row.id, withDeleted(row)]));
  }

  async representativesByIds(ids: readonly string[]): Promise<Map<string, RepresentativeRef>> {
    const rows = await this.db.representativeRef.findMany({ where: { id: { in: [...new Set(ids)] } } });
    return new Map(rows.map((row) => [row.id, withDeleted(row)]));
  }

  async jobsByIds(ids: readonly string[]): Promise<Map<string, JobRef>> {
    const rows = await this.db.jobRef.findMany({ where: { id: { in: [...new Set(ids)] } } });
    return new Map(rows.map((row) => [row.id, jobRef(row)]));
  }
}

/** A copy as the service reads it: deleted instead of the deletion time, without the bookkeeping column. */
function withDeleted<Row extends { deletedAt: Date | null; updatedAt: Date }>(
  row: Row,
): Omit<Row, 'deletedAt' | 'updatedAt'> & { deleted: boolean } {
  const { deletedAt, updatedAt: _updatedAt, ...rest } = row;
  return { ...rest, deleted: deletedAt !== null };
}

type JobRow = Awaited<ReturnType<ConnectionsDatabase['jobRef']['findUniqueOrThrow']>>;

function jobRef(row: JobRow): JobRef {
  const { expiresOn, ...rest } = withDeleted(row);
  return { ...rest, expiresOn: expiresOn ?? undefined };
}

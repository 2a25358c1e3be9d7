import { DATABASE, findByUuid } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { ConnectionsDatabase, Tx } from '../database/connections.database.js';
import type { JobCopy, JobRef, RepresentativeCopy, RepresentativeRef, TalentCopy, TalentRef } from './domain/copies.js';
import type { UpstreamChange } from './domain/upstream-changes.js';

// The copies (domain/copies.ts) as rows; the reactions write them, the use cases read them.
export type { JobCopy, JobRef, RepresentativeCopy, RepresentativeRef, TalentCopy, TalentRef } from './domain/copies.js';

@Injectable()
export class ReplicaRepository {
  constructor(@Inject(DATABASE) private readonly db: ConnectionsDatabase) {}

  /** The copy follows a change upstream: saved as it is now, or marked deleted. */
  async follow(tx: Tx, change: UpstreamChange): Promise<void> {
    switch (change.kind) {
      case 'talentSaved':
        return this.saveTalent(tx, change.talent);
      case 'talentDeleted':
        return this.markTalentDeleted(tx, change.talentId, change.accountId);
      case 'representativeSaved':
        return this.saveRepresentative(tx, change.representative);
      case 'representativeDeleted':
        return this.markRepresentativeDeleted(tx, change.representativeId, change.accountId);
      case 'jobSaved':
        return this.saveJob(tx, change.job);
      case 'jobDeleted':
        return this.markJobDeleted(tx, change.jobId);
    }
  }

  async saveTalent(tx: Tx, talent: TalentCopy): Promise<void> {
    const { id, ...data } = talent;
    // A talent who came of age arrives without a birth date: clear it.
    await tx.talentRef.upsert({
      where: { id },
      create: talent,
      update: { ...data, birthDate: data.birthDate ?? null, deletedAt: null },
    });
  }

  async saveRepresentative(tx: Tx, representative: RepresentativeCopy): Promise<void> {
    const { id, ...data } = representative;
    await tx.representativeRef.upsert({ where: { id }, create: representative, update: { ...data, deletedAt: null } });
  }

  async saveJob(tx: Tx, job: JobCopy): Promise<void> {
    const { id, ...data } = job;
    // A job whose expiry or place was removed arrives without one: clear it (Prisma leaves an undefined column alone).
    await tx.jobRef.upsert({
      where: { id },
      create: job,
      update: { ...data, expiresOn: data.expiresOn ?? null, workState: data.workState ?? null, deletedAt: null },
    });
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
  findTalent(id: string): Promise<TalentRef | undefined> {
    return findByUuid(id, (key) => this.db.talentRef.findUnique({ where: { id: key, deletedAt: null } }), talentRef);
  }

  findRepresentative(id: string): Promise<RepresentativeRef | undefined> {
    return findByUuid(
      id,
      (key) => this.db.representativeRef.findUnique({ where: { id: key, deletedAt: null } }),
      withDeleted,
    );
  }

  findJob(id: string): Promise<JobRef | undefined> {
    return findByUuid(id, (key) => this.db.jobRef.findUnique({ where: { id: key, deletedAt: null } }), jobRef);
  }

  /** Names for lists, deleted profiles included (an archived connection still shows who it was with). */
  async talentsByIds(ids: readonly string[]): Promise<Map<string, TalentRef>> {
    const rows = await this.db.talentRef.findMany({ where: { id: { in: [...new Set(ids)] } } });
    return new Map(rows.map((row) => [row.id, talentRef(row)]));
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
type TalentRow = Awaited<ReturnType<ConnectionsDatabase['talentRef']['findUniqueOrThrow']>>;

function jobRef(row: JobRow): JobRef {
  const { expiresOn, workState, ...rest } = withDeleted(row);
  return { ...rest, expiresOn: expiresOn ?? undefined, workState: workState ?? undefined };
}

function talentRef(row: TalentRow): TalentRef {
  const { birthDate, ...rest } = withDeleted(row);
  return { ...rest, birthDate: birthDate ?? undefined };
}

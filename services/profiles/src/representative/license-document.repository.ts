import { DATABASE, isUuid, writeWithEvents } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { ProfilesDatabase } from '../database/profiles.database.js';
import type { Prisma, RepresentativeDocument } from '../generated/prisma/client.js';
import { outgoingProfilesEvent } from '../profiles.events.js';
import type { RepresentativeEvent } from './domain/representative-events.js';

/** A representative's licence document row; the file itself is in FileStorage under storageKey. */
export type LicenseDocument = RepresentativeDocument;

/**
 * Licence document rows (representative_document). Each change locks the profile's row first, so two
 * uploads, or an upload and a removal, of one profile take turns, and commits the profile's events with it.
 */
@Injectable()
export class LicenseDocumentRepository {
  constructor(@Inject(DATABASE) private readonly db: ProfilesDatabase) {}

  async ofRepresentative(representativeId: string): Promise<LicenseDocument | undefined> {
    return isUuid(representativeId)
      ? ((await this.db.representativeDocument.findUnique({ where: { representativeId } })) ?? undefined)
      : undefined;
  }

  async find(id: string): Promise<LicenseDocument | undefined> {
    return isUuid(id) ? ((await this.db.representativeDocument.findUnique({ where: { id } })) ?? undefined) : undefined;
  }

  /** The profiles, each saying whether a licence document is on file (one indexed query for them all). */
  async marked<T extends { id: string }>(profiles: readonly T[]): Promise<(T & { licenseDocumentOnFile: boolean })[]> {
    const ids = profiles.map((profile) => profile.id).filter(isUuid);
    const rows =
      ids.length === 0
        ? []
        : await this.db.representativeDocument.findMany({
            where: { representativeId: { in: ids } },
            select: { representativeId: true },
          });
    const onFile = new Set(rows.map((row) => row.representativeId));
    return profiles.map((profile) => ({ ...profile, licenseDocumentOnFile: onFile.has(profile.id) }));
  }

  /**
   * Makes `document` the profile's licence document, with the events; answers it with the one it
   * replaced (whose file the caller removes once this has committed). Undefined when the account has no
   * such profile (deleted meanwhile): nothing written.
   */
  replace(
    owner: { representativeId: string; accountId: string },
    document: Omit<LicenseDocument, 'uploadedAt'>,
    events: readonly RepresentativeEvent[],
  ): Promise<{ document: LicenseDocument; replaced: LicenseDocument | undefined } | undefined> {
    return writeWithEvents(this.db, events.map(outgoingProfilesEvent), async (tx) => {
      if (!(await lockProfile(tx, owner))) {
        return undefined;
      }
      const replaced =
        (await tx.representativeDocument.findUnique({ where: { representativeId: owner.representativeId } })) ??
        undefined;
      if (replaced) {
        await tx.representativeDocument.delete({ where: { id: replaced.id } });
      }
      return { document: await tx.representativeDocument.create({ data: document }), replaced };
    });
  }

  /** Removes the profile's licence document, with the events; undefined (nothing written) when it has none. */
  remove(
    owner: { representativeId: string; accountId: string },
    events: readonly RepresentativeEvent[],
  ): Promise<LicenseDocument | undefined> {
    return writeWithEvents(this.db, events.map(outgoingProfilesEvent), async (tx) => {
      if (!(await lockProfile(tx, owner))) {
        return undefined;
      }
      const document = await tx.representativeDocument.findUnique({
        where: { representativeId: owner.representativeId },
      });
      if (!document) {
        return undefined;
      }
      await tx.representativeDocument.delete({ where: { id: document.id } });
      return document;
    });
  }
}

/**
 * Locks the account's profile row for the rest of the transaction and marks it updated (the document is
 * part of the profile, and its RepresentativeProfileUpdated event goes with it). False when the account
 * has no such profile.
 */
async function lockProfile(
  tx: Prisma.TransactionClient,
  { representativeId, accountId }: { representativeId: string; accountId: string },
): Promise<boolean> {
  const { count } = await tx.representativeProfile.updateMany({
    where: { id: representativeId, accountId },
    data: { updatedAt: new Date() },
  });
  return count === 1;
}

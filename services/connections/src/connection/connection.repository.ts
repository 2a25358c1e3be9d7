import {
  appendToOutbox,
  DATABASE,
  findByUuid,
  findKeysetPage,
  type OutgoingEvent,
  type Page,
  type PageRequest,
  withoutNulls,
} from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { ConnectionsDatabase, Tx } from '../database/connections.database.js';
import type { Prisma } from '../generated/prisma/client.js';
import { outgoingConnectionEvent } from './connection.events.js';
import { archivedWithProfile, type ConnectionEvent, type ConnectionStep } from './domain/connection-events.js';
import type { ConnectionStatus } from './domain/connection-status.js';

export type Side = 'talent' | 'representative';

export interface StoredConnection {
  id: string;
  talentId: string;
  talentAccountId: string;
  representativeId: string;
  representativeAccountId: string;
  requestedBy: Side;
  types: string[];
  message?: string;
  status: ConnectionStatus;
  endedReason?: string;
  approvedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type NewConnection = Omit<StoredConnection, 'status' | 'endedReason' | 'approvedAt' | 'createdAt' | 'updatedAt'>;

/** The caller's lists (spec section 4): approved = active; received and sent = pending, by direction. */
export type ConnectionList = 'approved' | 'received' | 'sent';

/** Connections and their outgoing events; the only place that knows the connection table. */
@Injectable()
export class ConnectionRepository {
  constructor(@Inject(DATABASE) private readonly db: ConnectionsDatabase) {}

  /**
   * The pending request and its events, or undefined when the pair already has a pending or active
   * connection: the partial unique index decides, so two concurrent requests cannot both win.
   */
  async request(connection: NewConnection, events: readonly ConnectionEvent[]): Promise<StoredConnection | undefined> {
    return this.db.$transaction(async (tx) => {
      const inserted = await tx.$executeRaw`
        INSERT INTO connection (id, talent_id, talent_account_id, representative_id, representative_account_id,
                                requested_by, types, message, status, updated_at)
        VALUES (${connection.id}::uuid, ${connection.talentId}::uuid, ${connection.talentAccountId}::uuid,
                ${connection.representativeId}::uuid, ${connection.representativeAccountId}::uuid,
                ${connection.requestedBy}, ${connection.types}::text[], ${connection.message ?? null}, 'pending', now())
        ON CONFLICT (talent_id, representative_id) WHERE status IN ('pending', 'active') DO NOTHING`;
      if (inserted === 0) {
        return undefined;
      }
      const stored = toStored(await tx.connection.findUniqueOrThrow({ where: { id: connection.id } }));
      await appendToOutbox(tx, outgoing(events, stored));
      return stored;
    });
  }

  /** From the current status only: of two concurrent changes, one wins and the other gets undefined. */
  async change(current: StoredConnection, step: ConnectionStep): Promise<StoredConnection | undefined> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.connection.updateMany({
        where: { id: current.id, status: step.from },
        data: { status: step.to, ...(step.to === 'active' ? { approvedAt: new Date() } : {}) },
      });
      if (count === 0) {
        return undefined;
      }
      const changed = toStored(await tx.connection.findUniqueOrThrow({ where: { id: current.id } }));
      await appendToOutbox(tx, outgoing(step.events, changed));
      return changed;
    });
  }

  /** The service's own archive when a profile is deleted: every pending or active connection of it. */
  async archiveLiveOf(tx: Tx, side: Side, profileId: string, reason: string): Promise<number> {
    const live = await tx.connection.findMany({
      where: { ...(side === 'talent' ? { talentId: profileId } : { representativeId: profileId }), ...LIVE },
    });
    const events: OutgoingEvent[] = [];
    for (const row of live) {
      const step = archivedWithProfile(row.status as ConnectionStatus, reason);
      const { count } = await tx.connection.updateMany({
        where: { id: row.id, status: step.from },
        data: { status: step.to, endedReason: reason },
      });
      if (count === 1) {
        events.push(...outgoing(step.events, { ...toStored(row), status: step.to, endedReason: reason }));
      }
    }
    await appendToOutbox(tx, events);
    return events.length;
  }

  findById(id: string): Promise<StoredConnection | undefined> {
    return findByUuid(id, (key) => this.db.connection.findUnique({ where: { id: key } }), toStored);
  }

  async findLiveBetween(talentId: string, representativeId: string): Promise<StoredConnection | undefined> {
    const row = await this.db.connection.findFirst({ where: { talentId, representativeId, ...LIVE } });
    return row ? toStored(row) : undefined;
  }

  async list(accountId: string, list: ConnectionList, page: PageRequest): Promise<Page<StoredConnection>> {
    if (list === 'approved') {
      return this.page({ status: 'active', ...ofAccount(accountId) }, page);
    }
    // Received: the caller is the side that did not send; sent: the side that did.
    const mine = (side: Side): Prisma.ConnectionWhereInput =>
      side === 'talent' ? { talentAccountId: accountId } : { representativeAccountId: accountId };
    const other = (side: Side): Side => (side === 'talent' ? 'representative' : 'talent');
    const sentBy = (side: Side) => ({ ...mine(side), requestedBy: list === 'sent' ? side : other(side) });
    return this.page({ status: 'pending', OR: [sentBy('talent'), sentBy('representative')] }, page);
  }

  /** Active connections of the caller's talent profiles (side representatives) or representative profiles. */
  async connected(
    accountId: string,
    side: 'representatives' | 'talents',
    profileId: string | undefined,
    page: PageRequest,
  ): Promise<Page<StoredConnection>> {
    const where: Prisma.ConnectionWhereInput =
      side === 'representatives'
        ? { talentAccountId: accountId, ...(profileId ? { talentId: profileId } : {}) }
        : { representativeAccountId: accountId, ...(profileId ? { representativeId: profileId } : {}) };
    return this.page({ ...where, status: 'active' }, page);
  }

  /** The caller's connections in one status that involve one profile (either side's). */
  async withProfile(
    accountId: string,
    profileId: string,
    status: ConnectionStatus,
    page: PageRequest,
  ): Promise<Page<StoredConnection>> {
    return this.page(
      { status, AND: [ofAccount(accountId), { OR: [{ talentId: profileId }, { representativeId: profileId }] }] },
      page,
    );
  }

  async isConnected(talentId: string, representativeId: string): Promise<boolean> {
    return (await this.db.connection.count({ where: { talentId, representativeId, status: 'active' } })) > 0;
  }

  /** The representative profiles actively connected to a talent: who a deal memo may pay. */
  async connectedRepresentativeIds(talentId: string): Promise<Set<string>> {
    const rows = await this.db.connection.findMany({
      where: { talentId, status: 'active' },
      select: { representativeId: true },
    });
    return new Set(rows.map((row) => row.representativeId));
  }

  private page(where: Prisma.ConnectionWhereInput, page: PageRequest): Promise<Page<StoredConnection>> {
    return findKeysetPage((args) => this.db.connection.findMany(args), where, page, toStored);
  }
}

const LIVE = { status: { in: ['pending', 'active'] } } satisfies Prisma.ConnectionWhereInput;

function ofAccount(accountId: string): Prisma.ConnectionWhereInput {
  return { OR: [{ talentAccountId: accountId }, { representativeAccountId: accountId }] };
}

function outgoing(events: readonly ConnectionEvent[], connection: StoredConnection): OutgoingEvent[] {
  return events.map((event) => outgoingConnectionEvent(event, connection));
}

type ConnectionRow = Awaited<ReturnType<ConnectionsDatabase['connection']['findUniqueOrThrow']>>;

function toStored(row: ConnectionRow): StoredConnection {
  return { ...withoutNulls(row), requestedBy: row.requestedBy as Side, status: row.status as ConnectionStatus };
}

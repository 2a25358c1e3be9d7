import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlClient } from '@callsheet/kernel';
import { type Prisma, PrismaClient } from '../generated/prisma/client.js';

export type ConnectionsDatabase = PrismaClient;
export type Tx = Prisma.TransactionClient;

/** The connections database (callsheet_connections) through the Rust-free Prisma client and node-postgres. */
export function createConnectionsDatabase(connectionString: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
}

/**
 * An event handler's transaction as the Prisma transaction client it is: the kernel's consumer opens it
 * with this service's Prisma client but types it as the schema-agnostic SqlClient.
 */
export function prismaTx(tx: SqlClient): Tx {
  return tx as unknown as Tx;
}

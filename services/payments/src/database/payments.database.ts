import type { SqlClient } from '@callsheet/kernel';
import { PrismaPg } from '@prisma/adapter-pg';
import { type Prisma, PrismaClient } from '../generated/prisma/client.js';

export type PaymentsDatabase = PrismaClient;
export type Tx = Prisma.TransactionClient;

/** The payments database (callsheet_payments) through the Rust-free Prisma client and node-postgres. */
export function createPaymentsDatabase(connectionString: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
}

/** An event handler's transaction as the Prisma transaction client it is (see connections' twin). */
export function prismaTx(tx: SqlClient): Tx {
  return tx as unknown as Tx;
}

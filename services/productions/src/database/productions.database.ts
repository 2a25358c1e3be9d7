import { SERIAL_PLANS } from '@callsheet/kernel';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';

/**
 * The productions database (callsheet_productions) through the Rust-free Prisma client and node-postgres,
 * planning without parallel workers (SERIAL_PLANS: its searches stop after a page).
 */
export function createProductionsDatabase(connectionString: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, options: SERIAL_PLANS }) });
}
export type ProductionsDatabase = PrismaClient;

import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';

/** The productions database (callsheet_productions) through the Rust-free Prisma client and node-postgres. */
export function createProductionsDatabase(connectionString: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
}
export type ProductionsDatabase = PrismaClient;

import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';

/** The identity database (callsheet_identity) through the Rust-free Prisma client and node-postgres. */
export function createIdentityDatabase(connectionString: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
}

export type IdentityDatabase = PrismaClient;

import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';

/** The profiles database (callsheet_profiles) through the Rust-free Prisma client and node-postgres. */
export function createProfilesDatabase(connectionString: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
}
export type ProfilesDatabase = PrismaClient;

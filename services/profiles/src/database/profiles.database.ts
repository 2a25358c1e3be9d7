import { SEARCH_PLANS } from '@callsheet/kernel';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';

/**
 * The profiles database (callsheet_profiles) through the Rust-free Prisma client and node-postgres,
 * planning as its searches need (SEARCH_PLANS: no parallel workers, random reads priced for memory).
 */
export function createProfilesDatabase(connectionString: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, options: SEARCH_PLANS }) });
}
export type ProfilesDatabase = PrismaClient;

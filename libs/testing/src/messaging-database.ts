import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.js';
import { testDatabaseUrl } from './database.js';

/**
 * A database with only the messaging tables (outbox, processed_event) and `handler_effect`, for tests
 * and benchmarks of the messaging kernel. `callsheet_kernel` and `callsheet_kernel_peer` play two services.
 */
export function createMessagingTestDatabase(database: 'callsheet_kernel' | 'callsheet_kernel_peer'): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: testDatabaseUrl(database) }) });
}

export type MessagingTestDatabase = PrismaClient;

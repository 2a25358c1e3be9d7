import { createFileStorage, type FileStorage } from '@callsheet/kernel';
import { kafkaBrokers, startServiceTestApp, testDatabaseUrl } from '@callsheet/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProfilesDatabase, type ProfilesDatabase } from '../src/database/profiles.database.js';
import { profilesEnvSchema } from '../src/profiles.env.js';
import { ProfilesModule } from '../src/profiles.module.js';

/**
 * The profiles service in-process (the medium test tier, `startServiceTestApp`), built as its main.ts
 * builds it, against the real test database, with file storage on local disk in a directory of its
 * own that `close` removes.
 */
export interface ProfilesTestApp {
  app: INestApplicationContext;
  db: ProfilesDatabase;
  storage: FileStorage;
  /** Where the local file storage keeps its files. */
  filesDir: string;
  commands: CommandBus;
  queries: QueryBus;
  close(): Promise<void>;
}

export async function startProfilesTestApp(): Promise<ProfilesTestApp> {
  const env = profilesEnvSchema.parse({
    DATABASE_URL: testDatabaseUrl('callsheet_profiles'),
    KAFKA_BROKERS: kafkaBrokers.join(','),
    LOG_LEVEL: 'warn',
    FILE_STORAGE_DIR: mkdtempSync(join(tmpdir(), 'profiles-test-')),
  });
  const storage = createFileStorage(env);
  const { app, db, close } = await startServiceTestApp({
    name: 'profiles',
    database: createProfilesDatabase(env.DATABASE_URL),
    module: ProfilesModule.forRoot(storage),
    onClose: () => rmSync(env.FILE_STORAGE_DIR, { recursive: true, force: true }),
  });
  return {
    app,
    db,
    storage,
    filesDir: env.FILE_STORAGE_DIR,
    commands: app.get(CommandBus),
    queries: app.get(QueryBus),
    close,
  };
}

import { z } from 'zod';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { S3Storage } from './s3.storage.js';

/** The environment of a process that reads or writes files (the gateway stages uploads, profiles keeps photos). */
export const fileStorageEnvSchema = z.object({
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  FILE_STORAGE_DIR: z.string().min(1).default('.data/files'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
});

export type FileStorageEnv = z.infer<typeof fileStorageEnvSchema>;

export function createFileStorage(env: FileStorageEnv): FileStorage {
  if (env.FILE_STORAGE === 's3') {
    if (!env.S3_BUCKET) {
      throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
    }
    return new S3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalDiskStorage(env.FILE_STORAGE_DIR);
}

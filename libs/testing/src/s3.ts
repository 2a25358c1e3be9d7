import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';

/*
 * The local S3-compatible server (scripts/infra/lib/s3.sh, moto's server) as the tests use it: each test
 * file or stack works in a bucket of its own, created here and deleted with its objects at the end.
 */

/** Where scripts/infra's S3 server answers. */
export const s3TestEndpoint = `http://127.0.0.1:${process.env.S3_PORT ?? '9000'}`;

/**
 * What a process needs to keep its files in `bucket` on the local server (the variables of
 * `fileStorageEnvSchema`, and credentials for the SDK's chain: the server takes any). The instance
 * metadata lookup is off, so a missing credential fails at once instead of asking the network.
 */
export function s3TestEnvironment(bucket: string): Record<string, string> {
  return {
    FILE_STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: s3TestEndpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: 'callsheet-test',
    AWS_SECRET_ACCESS_KEY: 'callsheet-test-secret',
    AWS_EC2_METADATA_DISABLED: 'true',
  };
}

/** A client of the local server, to look into a bucket from a test. */
export function s3TestClient(): S3Client {
  const environment = s3TestEnvironment('unused');
  return new S3Client({
    region: environment.S3_REGION,
    endpoint: s3TestEndpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: environment.AWS_ACCESS_KEY_ID, secretAccessKey: environment.AWS_SECRET_ACCESS_KEY },
  });
}

/** Creates a bucket named `<prefix>-<random>` on the local server and answers its name. */
export async function createTestBucket(prefix: string): Promise<string> {
  const bucket = `${prefix}-${randomUUID().slice(0, 8)}`;
  const client = s3TestClient();
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return bucket;
}

/** The keys in a bucket, sorted. */
export async function listTestBucket(bucket: string): Promise<string[]> {
  const client = s3TestClient();
  const keys: string[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((object) => object.Key!));
      token = page.NextContinuationToken;
    } while (token);
  } finally {
    client.destroy();
  }
  return keys.sort();
}

/** Deletes a bucket and everything in it (the server keeps objects in memory). */
export async function deleteTestBucket(bucket: string): Promise<void> {
  const keys = await listTestBucket(bucket);
  const client = s3TestClient();
  try {
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000).map((Key) => ({ Key }));
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch } }));
    }
    await client.send(new DeleteBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
}

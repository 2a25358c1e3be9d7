import { HeadObjectCommand, ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import {
  createTestBucket,
  deleteTestBucket,
  listTestBucket,
  s3TestClient,
  s3TestEnvironment,
} from '@callsheet/testing';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { createFileStorage, fileStorageEnvSchema, S3_PART_SIZE, S3Storage, type FileStorage } from '../src/index.js';

// The S3 adapter against a real S3-compatible server (scripts/infra's, moto), built the way the services
// build it: from their environment through createFileStorage, credentials from the SDK's chain.
let bucket: string;
let storage: FileStorage;
const client = s3TestClient();
const saved = { ...process.env };

function storageOf(name: string): FileStorage {
  return createFileStorage(fileStorageEnvSchema.parse(s3TestEnvironment(name)));
}

async function contentTypeOf(key: string) {
  return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentType;
}

beforeAll(async () => {
  bucket = await createTestBucket('kernel-storage');
  // The SDK's default chain reads the credentials from the environment, as in a pod.
  Object.assign(process.env, s3TestEnvironment(bucket));
  storage = storageOf(bucket);
});

afterAll(async () => {
  await deleteTestBucket(bucket);
  client.destroy();
  process.env = saved;
});

describe('S3Storage on a real S3-compatible server', () => {
  it('is what FILE_STORAGE=s3 builds', () => {
    expect(storage).toBeInstanceOf(S3Storage);
  });

  it('puts, gets and deletes a file with its content type', async () => {
    const bytes = randomBytes(2048);
    await storage.put('photos/a/original.png', bytes, 'image/png');
    expect((await storage.get('photos/a/original.png'))?.equals(bytes)).toBe(true);
    expect(await contentTypeOf('photos/a/original.png')).toBe('image/png');
    expect(await listTestBucket(bucket)).toContain('photos/a/original.png');

    await storage.delete('photos/a/original.png');
    expect(await storage.get('photos/a/original.png')).toBeUndefined();
    expect(await listTestBucket(bucket)).not.toContain('photos/a/original.png');
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put('uploads/same', Buffer.from('first'), 'text/plain');
    await storage.put('uploads/same', Buffer.from('second'), 'application/pdf');
    expect((await storage.get('uploads/same'))?.toString()).toBe('second');
    expect(await contentTypeOf('uploads/same')).toBe('application/pdf');
  });

  it('answers undefined for a missing key, and deleting one is not an error', async () => {
    expect(await storage.get('nothing/here')).toBeUndefined();
    expect(await storage.getStream('nothing/here')).toBeUndefined();
    await expect(storage.delete('nothing/here')).resolves.toBeUndefined();
  });

  it('writes a short stream as one object and reads it back as a stream', async () => {
    const rows = Array.from({ length: 1000 }, (_, index) => `row ${index}\r\n`);
    const { bytes } = await storage.putStream('reports/short.csv', Readable.from(rows), 'text/csv; charset=utf-8');
    expect(bytes).toBe(Buffer.byteLength(rows.join('')));
    expect(await contentTypeOf('reports/short.csv')).toBe('text/csv; charset=utf-8');
    const stream = await storage.getStream('reports/short.csv');
    expect(stream).toBeInstanceOf(Readable);
    expect(await text(stream!)).toBe(rows.join(''));
  });

  it('writes a stream longer than a part as a multipart upload of 5 MiB parts', async () => {
    // Two whole parts and a short last one, in chunks that do not line up with the parts.
    const chunk = randomBytes(1024 * 1024 - 7);
    const count = Math.ceil((2 * S3_PART_SIZE + 1024 * 1024) / chunk.length);
    const expected = Buffer.concat(Array.from({ length: count }, () => chunk));
    const { bytes } = await storage.putStream(
      'reports/long.csv',
      Readable.from(Array.from({ length: count }, () => chunk)),
      'text/csv',
    );
    expect(bytes).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(2 * S3_PART_SIZE);
    expect((await buffer((await storage.getStream('reports/long.csv'))!)).equals(expected)).toBe(true);
    expect(await contentTypeOf('reports/long.csv')).toBe('text/csv');
  });

  it('leaves no object and no open upload when a long stream fails half way', async () => {
    const part = randomBytes(S3_PART_SIZE);
    function* failing() {
      yield part;
      yield part;
      throw new Error('database went away');
    }
    await expect(storage.putStream('reports/failed.csv', Readable.from(failing()), 'text/csv')).rejects.toThrow(
      'database went away',
    );
    expect(await storage.get('reports/failed.csv')).toBeUndefined();
    const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
    expect(uploads.Uploads ?? []).toEqual([]);
  });

  it('refuses every operation on a bucket that does not exist, naming it', async () => {
    const missing = storageOf('callsheet-no-such-bucket');
    const refusal = /S3 bucket callsheet-no-such-bucket does not exist/;
    await expect(missing.put('a', Buffer.from('x'), 'text/plain')).rejects.toThrow(refusal);
    // Not undefined: a missing bucket is a configuration error, not a missing file.
    await expect(missing.get('a')).rejects.toThrow(refusal);
    await expect(missing.getStream('a')).rejects.toThrow(refusal);
    await expect(missing.putStream('a', Readable.from(['x']), 'text/plain')).rejects.toThrow(refusal);
    await expect(missing.delete('a')).rejects.toThrow(refusal);
  });
});

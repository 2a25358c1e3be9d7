import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { S3Storage, type S3Sender } from './s3.storage.js';

/** Records the commands sent and answers what a bucket would. */
class FakeS3 implements S3Sender {
  readonly sent: object[] = [];
  failOnPart?: number;

  send(command: object): Promise<unknown> {
    this.sent.push(command);
    if (command instanceof CreateMultipartUploadCommand) {
      return Promise.resolve({ UploadId: 'upload-1' });
    }
    if (command instanceof UploadPartCommand) {
      if (command.input.PartNumber === this.failOnPart) {
        return Promise.reject(new Error('network down'));
      }
      return Promise.resolve({ ETag: `etag-${command.input.PartNumber}` });
    }
    return Promise.resolve({});
  }

  of<T extends object>(type: abstract new (...args: never[]) => T): T[] {
    return this.sent.filter((command): command is T => command instanceof type);
  }
}

const settings = { bucket: 'files', region: 'us-east-1', forcePathStyle: false };

function chunks(count: number, size: number) {
  return Readable.from(Array.from({ length: count }, (_, index) => Buffer.alloc(size, index % 256)));
}

describe('S3Storage.putStream', () => {
  it('sends a short stream as one object', async () => {
    const s3 = new FakeS3();
    const { bytes } = await new S3Storage(settings, s3, 100).putStream('r.csv', chunks(3, 10), 'text/csv');
    expect(bytes).toBe(30);
    expect(s3.of(PutObjectCommand)).toHaveLength(1);
    expect(s3.of(PutObjectCommand)[0].input).toMatchObject({ Bucket: 'files', Key: 'r.csv', ContentType: 'text/csv' });
    expect(s3.of(CreateMultipartUploadCommand)).toHaveLength(0);
  });

  it('sends a long stream in parts of the part size, then completes the upload', async () => {
    const s3 = new FakeS3();
    const { bytes } = await new S3Storage(settings, s3, 100).putStream('r.csv', chunks(25, 10), 'text/csv');
    expect(bytes).toBe(250);
    const parts = s3
      .of(UploadPartCommand)
      .map((command) => [command.input.PartNumber, (command.input.Body as Buffer).length]);
    expect(parts).toEqual([
      [1, 100],
      [2, 100],
      [3, 50],
    ]);
    expect(s3.of(CompleteMultipartUploadCommand)[0].input.MultipartUpload?.Parts).toEqual([
      { ETag: 'etag-1', PartNumber: 1 },
      { ETag: 'etag-2', PartNumber: 2 },
      { ETag: 'etag-3', PartNumber: 3 },
    ]);
  });

  it('aborts the upload when a part fails, so no object appears', async () => {
    const s3 = new FakeS3();
    s3.failOnPart = 2;
    await expect(new S3Storage(settings, s3, 100).putStream('r.csv', chunks(25, 10), 'text/csv')).rejects.toThrow(
      'network down',
    );
    expect(s3.of(AbortMultipartUploadCommand)).toHaveLength(1);
    expect(s3.of(CompleteMultipartUploadCommand)).toHaveLength(0);
  });
});

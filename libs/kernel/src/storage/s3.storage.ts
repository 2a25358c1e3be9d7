import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2); omitted for AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
}

/** S3's smallest part but the last (5 MiB); a stream is sent in parts of this size, so memory stays at one part. */
export const S3_PART_SIZE = 5 * 1024 * 1024;

/** The part of S3Client this adapter uses (a fake in unit tests). */
export interface S3Sender {
  send(command: object): Promise<unknown>;
}

/** Files in an S3-compatible bucket; credentials come from the SDK's usual chain (environment, role). */
export class S3Storage implements FileStorage {
  private readonly client: S3Sender;

  constructor(
    private readonly settings: S3Settings,
    client?: S3Sender,
    private readonly partSize: number = S3_PART_SIZE,
  ) {
    this.client =
      client ??
      new S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
      });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    const body = await this.body(key);
    return body ? Buffer.from(await body.transformToByteArray()) : undefined;
  }

  async delete(key: string): Promise<void> {
    await this.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /**
   * A multipart upload, one part at a time (parts of `partSize` bytes, the last one smaller): the object
   * appears when the upload completes, and a failed upload is aborted. A stream shorter than one part
   * is a single PutObject.
   */
  async putStream(key: string, body: Readable, contentType: string): Promise<{ bytes: number }> {
    const target = { Bucket: this.settings.bucket, Key: key };
    let uploadId: string | undefined;
    const parts: { ETag?: string; PartNumber: number }[] = [];
    let buffered: Buffer[] = [];
    let bufferedBytes = 0;
    let bytes = 0;
    const sendPart = async (chunk: Buffer) => {
      if (uploadId === undefined) {
        const created = await this.send<{ UploadId?: string }>(
          new CreateMultipartUploadCommand({ ...target, ContentType: contentType }),
        );
        uploadId = created.UploadId;
      }
      const PartNumber = parts.length + 1;
      const sent = await this.send<{ ETag?: string }>(
        new UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: chunk }),
      );
      parts.push({ ETag: sent.ETag, PartNumber });
    };
    try {
      for await (const piece of body) {
        const chunk = typeof piece === 'string' ? Buffer.from(piece) : (piece as Buffer);
        buffered.push(chunk);
        bufferedBytes += chunk.length;
        bytes += chunk.length;
        while (bufferedBytes >= this.partSize) {
          const all = Buffer.concat(buffered);
          await sendPart(all.subarray(0, this.partSize));
          const rest = all.subarray(this.partSize);
          buffered = rest.length > 0 ? [rest] : [];
          bufferedBytes = rest.length;
        }
      }
      const last = Buffer.concat(buffered);
      if (uploadId === undefined) {
        await this.put(key, last, contentType);
        return { bytes };
      }
      if (last.length > 0) {
        await sendPart(last);
      }
      await this.send(
        new CompleteMultipartUploadCommand({ ...target, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
      return { bytes };
    } catch (error) {
      if (uploadId !== undefined) {
        await this.client
          .send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId }))
          .catch(() => undefined);
      }
      throw error;
    }
  }

  async getStream(key: string): Promise<Readable | undefined> {
    const body = await this.body(key);
    if (!body) {
      return undefined;
    }
    // In Node the SDK's body is an http.IncomingMessage, a Readable; anything else is adapted.
    return body instanceof Readable ? body : Readable.from(body.transformToWebStream());
  }

  private async body(key: string) {
    try {
      const object = await this.send<{
        Body?: { transformToByteArray(): Promise<Uint8Array>; transformToWebStream(): AsyncIterable<Uint8Array> };
      }>(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return object.Body;
    } catch (error) {
      if (error instanceof NoSuchKey) {
        return undefined;
      }
      throw error;
    }
  }

  /** Sends a command; a bucket that does not exist is a configuration error, said with its name. */
  private async send<T = unknown>(command: object): Promise<T> {
    try {
      return (await this.client.send(command)) as T;
    } catch (error) {
      if ((error as { name?: unknown }).name === 'NoSuchBucket') {
        const where = this.settings.endpoint ? ` at ${this.settings.endpoint}` : '';
        throw new Error(`S3 bucket ${this.settings.bucket} does not exist${where}: check S3_BUCKET`, { cause: error });
      }
      throw error;
    }
  }
}

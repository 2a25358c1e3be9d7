import type { Readable } from 'node:stream';

/**
 * Where files live (spec: cloud file storage): photos, identity documents, reports. A port with two
 * adapters: local disk, the default for development and tests, and any S3-compatible bucket in
 * production (FILE_STORAGE=s3).
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none under this key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Writes a file of any size from a stream, holding at most a bounded part of it in memory (a
   * report of a million rows). Readers never see a partial file: it appears whole or not at all.
   * Answers the number of bytes written.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<{ bytes: number }>;
  /** The file as a stream, or undefined when there is none under this key. */
  getStream(key: string): Promise<Readable | undefined>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/**
 * Where photo files live (spec: cloud file storage). A port with two adapters: local disk, the
 * default for development and tests, and any S3-compatible bucket in production (FILE_STORAGE=s3).
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none under this key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

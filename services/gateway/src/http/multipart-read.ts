import { DomainError, KernelErrorCode, KernelException, type FileStorage } from '@callsheet/kernel';
import { randomUUID } from 'node:crypto';

/** A route's upload limit, and the error code its service answers for a file over it. */
export interface UploadLimit {
  megabytes: number;
  tooLargeCode: string;
}

/**
 * Reads a multipart body with `read`; what the multipart parser cannot read (no boundary, a part
 * without headers, a body cut short) is the client's fault and answers 400 malformedRequest, not 500.
 * A file over the limit answers the service's own code; our refusals and the parser's other 4xx errors
 * (too many parts) pass through.
 */
export async function readMultipart<T>(read: () => Promise<T>, limit: UploadLimit): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError(limit.tooLargeCode, `Max file size is ${limit.megabytes} MB`, [String(limit.megabytes)]);
    }
    if (error instanceof DomainError || isClientError(error)) {
      throw error;
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new KernelException(KernelErrorCode.MalformedRequest, `The multipart body cannot be read: ${reason}.`, [
      reason,
    ]);
  }
}

function isClientError(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Stages an upload in file storage, where the service that keeps it reads it: files are too large for
 * a Kafka message. Answers the key to send.
 */
export async function stageUpload(storage: FileStorage, bytes: Buffer): Promise<string> {
  const uploadKey = `uploads/${randomUUID()}`;
  await storage.put(uploadKey, bytes, 'application/octet-stream');
  return uploadKey;
}

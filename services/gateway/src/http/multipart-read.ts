import { DomainError, KernelErrorCode, KernelException } from '@callsheet/kernel';

/**
 * Reads a multipart body with `read`; what the multipart parser cannot read (no boundary, a part
 * without headers, a body cut short) is the client's fault and answers 400 malformedRequest, not 500.
 * Our own refusals and the parser's 4xx errors (file too large, too many parts) pass through.
 */
export async function readMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
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

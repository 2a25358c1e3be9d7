import { validAccessToken } from '../auth/session';
import { apiUrl } from '../config/runtimeConfig';
import { ApiError, type ApiErrorBody } from './apiError';
import { newIdempotencyKey } from './httpClient';

/** Upload progress as a whole percentage. */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) {
    return 0;
  }
  return Math.min(100, Math.round((loaded / total) * 100));
}

export interface FileUpload {
  method: 'POST' | 'PUT';
  path: string;
  file: File;
  onProgress: (percent: number) => void;
  /** The translated message of a refusal (errorMessage over the body), or of no answer (status 0). */
  describe: (body: ApiErrorBody | undefined, status: number) => string;
}

/**
 * One file as multipart ("file") through XMLHttpRequest, whose upload events give the progress that
 * fetch does not. The data provider's headers: the bearer token, and a fresh Idempotency-Key on a POST.
 * A refusal becomes an ApiError whose message `describe` translated. Answers the JSON body.
 */
export async function uploadFile<T = unknown>({ method, path, file, onProgress, describe }: FileUpload): Promise<T> {
  const token = await validAccessToken();
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, apiUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    if (method === 'POST') {
      request.setRequestHeader('Idempotency-Key', newIdempotencyKey());
    }
    if (token) {
      request.setRequestHeader('Authorization', `Bearer ${token}`);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress(percentOf(event.loaded, event.total));
      }
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(body as T);
        return;
      }
      const errorBody = typeof body === 'object' && body !== null ? (body as ApiErrorBody) : undefined;
      reject(new ApiError(describe(errorBody, request.status), request.status, errorBody));
    };
    request.onerror = () => reject(new ApiError(describe(undefined, 0), 0, undefined));
    request.send(form);
  });
}

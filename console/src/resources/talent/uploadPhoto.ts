import { validAccessToken } from '../../auth/session';
import { apiUrl } from '../../config/runtimeConfig';
import { ApiError, type ApiErrorBody } from '../../dataProvider/apiError';
import { newIdempotencyKey } from '../../dataProvider/httpClient';
import { percentOf } from './photoChecks';

/**
 * POST /api/talent/{id}/photos as multipart ("file") through XMLHttpRequest, whose upload events give
 * the progress that fetch does not. Same headers as the data provider: the bearer token and a fresh
 * Idempotency-Key. A refusal becomes an ApiError whose message `describe` translates.
 */
export async function uploadPhoto(
  talentId: string,
  file: File,
  onProgress: (percent: number) => void,
  describe: (body: ApiErrorBody | undefined, status: number) => string,
): Promise<unknown> {
  const token = await validAccessToken();
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(`/api/talent/${encodeURIComponent(talentId)}/photos`));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Idempotency-Key', newIdempotencyKey());
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
        resolve(body);
        return;
      }
      const errorBody = typeof body === 'object' && body !== null ? (body as ApiErrorBody) : undefined;
      reject(new ApiError(describe(errorBody, request.status), request.status, errorBody));
    };
    request.onerror = () => reject(new ApiError(describe(undefined, 0), 0, undefined));
    request.send(form);
  });
}

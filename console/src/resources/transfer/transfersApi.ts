import { validAccessToken } from '../../auth/session';
import { apiUrl } from '../../config/runtimeConfig';
import { ApiError, errorMessage, type ApiErrorBody, type Translate } from '../../dataProvider/apiError';
import { newIdempotencyKey } from '../../dataProvider/httpClient';
import { fileNameOf, reportFileName, type ReportAnswer, type ReportBody, type ReportStatus } from './transferReport';

/**
 * The transfer report's calls. Their answer is a file or JSON, so they go through fetch itself (apiFetch
 * reads JSON only), with the session's token and an Idempotency-Key on the POST like every other.
 */
async function reportCall(
  path: string,
  init: RequestInit,
  fallbackName: string,
  translate: Translate,
  has: (key: string) => boolean,
): Promise<ReportAnswer> {
  const headers = new Headers(init.headers);
  const token = await validAccessToken();
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  const response = await fetch(apiUrl(path), { ...init, headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
    const retryAfter = response.status === 429 ? (response.headers.get('Retry-After') ?? undefined) : undefined;
    throw new ApiError(errorMessage(body, translate, has, retryAfter), response.status, body);
  }
  if ((response.headers.get('content-type') ?? '').includes('text/csv')) {
    return {
      kind: 'file',
      fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
      rows: Number(response.headers.get('x-report-rows') ?? 0),
      blob: await response.blob(),
    };
  }
  return { kind: 'status', report: (await response.json()) as ReportStatus };
}

export const transfersApi = {
  /** POST /api/stripe/transfer/report: the CSV at once when it is small, else the report being built (202). */
  requestReport(body: ReportBody, translate: Translate, has: (key: string) => boolean): Promise<ReportAnswer> {
    return reportCall(
      '/api/stripe/transfer/report',
      {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'Idempotency-Key': newIdempotencyKey() },
      },
      reportFileName(body.fileName),
      translate,
      has,
    );
  },
  /** GET /api/stripe/transfer/report/{id}: the CSV once ready, else the report's status. */
  report(
    report: ReportStatus,
    translate: Translate,
    has: (key: string) => boolean,
    signal?: AbortSignal,
  ): Promise<ReportAnswer> {
    return reportCall(
      `/api/stripe/transfer/report/${encodeURIComponent(report.id)}`,
      { signal },
      report.fileName,
      translate,
      has,
    );
  },
};

/** Hands a file to the browser as a download under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

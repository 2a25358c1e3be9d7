/*
 * The transfer report form and its answers (spec section 7: POST /api/stripe/transfer/report with a file
 * name, downloaded as a CSV). The payments service's rules (services/payments/src/report/commands/
 * request-transfer-report/request-transfer-report.handler.ts), checked on the fields first:
 *
 * | field          | rule                                                                     |
 * | -------------- | ------------------------------------------------------------------------ |
 * | file name      | required, at most 200 characters of letters, digits, spaces and . _ - ( ), not starting with a dot; ".csv" added when missing |
 * | invoice        | optional; an invoice id (a UUID)                                         |
 * | from, to       | optional days (YYYY-MM-DD); "to" after "from"                            |
 *
 * The gateway answers the CSV itself (200) when the report is ready within a few seconds, else 202 with
 * the report (queued or running), which GET /api/stripe/transfer/report/{id} answers again: the CSV once
 * ready, else its status.
 */
export const FILE_NAME_MAX = 200;
const FILE_NAME_PATTERN = /^[\p{L}\p{N} ._\-()]+$/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How often a report still being built is asked about. */
export const REPORT_POLL_MS = 1000;

export interface ReportForm {
  fileName: string;
  invoiceId: string;
  /** YYYY-MM-DD, the first day included. */
  createdFrom: string;
  /** YYYY-MM-DD, the last day included. */
  createdTo: string;
}

export interface ReportBody {
  fileName: string;
  invoiceId?: string;
  createdFrom?: string;
  createdTo?: string;
}

export type ReportErrors = Partial<Record<keyof ReportForm, { key: string; args?: Record<string, number> }>>;

/** The name the download gets: the service adds ".csv" when it is missing. */
export function reportFileName(name: string): string {
  const trimmed = name.trim();
  return /\.csv$/i.test(trimmed) ? trimmed : `${trimmed}.csv`;
}

/** The day after a YYYY-MM-DD, as the exclusive end of a "to" day (UTC). */
function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (date ?? 1) + 1)).toISOString().slice(0, 10);
}

export function validateReportForm(form: ReportForm): { errors: ReportErrors; body?: ReportBody } {
  const errors: ReportErrors = {};
  const fileName = form.fileName.trim();
  if (fileName === '') {
    errors.fileName = { key: 'required' };
  } else if (fileName.length > FILE_NAME_MAX) {
    errors.fileName = { key: 'tooLong', args: { max: FILE_NAME_MAX } };
  } else if (!FILE_NAME_PATTERN.test(fileName) || fileName.startsWith('.')) {
    errors.fileName = { key: 'fileName' };
  }
  const invoiceId = form.invoiceId.trim();
  if (invoiceId !== '' && !UUID.test(invoiceId)) {
    errors.invoiceId = { key: 'invoiceId' };
  }
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (form.createdFrom !== '' && !day.test(form.createdFrom)) {
    errors.createdFrom = { key: 'date' };
  }
  if (form.createdTo !== '' && !day.test(form.createdTo)) {
    errors.createdTo = { key: 'date' };
  } else if (form.createdFrom !== '' && form.createdTo !== '' && form.createdTo < form.createdFrom) {
    errors.createdTo = { key: 'toBeforeFrom' };
  }
  if (Object.keys(errors).length > 0) {
    return { errors };
  }
  return {
    errors,
    body: {
      fileName,
      ...(invoiceId ? { invoiceId } : {}),
      ...(form.createdFrom ? { createdFrom: form.createdFrom } : {}),
      // "To" is a whole day: the service takes transfers created before the time given.
      ...(form.createdTo ? { createdTo: dayAfter(form.createdTo) } : {}),
    },
  };
}

export interface ReportStatus {
  id: string;
  fileName: string;
  /** queued, running, ready or failed. */
  status: string;
  rows?: number;
  bytes?: string | number;
  error?: string;
}

/** What an answer of the report routes is: the file itself, or the report still being built (or failed). */
export type ReportAnswer =
  { kind: 'file'; fileName: string; rows: number; blob: Blob } | { kind: 'status'; report: ReportStatus };

/** The name of a downloaded file from Content-Disposition (the exact RFC 5987 name first), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) {
    return fallback;
  }
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (exact?.[1]) {
    try {
      return decodeURIComponent(exact[1]);
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  const plain = /filename="([^"]*)"/i.exec(disposition);
  return plain?.[1] || fallback;
}

/** Splits a CSV line (RFC 4180 quotes) into its cells: the dialog shows the file's first rows. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') {
        index += 1;
      }
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

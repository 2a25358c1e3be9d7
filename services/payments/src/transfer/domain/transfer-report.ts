import { formatMinorUnits } from '../../common/money.js';
import type { PayoutDestination } from './coogan.js';

/*
 * The transfers report (spec section 7: POST /api/stripe/transfer/report returns a CSV that the console
 * downloads), one row per transfer:
 *
 * | column           | written as                                   | why                                     |
 * | ---------------- | -------------------------------------------- | --------------------------------------- |
 * | Transfer ID      | text                                         |                                         |
 * | Invoice ID       | text, empty when the transfer has no invoice | spec section 3                          |
 * | Created on (UTC) | 2025-03-10 14:05:09                          | sorts as text; spreadsheets read a date |
 * | Amount           | decimal dollars from cents, 1234.56          | spec section 9: minor units / 100       |
 * | Currency         | upper-case ISO 4217, USD                     |                                         |
 * | Destination      | the connected account (or trust) paid        |                                         |
 * | Recipient        | representative, talent or trust              | the payout line it came from            |
 * | Status           | text                                         |                                         |
 * | Transfer group   | text, empty when none                        | ties the transfers of one payment       |
 * | Description      | text, empty when none                        |                                         |
 *
 * The console's MM/DD/YYYY (spec section 9) is for people; a report is read by spreadsheets and scripts.
 *
 * CSV as RFC 4180: comma-separated, CRLF between rows, a cell holding a quote, comma, CR or LF is quoted
 * with its quotes doubled. Formula injection (OWASP "CSV Injection"): a text cell starting with = + - @,
 * tab or carriage return would run as a formula in a spreadsheet, so it gets a leading single quote.
 * Amounts are ours, never a client's text, and keep their minus sign so they stay numbers.
 */
export const TRANSFER_REPORT_COLUMNS = [
  'Transfer ID',
  'Invoice ID',
  'Created on (UTC)',
  'Amount',
  'Currency',
  'Destination',
  'Recipient',
  'Status',
  'Transfer group',
  'Description',
] as const;

export interface TransferReportEntry {
  id: string;
  invoiceId: string | null;
  createdAt: Date;
  /** Cents. */
  amount: number;
  currency: string;
  destination: string;
  recipient: PayoutDestination;
  status: string;
  transferGroup: string | null;
  description?: string | null;
}

const CRLF = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function transferReportHeader(): string {
  return TRANSFER_REPORT_COLUMNS.map(csvCell).join(',');
}

export function toCsvRow(transfer: TransferReportEntry): string {
  return [
    textCell(transfer.id),
    textCell(transfer.invoiceId),
    csvCell(transfer.createdAt.toISOString().slice(0, 19).replace('T', ' ')),
    csvCell(formatMinorUnits(transfer.amount)),
    textCell(transfer.currency.toUpperCase()),
    textCell(transfer.destination),
    textCell(transfer.recipient),
    textCell(transfer.status),
    textCell(transfer.transferGroup),
    textCell(transfer.description),
  ].join(',');
}

/** The whole file: header, then one row per transfer, each line ended by CRLF. */
export function transferReportCsv(transfers: readonly TransferReportEntry[]): string {
  return [transferReportHeader(), ...transfers.map(toCsvRow)].map((line) => line + CRLF).join('');
}

/** Text that may come from a person: guarded against formulas, then quoted as needed. */
export function textCell(value: string | null | undefined): string {
  const text = value ?? '';
  return csvCell(FORMULA_START.test(text) ? `'${text}` : text);
}

/** A cell quoted when it holds a quote, comma or line break, its quotes doubled (RFC 4180). */
export function csvCell(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

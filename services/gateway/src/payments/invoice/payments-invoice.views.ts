import {
  InvoiceActionResultSchema,
  InvoiceSchema,
  TransferReportSchema,
  TransferSchema,
  type Invoice,
  type InvoiceActionResult,
  type Transfer,
  type TransferReport,
} from '@callsheet/contracts';
import { toRestJson } from '../../http/proto-json.js';

/** The REST forms of invoices, transfers and reports: their messages' protobuf JSON. */

export function invoiceView(invoice: Invoice) {
  return toRestJson(InvoiceSchema, invoice);
}

export function invoiceActionView(result: InvoiceActionResult) {
  return toRestJson(InvoiceActionResultSchema, result);
}

export function transferView(transfer: Transfer) {
  return toRestJson(TransferSchema, transfer);
}

export function transferReportView(report: TransferReport) {
  return toRestJson(TransferReportSchema, report);
}

/** attachment with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

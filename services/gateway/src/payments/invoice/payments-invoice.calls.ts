import {
  CreateInvoiceRequestSchema,
  InvoiceActionRequestSchema,
  InvoiceActionResultSchema,
  InvoicePageSchema,
  InvoiceRefSchema,
  InvoiceSchema,
  ListInvoicesRequestSchema,
  ListTransfersRequestSchema,
  PaymentsPatterns as P,
  RequestTransferReportRequestSchema,
  TransferPageSchema,
  TransferRefSchema,
  TransferReportRefSchema,
  TransferReportSchema,
  TransferSchema,
} from '@callsheet/contracts';

/** The payments service's invoice, transfer and report calls: pattern and contracts of each. */
export const PaymentsInvoiceCalls = {
  createInvoice: { pattern: P.createInvoice, request: CreateInvoiceRequestSchema, response: InvoiceSchema },
  getInvoice: { pattern: P.getInvoice, request: InvoiceRefSchema, response: InvoiceSchema },
  listInvoices: { pattern: P.listInvoices, request: ListInvoicesRequestSchema, response: InvoicePageSchema },
  deleteInvoice: { pattern: P.deleteInvoice, request: InvoiceRefSchema, response: InvoiceSchema },
  invoiceAction: {
    pattern: P.invoiceAction,
    request: InvoiceActionRequestSchema,
    response: InvoiceActionResultSchema,
  },
  listTransfers: { pattern: P.listTransfers, request: ListTransfersRequestSchema, response: TransferPageSchema },
  getTransfer: { pattern: P.getTransfer, request: TransferRefSchema, response: TransferSchema },
  requestTransferReport: {
    pattern: P.requestTransferReport,
    request: RequestTransferReportRequestSchema,
    response: TransferReportSchema,
  },
  getTransferReport: { pattern: P.getTransferReport, request: TransferReportRefSchema, response: TransferReportSchema },
} as const;

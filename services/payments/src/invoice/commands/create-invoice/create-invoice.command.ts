import { Command } from '@nestjs/cqrs';
import type { StoredInvoice } from '../../invoice.repository.js';

/** What the payer sends besides the deal memo (CreateInvoiceRequest, checked by invoice-draft.ts). */
export interface CreateInvoiceInput {
  items?: unknown[];
  taxRatesBps?: unknown[];
  coupons?: unknown[];
  memo?: string;
  footer?: string;
  customFields?: unknown[];
  prefix?: string;
  dueDate?: string;
  billingMethod?: string;
  finalizeAt?: string;
}

/** POST /api/stripe/invoice/application/{id}: an invoice for an accepted application with a deal memo. */
export class CreateInvoiceCommand extends Command<StoredInvoice> {
  constructor(
    readonly accountId: string,
    readonly applicationId: string,
    readonly input: CreateInvoiceInput,
  ) {
    super();
  }
}

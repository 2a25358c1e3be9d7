import { apiFetch } from '../../dataProvider/httpClient';
import type { ApplicationRecord, Page, ProspectPage } from '../application/applicationsApi';
import { invoiceActionRequest, type InvoiceActionName } from './invoiceActions';
import type { DraftBody } from './invoiceForm';

/** An invoice line as the API answers it (figures in cents). */
export interface InvoiceItemRecord {
  productId?: string;
  description?: string;
  quantity: number;
  unitAmount: number;
  taxRatesBps?: number[];
  coupons?: { percentOffBps?: number; amountOff?: number }[];
  amount?: number;
  discount?: number;
  tax?: number;
  total?: number;
}

/** An invoice as GET /api/stripe/invoice… answers it (payments' Invoice message, REST JSON). */
export interface InvoiceRecord {
  id: string;
  accountId: string;
  applicationId: string;
  stripeInvoiceId?: string;
  number?: string;
  prefix?: string;
  status: string;
  displayStatus: string;
  actions?: string[];
  billingMethod: string;
  dueDate?: string;
  items?: InvoiceItemRecord[];
  memo?: string;
  footer?: string;
  customFields?: { name: string; value: string }[];
  subtotal?: number;
  discount?: number;
  tax?: number;
  total?: number;
  amountDue?: number;
  amountPaid?: number;
  currency?: string;
  transferGroup?: string;
  finalizeAt?: string;
  finalizedAt?: string;
  paidAt?: string;
  createdAt: string;
  updatedAt?: string;
  jobTitle?: string;
  talentName?: string;
  trustSetAside?: { amount?: number; state?: string; sources?: string[] };
  hostedInvoiceUrl?: string;
  invoicePdf?: string;
  paymentIssue?: { kind: string; code: string; message?: string; args?: string[]; at?: string };
}

export interface InvoiceActionResult {
  invoice: InvoiceRecord;
  pdfUrl?: string;
  creditNoteId?: string;
}

/** A transfer as GET /api/stripe/transfer answers it. */
export interface TransferRecord {
  id: string;
  invoiceId: string;
  payerAccountId: string;
  accountId: string;
  /** talent, representative or trust (a minor's set-aside). */
  destination: string;
  profileId: string;
  amount: number;
  currency: string;
  transferGroup: string;
  stripeTransferId?: string;
  stripePayoutId?: string;
  status: string;
  createdAt: string;
  updatedAt?: string;
  hold?: { code: string; message?: string; args?: string[] };
  trustState?: string;
}

/** The body of an action that takes one: a credit note's amount, reason and memo; pay's payment method. */
export interface ActionBody {
  creditAmount?: number;
  creditReason?: string;
  creditMemo?: string;
  paymentMethod?: string;
}

const id = (value: string) => encodeURIComponent(value);
const json = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });

/** The invoice routes of spec section 7 (services/gateway/src/payments/invoice/invoice.controller.ts). */
export const invoicesApi = {
  async get(invoiceId: string, signal?: AbortSignal): Promise<InvoiceRecord> {
    return (await apiFetch<InvoiceRecord>(`/api/stripe/invoice/${id(invoiceId)}`, { signal })).json;
  },
  /** POST /api/stripe/invoice/application/{id}: the deal memo's line first, then `items`. */
  async create(applicationId: string, body: DraftBody): Promise<InvoiceRecord> {
    return (await apiFetch<InvoiceRecord>(`/api/stripe/invoice/application/${id(applicationId)}`, json('POST', body)))
      .json;
  },
  /** PATCH a draft: the fields sent replace the draft's (null clears one). */
  async update(invoiceId: string, fields: Record<string, unknown>): Promise<InvoiceRecord> {
    return (await apiFetch<InvoiceRecord>(`/api/stripe/invoice/${id(invoiceId)}`, json('PATCH', fields))).json;
  },
  /** One action; `key` makes a retried send, charge or credit note run once. Delete answers the deleted draft. */
  async act(
    invoiceId: string,
    action: InvoiceActionName,
    body: ActionBody = {},
    key?: string,
  ): Promise<InvoiceActionResult | { deleted: InvoiceRecord }> {
    const request = invoiceActionRequest(invoiceId, action);
    if (request.method === 'DELETE') {
      return { deleted: (await apiFetch<InvoiceRecord>(request.path, { method: 'DELETE' })).json };
    }
    const headers = key ? new Headers({ 'Idempotency-Key': key }) : undefined;
    return (await apiFetch<InvoiceActionResult>(request.path, { ...json('POST', body), headers })).json;
  },
  async transfersOf(invoiceId: string, signal?: AbortSignal): Promise<TransferRecord[]> {
    return (
      await apiFetch<Page<TransferRecord>>(`/api/stripe/transfer?invoiceId=${id(invoiceId)}&limit=100`, { signal })
    ).json.data;
  },
  async application(applicationId: string, signal?: AbortSignal): Promise<ApplicationRecord> {
    return (await apiFetch<ApplicationRecord>(`/api/application/${id(applicationId)}`, { signal })).json;
  },
  /** Every job of the account (GET /api/job, 100 a page). */
  async jobs(signal?: AbortSignal): Promise<{ id: string; roleName?: string }[]> {
    const jobs: { id: string; roleName?: string }[] = [];
    let after = '';
    for (;;) {
      const page = (await apiFetch<Page<{ id: string; roleName?: string }>>(`/api/job?limit=100${after}`, { signal }))
        .json;
      jobs.push(...page.data);
      const last = page.data[page.data.length - 1];
      if (!page.has_more || !last) {
        return jobs;
      }
      after = `&starting_after=${id(last.id)}`;
    }
  },
  /** A job's accepted applications (GET /api/application/prospects/{jobId}?status=accepted, the first 100). */
  async acceptedOf(jobId: string, signal?: AbortSignal): Promise<ProspectPage> {
    return (
      await apiFetch<ProspectPage>(`/api/application/prospects/${id(jobId)}?status=accepted&archived=false&limit=100`, {
        signal,
      })
    ).json;
  },
};

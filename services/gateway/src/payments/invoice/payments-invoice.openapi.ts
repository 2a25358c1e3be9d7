import {
  InvoiceActionResultSchema,
  InvoiceSchema,
  TransferReportSchema,
  TransferSchema,
  TrustAccountSchema,
  TrustAccountUnmarkedSchema,
} from '@callsheet/contracts';
import type { RouteDoc } from '../../http/api-route.decorator.js';
import { protoJsonSchema, protoPageSchema } from '../../http/proto-json.js';
import { REPORT_READY_WAIT_MS } from './transfer-report.wait.js';

const ACTIONS = ['finalize', 'markPaid', 'void', 'markUncollectible', 'send', 'charge', 'pay', 'creditNote', 'pdf'];

const STATE_MACHINE_DOC = [
  'Our state machine mirrors Stripe’s (spec section 4): draft → open (finalize) → paid (markPaid: collected',
  'outside the platform; charge: the default payment method on file, off session; pay: the payer pays now with',
  'the default payment method or the paymentMethod given, which must be on file), void or uncollectible; after',
  'uncollectible only paid or void; send (Stripe emails it to the billing email: 409 billingEmailRequired without',
  'one), creditNote on open (creditNote on paid too); pdf once finalized. A refused action answers 409',
  'invoiceActionNotAllowed with args [status, action]; charge or pay without a payment method on file answers 409',
  'noValidPaymentMethods; a declined payment 402 paymentFailed [decline code]; a payment the bank wants confirmed',
  '402 paymentActionRequired [hosted invoice URL] (the invoice keeps paymentIssue saying what to do). A paid',
  'invoice’s amount is transferred to the talent and representatives by the deal memo split (a minor’s trust',
  'share paid out to the trust account the guardian marked).',
].join(' ');

/** Invoices of accepted applications (spec sections 3, 4 and 7). */
export const invoiceDocs = {
  list: {
    summary: 'The account’s invoices (it pays them), newest first',
    query: [
      {
        name: 'status',
        required: false,
        enum: ['draft', 'scheduled', 'open', 'past_due', 'failed', 'paid', 'void', 'uncollectible'],
      },
      { name: 'applicationId', required: false },
    ],
    paged: true,
    ok: protoPageSchema(InvoiceSchema),
  },
  create: {
    summary: 'Invoice an accepted application from its deal memo (the job’s account only)',
    description:
      'The deal memo gives the first line (rate type, quantity, unit rate; taxRatesBps and coupons apply to it); items adds lines. prefix: 1 to 12 uppercase letters or digits. billingMethod charge_automatically (default) or send_invoice with a dueDate after today. finalizeAt schedules the finalization (queue invoice-finalization). 404 applicationNotFound (also for an application of another account’s job), 409 applicationNotInvoiceable.',
    params: [{ name: 'id', description: 'The application' }],
    created: protoJsonSchema(InvoiceSchema),
    errors: [404, 409],
  },
  get: {
    summary: 'One invoice: lines with their figures, display status, allowed actions',
    ok: protoJsonSchema(InvoiceSchema),
    errors: [404],
  },
  update: {
    summary:
      'Edit a draft: lines (quantity, unit price, taxes, coupons), memo, footer, custom fields, prefix, due date, billing method, finalizeAt',
    description:
      'The fields in the body replace the draft’s (items replaces every line, the deal memo’s included; a field sent as null is cleared); the whole draft is checked again as on create. A finalized invoice cannot be edited (spec section 4): 409 invoiceActionNotAllowed with args [status, edit]. finalizeAt moves or removes the scheduled finalization.',
    ok: protoJsonSchema(InvoiceSchema),
    errors: [400, 404, 409],
  },
  delete: {
    summary: 'Delete a draft permanently (here and at Stripe); other statuses answer 409',
    ok: protoJsonSchema(InvoiceSchema),
    errors: [404, 409],
  },
  action: {
    summary: 'An invoice action',
    description: STATE_MACHINE_DOC,
    params: [{ name: 'action', enum: ACTIONS }],
    body: {
      required: false,
      schema: {
        type: 'object',
        properties: {
          creditAmount: { type: 'integer', description: 'creditNote: cents (the whole invoice by default)' },
          creditReason: {
            type: 'string',
            enum: ['duplicate', 'fraudulent', 'order_change', 'product_unsatisfactory'],
          },
          creditMemo: { type: 'string' },
          paymentMethod: {
            type: 'string',
            description: 'pay: a payment method on file (pm_…); the default one when absent',
          },
        },
      },
    },
    ok: protoJsonSchema(InvoiceActionResultSchema),
    errors: [402, 404, 409],
  },
} satisfies Record<string, RouteDoc>;

/** A minor talent's trust (Coogan) account: the guardian's bank account where set-asides are paid out. */
export const trustAccountDocs = {
  mark: {
    summary: 'Mark one of the account’s bank accounts as the minor’s trust account (replaces an earlier one)',
    description:
      'Guardians (owners and admins of the minor talent profile’s account). externalAccountId: a bank account (ba_…) of the account’s own connected account, in USD, not failed at Stripe. Set-asides waiting for it (transfer status awaitingTrustAccount) are paid out at once. 404 profileNotFound for a talent profile of another account, 404 stripeObjectNotFound for a bank account not on the account, 409 trustAccountForMinorsOnly for an adult.',
    params: [{ name: 'id', description: 'The minor talent profile' }],
    body: {
      required: true,
      schema: {
        type: 'object',
        required: ['externalAccountId'],
        properties: { externalAccountId: { type: 'string' } },
      },
    },
    ok: protoJsonSchema(TrustAccountSchema),
    errors: [400, 404, 409],
  },
  get: {
    summary: 'The minor’s marked trust account, with the set-asides still on their way to it',
    description:
      '404 profileNotFound for a talent profile of another account, 409 trustAccountForMinorsOnly for an adult’s profile.',
    params: [{ name: 'id', description: 'The minor talent profile' }],
    ok: protoJsonSchema(TrustAccountSchema),
    errors: [404, 409],
  },
  unmark: {
    summary: 'Unmark the trust account (later set-asides wait until another is marked)',
    description:
      '404 profileNotFound for a talent profile of another account, 409 trustAccountForMinorsOnly for an adult’s profile.',
    params: [{ name: 'id', description: 'The minor talent profile' }],
    ok: protoJsonSchema(TrustAccountUnmarkedSchema),
    errors: [404, 409],
  },
} satisfies Record<string, RouteDoc>;

/** Transfers of paid invoices, for the payer and for each recipient (spec section 7). */
export const transferDocs = {
  list: {
    summary: 'Transfers the account paid or received, newest first',
    query: [{ name: 'invoiceId', required: false }],
    paged: true,
    ok: protoPageSchema(TransferSchema),
  },
  get: { summary: 'One transfer the account paid or received', ok: protoJsonSchema(TransferSchema), errors: [404] },
} satisfies Record<string, RouteDoc>;

/** The report file as it is downloaded (content-disposition attachment). */
const CSV_CONTENT = { 'text/csv': { schema: { type: 'string', format: 'binary' } } };

/** The transfer report (spec section 7): the CSV itself when ready within the wait, else 202. */
export const transferReportDocs = {
  request: {
    summary: 'A CSV of the transfers the account paid or received',
    description: `Answers with the CSV itself (200, content-disposition attachment) when the report is ready within ${REPORT_READY_WAIT_MS / 1000} s; otherwise 202 with the report (its id, status queued or running, Location), which keeps building in the background: GET /api/stripe/transfer/report/{id} downloads it when ready. Filters: invoiceId, createdFrom/createdTo (ISO-8601), startingAfter/endingBefore (transfer ids).`,
    responses: [
      { status: 200, description: 'The CSV, ready within the wait', content: CSV_CONTENT },
      {
        status: 202,
        description: 'The report, not ready within the wait (queued, running, or failed); Location names it',
        schema: protoJsonSchema(TransferReportSchema),
      },
    ],
  },
  get: {
    summary: 'A transfer report: the CSV when ready (attachment), else its status as JSON',
    responses: [
      {
        status: 200,
        description: 'The CSV when the report is ready, else the report (queued, running or failed) as JSON',
        content: { ...CSV_CONTENT, 'application/json': { schema: protoJsonSchema(TransferReportSchema) } },
      },
    ],
    errors: [404],
  },
} satisfies Record<string, RouteDoc>;

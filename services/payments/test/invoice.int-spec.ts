import { PaymentsErrorCode } from '@callsheet/contracts';
import { uuid7 } from '@callsheet/kernel';
import { refusalOf } from '@callsheet/testing';
import { jest } from '@jest/globals';
import type Stripe from 'stripe';
import { DeleteInvoiceCommand } from '../src/invoice/commands/delete-invoice/delete-invoice.command.js';
import { INVOICE_API_ACTIONS } from '../src/invoice/commands/invoice-action/invoice-action.command.js';
import { UpdateInvoiceCommand } from '../src/invoice/commands/update-invoice/update-invoice.command.js';
import {
  INVOICE_ACTIONS,
  INVOICE_STATUSES,
  type InvoiceAction,
  type InvoiceStatus,
} from '../src/invoice/domain/invoice-status.js';
import { InvoiceRepository, type StoredInvoice } from '../src/invoice/invoice.repository.js';
import { InvoiceViews } from '../src/invoice/invoice.views.js';
import { GetInvoiceQuery } from '../src/invoice/queries/get-invoice/get-invoice.query.js';
import { ListInvoicesQuery } from '../src/invoice/queries/list-invoices/list-invoices.query.js';
import { idempotencyKey } from '../src/stripe/stripe.client.js';
import {
  act,
  announceApplication,
  cardOnFile,
  createInvoice,
  outboxTypes,
  type Parties,
  parties,
} from './invoice-fixtures.js';
import { usePaymentsTestApp } from './payments-test-app.js';

const harness = usePaymentsTestApp({ BULLMQ_PREFIX: `test-invoice-${uuid7()}`, BULLMQ_WORKERS: 'false' });
let who: Parties;

beforeAll(async () => {
  who = await parties(harness);
  await cardOnFile(harness, who.payer);
});

async function invoiceIn(status: InvoiceStatus): Promise<StoredInvoice> {
  const invoice = await createInvoice(harness, who, await announceApplication(harness, who));
  if (status !== 'draft') {
    await harness.db.invoice.update({
      where: { id: invoice.id },
      data: { status, amountPaid: status === 'paid' ? invoice.total : 0 },
    });
  }
  return (await harness.app.get(InvoiceRepository).findById(invoice.id))!;
}

describe('application deals from connections.application.events', () => {
  it('keeps the newest snapshot of each application', async () => {
    const applicationId = await announceApplication(harness, who, { status: 'pending', memo: false });
    expect(await harness.db.applicationDeal.findUnique({ where: { applicationId } })).toMatchObject({
      status: 'pending',
      dealMemo: null,
      jobAccountId: who.payer,
    });
    await announceApplication(harness, who, { status: 'accepted', minor: true, trustAccount: true }, applicationId);
    const deal = await harness.db.applicationDeal.findUnique({ where: { applicationId } });
    expect(deal).toMatchObject({ status: 'accepted', talentMinor: true, talentTrustAccount: true });
    expect(deal?.dealMemo).toMatchObject({
      rateType: 'daily',
      unitRate: 50_000,
      quantity: 2,
      split: [
        { profileType: 'talent', profileId: who.talentId, shareBps: 8000, accountId: who.talentAccount },
        { profileType: 'representative', shareBps: 1500, accountId: who.representatives[0].accountId },
        { profileType: 'representative', shareBps: 500, accountId: who.representatives[1].accountId },
      ],
    });
  });
});

describe('createInvoice', () => {
  it('bills the deal memo plus extra lines, at Stripe and here, and makes the payer a customer once', async () => {
    const createCustomer = jest.spyOn(harness.stripe.customers, 'create');
    const createItem = jest.spyOn(harness.stripe.invoiceItems, 'create');
    const createInvoiceAtStripe = jest.spyOn(harness.stripe.invoices, 'create');
    const payer = await parties(harness);
    const applicationId = await announceApplication(harness, payer);
    const invoice = await createInvoice(harness, payer, applicationId, {
      items: [{ description: 'Overtime', quantity: 3, unitAmount: 7_500, coupons: [{ percentOffBps: 1000 }] }],
      taxRatesBps: [825],
      coupons: [{ amountOff: 1_000 }],
      memo: 'Thanks',
      footer: 'Net 30',
      customFields: [{ name: 'PO', value: '4711' }],
      prefix: 'ACME2025',
      billingMethod: 'send_invoice',
      dueDate: '2099-01-31',
    });
    // 2 x 500.00 - 10.00 = 990.00 + 8.25 % (81.68) = 1071.68; 3 x 75.00 = 225.00 - 10 % = 202.50.
    expect(invoice).toMatchObject({
      status: 'draft',
      accountId: payer.payer,
      applicationId,
      prefix: 'ACME2025',
      billingMethod: 'send_invoice',
      dueDate: '2099-01-31',
      subtotal: 122_500,
      discount: 1_000 + 2_250,
      tax: 8_168,
      total: 107_168 + 20_250,
      transferGroup: `invoice_${invoice.id}`,
    });
    expect(invoice.stripeInvoiceId).toMatch(/^in_/);
    expect(invoice.draft.items[0]).toMatchObject({
      description: 'Lead, commercial shoot: Ada Lovelace (daily)',
      quantity: 2,
      unitAmount: 50_000,
    });
    expect(createInvoiceAtStripe.mock.calls[0][0]).toMatchObject({
      collection_method: 'send_invoice',
      auto_advance: false,
      description: 'Thanks',
      footer: 'Net 30',
      custom_fields: [{ name: 'PO', value: '4711' }],
      metadata: { invoice_id: invoice.id, transfer_group: invoice.transferGroup },
    });
    expect(createInvoiceAtStripe.mock.calls[0][0]).not.toHaveProperty('transfer_data');
    expect(createInvoiceAtStripe.mock.calls[0][1]).toHaveProperty('idempotencyKey');
    expect(createItem).toHaveBeenCalledTimes(2);
    expect(createItem.mock.calls.every(([, options]) => typeof options?.idempotencyKey === 'string')).toBe(true);
    const stored = await harness.db.connectedAccount.findUniqueOrThrow({ where: { accountId: payer.payer } });
    expect(stored.stripeCustomerId).toMatch(/^cus_/);
    await createInvoice(harness, payer, applicationId);
    expect(createCustomer).toHaveBeenCalledTimes(1);
    expect(await outboxTypes(harness, invoice.id)).toEqual(['InvoiceCreated']);
  });

  it('answers 404 for an unknown application and to another account, 409 unless accepted with a memo', async () => {
    expect(await refusalOf(createInvoice(harness, who, uuid7()))).toMatchObject({
      code: PaymentsErrorCode.ApplicationNotFound,
    });
    const other = await parties(harness);
    const applicationId = await announceApplication(harness, who);
    expect(await refusalOf(createInvoice(harness, other, applicationId))).toMatchObject({
      code: PaymentsErrorCode.ApplicationNotFound,
    });
    expect(
      await refusalOf(createInvoice(harness, who, await announceApplication(harness, who, { status: 'pending' }))),
    ).toEqual({ code: PaymentsErrorCode.ApplicationNotInvoiceable, args: ['pending'] });
    expect(
      await refusalOf(createInvoice(harness, who, await announceApplication(harness, who, { memo: false }))),
    ).toEqual({ code: PaymentsErrorCode.ApplicationNotInvoiceable, args: ['noDealMemo'] });
  });

  it('refuses a bad prefix, a past schedule and a due date without send_invoice', async () => {
    const applicationId = await announceApplication(harness, who);
    expect(await refusalOf(createInvoice(harness, who, applicationId, { prefix: 'acme' }))).toMatchObject({
      code: PaymentsErrorCode.InvalidInvoicePrefix,
    });
    expect(await refusalOf(createInvoice(harness, who, applicationId, { finalizeAt: '2001-01-01T00:00:00Z' }))).toEqual(
      { code: PaymentsErrorCode.InvalidValue, args: ['finalizeAt'] },
    );
    expect(await refusalOf(createInvoice(harness, who, applicationId, { dueDate: '2099-01-01' }))).toEqual({
      code: PaymentsErrorCode.InvalidValue,
      args: ['dueDate'],
    });
  });
});

describe('list, get and delete', () => {
  it('lists the payer’s invoices newest first in cursor pages, and gets one', async () => {
    const payer = await parties(harness);
    const applicationId = await announceApplication(harness, payer);
    const created: StoredInvoice[] = [];
    for (let index = 0; index < 3; index += 1) {
      created.push(await createInvoice(harness, payer, applicationId));
    }
    const first = await harness.queries.execute(new ListInvoicesQuery(payer.payer, undefined, undefined, { limit: 2 }));
    expect(first.data.map((invoice) => invoice.id)).toEqual([created[2].id, created[1].id]);
    expect(first.has_more).toBe(true);
    const second = await harness.queries.execute(
      new ListInvoicesQuery(payer.payer, undefined, undefined, { limit: 2, startingAfter: created[1].id }),
    );
    expect(second.data.map((invoice) => invoice.id)).toEqual([created[0].id]);
    expect(second.has_more).toBe(false);
    expect(
      (await harness.queries.execute(new ListInvoicesQuery(who.payer, 'paid', undefined, { limit: 25 }))).data,
    ).toEqual([]);
    expect(await harness.queries.execute(new GetInvoiceQuery(payer.payer, created[0].id))).toMatchObject({
      id: created[0].id,
    });
    expect(await refusalOf(harness.queries.execute(new GetInvoiceQuery(who.payer, created[0].id)))).toMatchObject({
      code: PaymentsErrorCode.InvoiceNotFound,
    });
    expect(await refusalOf(harness.queries.execute(new GetInvoiceQuery(payer.payer, uuid7())))).toMatchObject({
      code: PaymentsErrorCode.InvoiceNotFound,
    });
    const view = (await harness.app.get(InvoiceViews).one(created[0])) as Record<string, unknown>;
    expect(view).toMatchObject({
      status: 'draft',
      displayStatus: 'draft',
      actions: ['delete', 'finalize'],
      total: 100_000,
      amountDue: 100_000,
      jobTitle: 'Lead, commercial shoot',
    });
  });

  it('deletes a draft here and at Stripe, and nothing else', async () => {
    const del = jest.spyOn(harness.stripe.invoices, 'del');
    const draft = await invoiceIn('draft');
    await harness.commands.execute(new DeleteInvoiceCommand(who.payer, draft.id));
    expect(del).toHaveBeenCalledWith(draft.stripeInvoiceId);
    expect(await harness.db.invoice.findUnique({ where: { id: draft.id } })).toBeNull();
    expect(await outboxTypes(harness, draft.id)).toEqual(['InvoiceCreated', 'InvoiceDeleted']);
    const open = await invoiceIn('open');
    expect(await refusalOf(harness.commands.execute(new DeleteInvoiceCommand(who.payer, open.id)))).toEqual({
      code: PaymentsErrorCode.InvoiceActionNotAllowed,
      args: ['open', 'delete'],
    });
  });
});

describe('the invoice state machine through the commands', () => {
  /** The table's name of an API action (the route says pdf; pay is a charge the payer asks for). */
  const tableAction = (action: string) =>
    (action === 'pdf' ? 'downloadPdf' : action === 'pay' ? 'charge' : action) as InvoiceAction;
  /** The action a refusal names: the table's, but pay as the payer asked it. */
  const refusedAction = (action: string) => (action === 'pay' ? 'pay' : tableAction(action));
  /**
   * The status each action leaves (undefined: refused): invoice-status.ts' table, which its unit spec
   * pins cell by cell; here the commands are held to it.
   */
  function expectedAfter(status: InvoiceStatus, action: string): InvoiceStatus | 'deleted' | undefined {
    const outcome = INVOICE_ACTIONS[status][tableAction(action)];
    return outcome === null ? undefined : outcome === 'same' ? status : outcome;
  }
  const eventOf: Record<string, string | undefined> = {
    finalize: 'InvoiceFinalized',
    markPaid: 'InvoicePaid',
    charge: 'InvoicePaid',
    pay: 'InvoicePaid',
    void: 'InvoiceVoided',
    markUncollectible: 'InvoiceMarkedUncollectible',
    send: 'InvoiceSent',
    creditNote: 'InvoiceCreditNoteIssued',
    delete: 'InvoiceDeleted',
    pdf: undefined,
  };
  const cells = INVOICE_STATUSES.flatMap((status) =>
    [...INVOICE_API_ACTIONS, 'delete'].map((action) => [status, action, expectedAfter(status, action)] as const),
  );

  it.each(cells)('%s + %s gives %s', async (status, action, outcome) => {
    const invoice = await invoiceIn(status);
    const run =
      action === 'delete'
        ? harness.commands.execute(new DeleteInvoiceCommand(who.payer, invoice.id))
        : act(harness, invoice, action);
    if (outcome === undefined) {
      expect(await refusalOf(run)).toEqual({
        code: PaymentsErrorCode.InvoiceActionNotAllowed,
        args: [status, refusedAction(action)],
      });
      expect(await outboxTypes(harness, invoice.id)).toEqual(['InvoiceCreated']);
      return;
    }
    await run;
    const after = await harness.db.invoice.findUnique({ where: { id: invoice.id } });
    expect(after?.status ?? 'deleted').toBe(outcome);
    const event = eventOf[action];
    expect(await outboxTypes(harness, invoice.id)).toEqual(
      event ? expect.arrayContaining(['InvoiceCreated', event]) : ['InvoiceCreated'],
    );
  });
});

describe('actions at Stripe', () => {
  it('finalizes with the invoice’s idempotency key (derived from the invoice id)', async () => {
    const finalize = jest.spyOn(harness.stripe.invoices, 'finalizeInvoice');
    const invoice = await invoiceIn('draft');
    const { invoice: open } = await act(harness, invoice, 'finalize');
    expect(open).toMatchObject({ status: 'open' });
    expect(open.finalizedAt).toBeInstanceOf(Date);
    expect(finalize.mock.calls).toEqual([
      [invoice.stripeInvoiceId, { auto_advance: false }, { idempotencyKey: idempotencyKey(invoice.id, 'finalize') }],
    ]);
  });

  it('marks paid out of band and pays out the transfers', async () => {
    const pay = jest.spyOn(harness.stripe.invoices, 'pay');
    const invoice = await invoiceIn('open');
    const { invoice: paid } = await act(harness, invoice, 'markPaid');
    expect(paid).toMatchObject({ status: 'paid', amountPaid: invoice.total });
    expect(pay.mock.calls[0][1]).toEqual({ paid_out_of_band: true });
    expect(await harness.db.transfer.count({ where: { invoiceId: invoice.id } })).toBe(3);
  });

  it('charges the default payment method on file, and refuses when there is none', async () => {
    const payer = await parties(harness);
    const invoice = await createInvoice(harness, payer, await announceApplication(harness, payer));
    await harness.db.invoice.update({ where: { id: invoice.id }, data: { status: 'open' } });
    const pay = jest.spyOn(harness.stripe.invoices, 'pay');
    expect(await refusalOf(act(harness, invoice, 'charge'))).toEqual({
      code: PaymentsErrorCode.NoValidPaymentMethods,
      args: [],
    });
    expect(await refusalOf(act(harness, invoice, 'pay'))).toEqual({
      code: PaymentsErrorCode.NoValidPaymentMethods,
      args: [],
    });
    expect(pay).not.toHaveBeenCalled();
    await cardOnFile(harness, payer.payer);
    const { invoice: paid } = await act(harness, invoice, 'charge', { commandId: 'charge-1' });
    expect(paid).toMatchObject({ status: 'paid', paymentIssue: undefined });
    expect(pay.mock.calls[0][1]).toEqual({
      payment_method: 'pm_card_visa',
      off_session: true,
      expand: ['payments.data.payment.payment_intent'],
    });
    expect(pay.mock.calls[0][2]).toEqual({ idempotencyKey: idempotencyKey('charge-1', `charge:${invoice.id}`) });
  });

  it('pays now with the default method or a chosen one on file, never another account’s', async () => {
    const invoice = await invoiceIn('open');
    const pay = jest.spyOn(harness.stripe.invoices, 'pay');
    expect(await refusalOf(act(harness, invoice, 'pay', { paymentMethod: 'pm_card_mastercard' }))).toEqual({
      code: PaymentsErrorCode.PaymentMethodNotFound,
      args: ['pm_card_mastercard'],
    });
    expect(await refusalOf(act(harness, invoice, 'pay', { paymentMethod: 'card_123' }))).toMatchObject({
      code: PaymentsErrorCode.InvalidValue,
      args: ['paymentMethod'],
    });
    await cardOnFile(harness, who.payer, 'pm_card_mastercard');
    const { invoice: paid } = await act(harness, invoice, 'pay', {
      commandId: 'pay-1',
      paymentMethod: 'pm_card_mastercard',
    });
    expect(paid.status).toBe('paid');
    expect(pay.mock.calls[0][1]).toMatchObject({ payment_method: 'pm_card_mastercard', off_session: false });
    const second = await invoiceIn('open');
    await act(harness, second, 'pay', { commandId: 'pay-2' });
    // The first card put on file stayed the default.
    expect(pay.mock.calls[1][1]).toMatchObject({ payment_method: 'pm_card_visa' });
  });

  it('keeps what to do when the bank asks the payer to confirm the payment', async () => {
    const invoice = await invoiceIn('open');
    await harness.db.invoice.update({
      where: { id: invoice.id },
      data: { hostedInvoiceUrl: 'https://invoice.stripe.com/i/test_123' },
    });
    const { default: StripeSdk } = await import('stripe');
    jest.spyOn(harness.stripe.invoices, 'pay').mockRejectedValueOnce(
      new StripeSdk.errors.StripeInvalidRequestError({
        type: 'invalid_request_error',
        message: 'This payment requires additional user action before it can be completed successfully.',
        code: 'invoice_payment_intent_requires_action',
      }),
    );
    expect(await refusalOf(act(harness, invoice, 'pay'))).toEqual({
      code: PaymentsErrorCode.PaymentActionRequired,
      args: ['https://invoice.stripe.com/i/test_123'],
    });
    const after = await harness.app.get(InvoiceRepository).findById(invoice.id);
    expect(after).toMatchObject({
      status: 'open',
      paymentIssue: { kind: 'actionRequired', code: 'paymentActionRequired' },
    });
    expect(await outboxTypes(harness, invoice.id)).toEqual(['InvoiceCreated', 'InvoicePaymentActionRequired']);
    const view = (await harness.app.get(InvoiceViews).one(after!)) as Record<string, unknown>;
    expect(view).toMatchObject({
      displayStatus: 'open',
      hostedInvoiceUrl: 'https://invoice.stripe.com/i/test_123',
      paymentIssue: { kind: 'actionRequired', args: ['https://invoice.stripe.com/i/test_123'] },
    });
  });

  it('refuses to email an invoice to a payer without a billing email', async () => {
    const payer = await parties(harness);
    await harness.db.connectedAccount.update({ where: { accountId: payer.payer }, data: { billingEmail: null } });
    const invoice = await createInvoice(harness, payer, await announceApplication(harness, payer));
    await harness.db.invoice.update({ where: { id: invoice.id }, data: { status: 'open' } });
    const send = jest.spyOn(harness.stripe.invoices, 'sendInvoice');
    expect(await refusalOf(act(harness, invoice, 'send'))).toEqual({
      code: PaymentsErrorCode.BillingEmailRequired,
      args: [],
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('issues a credit note, sends by email and answers the PDF link', async () => {
    const invoice = await invoiceIn('open');
    const creditNote = jest.spyOn(harness.stripe.creditNotes, 'create');
    const outcome = await act(harness, invoice, 'creditNote', { creditAmount: 500, creditReason: 'order_change' });
    expect(outcome.creditNoteId).toMatch(/^cn_/);
    expect(creditNote.mock.calls[0][0]).toMatchObject({
      invoice: invoice.stripeInvoiceId,
      amount: 500,
      reason: 'order_change',
    });
    expect(await refusalOf(act(harness, invoice, 'creditNote', { creditAmount: invoice.total + 1 }))).toEqual({
      code: PaymentsErrorCode.InvalidValue,
      args: ['creditAmount'],
    });
    const send = jest.spyOn(harness.stripe.invoices, 'sendInvoice');
    await act(harness, invoice, 'send', { commandId: 'send-1' });
    expect(send).toHaveBeenCalledTimes(1);
    const retrieve = jest.spyOn(harness.stripe.invoices, 'retrieve');
    const { pdfUrl } = await act(harness, invoice, 'pdf');
    expect(retrieve).toHaveBeenCalledWith(invoice.stripeInvoiceId);
    // stripe-mock's fixture invoice has no PDF link (null); Stripe's finalized invoices do.
    const answered = (await retrieve.mock.results[0].value) as Stripe.Invoice;
    expect(pdfUrl).toBe(answered.invoice_pdf ?? undefined);
    expect(await outboxTypes(harness, invoice.id)).toEqual([
      'InvoiceCreated',
      'InvoiceCreditNoteIssued',
      'InvoiceSent',
    ]);
  });

  it('flags a declined charge and keeps the invoice open', async () => {
    const invoice = await invoiceIn('open');
    const { default: StripeSdk } = await import('stripe');
    jest.spyOn(harness.stripe.invoices, 'pay').mockRejectedValueOnce(
      new StripeSdk.errors.StripeCardError({
        type: 'card_error',
        message: 'Your card was declined.',
        code: 'card_declined',
      }),
    );
    expect(await refusalOf(act(harness, invoice, 'charge'))).toEqual({
      code: PaymentsErrorCode.PaymentFailed,
      args: ['card_declined'],
    });
    const after = await harness.app.get(InvoiceRepository).findById(invoice.id);
    expect(after).toMatchObject({
      status: 'open',
      lastPaymentFailed: true,
      paymentIssue: { kind: 'failed', code: 'paymentFailed', args: ['card_declined'] },
    });
    expect(await outboxTypes(harness, invoice.id)).toEqual(['InvoiceCreated', 'InvoicePaymentFailed']);
    const view = (await harness.app.get(InvoiceViews).one(after!)) as Record<string, unknown>;
    expect(view.displayStatus).toBe('failed');
    expect(view.paymentIssue).toMatchObject({
      message: expect.stringMatching(/declined \(card declined\)/) as unknown,
    });
  });

  it('refuses an unknown action', async () => {
    const invoice = await invoiceIn('open');
    expect(await refusalOf(act(harness, invoice, 'refund'))).toEqual({
      code: PaymentsErrorCode.InvalidValue,
      args: ['action'],
    });
  });
});

describe('editing a draft (UpdateInvoiceCommand)', () => {
  const afterScheduled: string[] = [];
  afterAll(async () => {
    await harness.db.invoice.updateMany({ where: { id: { in: afterScheduled } }, data: { scheduledFinalizeAt: null } });
  });

  function update(invoice: StoredInvoice, input: Record<string, unknown>, mask = Object.keys(input)) {
    return harness.commands.execute(new UpdateInvoiceCommand(invoice.accountId, invoice.id, input, mask));
  }

  it('replaces the lines and the named fields, here and at Stripe, and keeps the rest', async () => {
    const draft = await createInvoice(harness, who, await announceApplication(harness, who), { memo: 'First memo' });
    const updateAtStripe = jest.spyOn(harness.stripe.invoices, 'update');
    const removeItem = jest.spyOn(harness.stripe.invoiceItems, 'del');
    const createItem = jest.spyOn(harness.stripe.invoiceItems, 'create');
    const edited = await update(draft, {
      items: [
        { description: 'Lead, three shoot days', quantity: 3, unitAmount: 50_000, taxRatesBps: [825] },
        { description: 'Fitting', quantity: 1, unitAmount: 10_000, coupons: [{ amountOff: 2_500 }] },
      ],
      footer: 'Net 15',
    });
    // 1500.00 + 8.25 % (123.75) = 1623.75; 100.00 - 25.00 = 75.00.
    expect(edited).toMatchObject({ status: 'draft', subtotal: 160_000, discount: 2_500, tax: 12_375, total: 169_875 });
    expect(edited.draft).toMatchObject({ memo: 'First memo', footer: 'Net 15', jobTitle: 'Lead, commercial shoot' });
    expect(updateAtStripe.mock.calls[0][1]).toMatchObject({
      collection_method: 'charge_automatically',
      description: 'First memo',
      footer: 'Net 15',
    });
    expect(removeItem).toHaveBeenCalled();
    expect(createItem).toHaveBeenCalledTimes(2);
    // The lines are made again under this edit's own keys, never the creation's (Stripe would answer those with the old lines).
    const creationKey = idempotencyKey(draft.id, 'item:0');
    expect(createItem.mock.calls.map(([, options]) => options?.idempotencyKey)).not.toContain(creationKey);
    expect(await outboxTypes(harness, draft.id)).toEqual(['InvoiceCreated', 'InvoiceUpdated']);
  });

  it('checks the whole draft again, and names the fields a draft does not have', async () => {
    const draft = await invoiceIn('draft');
    expect(await refusalOf(update(draft, { billingMethod: 'send_invoice' }))).toEqual({
      code: PaymentsErrorCode.Required,
      args: ['dueDate'],
    });
    expect(await refusalOf(update(draft, { items: [] }))).toEqual({
      code: PaymentsErrorCode.Required,
      args: ['items'],
    });
    expect(await refusalOf(update(draft, { total: 1 }))).toMatchObject({
      code: PaymentsErrorCode.InvalidValue,
      args: ['total'],
    });
    expect(await refusalOf(update(draft, { prefix: 'lower' }))).toMatchObject({
      code: PaymentsErrorCode.InvalidInvoicePrefix,
    });
    expect(await outboxTypes(harness, draft.id)).toEqual(['InvoiceCreated']);
  });

  it('schedules, moves and removes the finalization time', async () => {
    const draft = await invoiceIn('draft');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    // Unscheduled again at the end whatever happens (see the listing test below).
    afterScheduled.push(draft.id);
    const scheduled = await update(draft, { finalizeAt: at });
    expect(scheduled.scheduledFinalizeAt?.toISOString()).toBe(at);
    const view = (await harness.app.get(InvoiceViews).one(scheduled)) as Record<string, unknown>;
    expect(view).toMatchObject({ displayStatus: 'scheduled', finalizeAt: at });
    const cleared = await update(scheduled, {}, ['finalizeAt']);
    expect(cleared.scheduledFinalizeAt).toBeUndefined();
    expect(await refusalOf(update(cleared, { finalizeAt: '2001-01-01T00:00:00Z' }))).toMatchObject({
      code: PaymentsErrorCode.InvalidValue,
      args: ['finalizeAt'],
    });
  });

  it('refuses to edit a finalized invoice (spec: a finalized or sent invoice cannot be edited)', async () => {
    for (const status of ['open', 'paid', 'void', 'uncollectible'] as const) {
      const invoice = await invoiceIn(status);
      expect(await refusalOf(update(invoice, { memo: 'Too late' }))).toEqual({
        code: PaymentsErrorCode.InvoiceActionNotAllowed,
        args: [status, 'edit'],
      });
    }
  });

  it('refuses another account’s draft as not found', async () => {
    const draft = await invoiceIn('draft');
    expect(
      await refusalOf(
        harness.commands.execute(new UpdateInvoiceCommand(uuid7(), draft.id, { memo: 'Mine now' }, ['memo'])),
      ),
    ).toEqual({ code: PaymentsErrorCode.InvoiceNotFound, args: [draft.id] });
  });
});

describe('listing by every displayed status', () => {
  it('filters on the derived scheduled, past_due and failed as the views show them', async () => {
    const payer = await parties(harness);
    const make = async () => createInvoice(harness, payer, await announceApplication(harness, payer));
    const draft = await make();
    const scheduled = await make();
    await harness.db.invoice.update({
      where: { id: scheduled.id },
      data: { scheduledFinalizeAt: new Date(Date.now() + 3_600_000) },
    });
    const open = await make();
    const pastDue = await make();
    const failed = await make();
    const paid = await make();
    await harness.db.invoice.update({ where: { id: open.id }, data: { status: 'open', dueDate: '2999-01-01' } });
    await harness.db.invoice.update({ where: { id: pastDue.id }, data: { status: 'open', dueDate: '2020-01-01' } });
    await harness.db.invoice.update({ where: { id: failed.id }, data: { status: 'open', lastPaymentFailed: true } });
    await harness.db.invoice.update({ where: { id: paid.id }, data: { status: 'paid' } });
    const ids = async (status: string) =>
      (await harness.queries.execute(new ListInvoicesQuery(payer.payer, status, undefined, { limit: 25 }))).data.map(
        (invoice) => invoice.id,
      );
    try {
      expect(await ids('draft')).toEqual([draft.id]);
      expect(await ids('scheduled')).toEqual([scheduled.id]);
      expect(await ids('open')).toEqual([open.id]);
      expect(await ids('past_due')).toEqual([pastDue.id]);
      expect(await ids('failed')).toEqual([failed.id]);
      expect(await ids('paid')).toEqual([paid.id]);
      expect(await ids('void')).toEqual([]);
      expect(
        await refusalOf(harness.queries.execute(new ListInvoicesQuery(payer.payer, 'late', undefined, { limit: 25 }))),
      ).toMatchObject({ code: PaymentsErrorCode.InvalidValue, args: ['status'] });
    } finally {
      // The scheduled draft stays no longer than the test: a payments worker started later against this
      // database (the fault tests') schedules every scheduled draft's finalization when it starts.
      await harness.db.invoice.update({ where: { id: scheduled.id }, data: { scheduledFinalizeAt: null } });
    }
  });
});

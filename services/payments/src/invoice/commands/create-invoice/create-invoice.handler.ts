import { LOGGER, type Logger, uuid7 } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentsErrorCode, PaymentsException } from '../../../payments.errors.js';
import { assertSplit } from '../../../transfer/domain/payment-split.js';
import { invalidValue } from '../../../common/field-rules.js';
import { invoiceTotals, parseInvoiceDraft } from '../../domain/invoice-draft.js';
import {
  type ApplicationDeal,
  type DealMemo,
  InvoiceRepository,
  type StoredInvoice,
} from '../../invoice.repository.js';
import { InvoiceScheduler } from '../../invoice.scheduler.js';
import { InvoiceStripe } from '../../invoice.stripe.js';
import { CreateInvoiceCommand } from './create-invoice.command.js';

/** A scheduled finalization at most a year ahead (spec section 9: spans of at most 31536000 seconds). */
const FINALIZE_AT_MAX_MS = 31_536_000_000;

@CommandHandler(CreateInvoiceCommand)
export class CreateInvoiceHandler implements ICommandHandler<CreateInvoiceCommand, StoredInvoice> {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly stripe: InvoiceStripe,
    private readonly scheduler: InvoiceScheduler,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ accountId, applicationId, input }: CreateInvoiceCommand): Promise<StoredInvoice> {
    const deal = await this.invoices.findDeal(applicationId);
    const memo = invoiceableMemo(deal, accountId, applicationId);
    const now = new Date();
    const finalizeAt = parseFinalizeAt(input.finalizeAt, now);
    const draft = parseInvoiceDraft(
      {
        prefix: input.prefix,
        billingMethod: input.billingMethod,
        dueDate: input.dueDate,
        memo: input.memo,
        footer: input.footer,
        customFields: input.customFields,
        items: [
          {
            description: `${deal?.jobTitle || 'Job'}: ${deal?.talentName || 'talent'} (${memo.rateType})`,
            quantity: memo.quantity,
            unitAmount: memo.unitRate,
            taxRatesBps: input.taxRatesBps,
            coupons: input.coupons,
          },
          ...(input.items ?? []),
        ],
      },
      now,
    );
    const totals = invoiceTotals(draft);
    const id = uuid7();
    const transferGroup = `invoice_${id}`;
    const customer = await this.stripe.customerOf(accountId);
    const stripeInvoice = await this.stripe.createDraft(id, customer, draft, {
      invoice_id: id,
      application_id: applicationId,
      account_id: accountId,
      transfer_group: transferGroup,
    });
    const invoice = await this.invoices.insert(
      {
        id,
        accountId,
        applicationId,
        stripeInvoiceId: stripeInvoice.id,
        number: stripeInvoice.number ?? undefined,
        prefix: draft.prefix,
        billingMethod: draft.billingMethod,
        dueDate: draft.dueDate,
        draft: { ...draft, jobTitle: deal?.jobTitle ?? '', talentName: deal?.talentName ?? '' },
        subtotal: totals.subtotal,
        discount: totals.discount,
        tax: totals.tax,
        total: totals.total,
        currency: 'usd',
        transferGroup,
        scheduledFinalizeAt: finalizeAt,
      },
      { type: 'created', finalizeAt: finalizeAt?.toISOString() },
    );
    try {
      await this.scheduler.schedule(invoice);
    } catch (error) {
      // The worker re-schedules scheduled drafts when it starts (InvoiceScheduler.resync).
      this.logger.error({ invoiceId: id, err: error }, 'could not schedule the invoice finalization');
    }
    return invoice;
  }
}

/** The deal memo of an accepted application of the payer's job, or the refusal. */
function invoiceableMemo(deal: ApplicationDeal | undefined, accountId: string, applicationId: string): DealMemo {
  if (!deal) {
    throw new PaymentsException(PaymentsErrorCode.ApplicationNotFound, `No application ${applicationId}.`, [
      applicationId,
    ]);
  }
  if (deal.jobAccountId !== accountId) {
    throw new PaymentsException(PaymentsErrorCode.NotOwner, 'Only the job’s account can invoice its applications.');
  }
  if (deal.status !== 'accepted') {
    throw new PaymentsException(
      PaymentsErrorCode.ApplicationNotInvoiceable,
      `Only an accepted application is invoiced; this one is ${deal.status}.`,
      [deal.status],
    );
  }
  if (!deal.dealMemo) {
    throw new PaymentsException(
      PaymentsErrorCode.ApplicationNotInvoiceable,
      'The application has no deal memo to invoice.',
      ['noDealMemo'],
    );
  }
  assertSplit(
    deal.dealMemo.split.map((share) => ({
      recipient: { kind: share.profileType, id: share.profileId },
      shareBps: share.shareBps,
    })),
  );
  return deal.dealMemo;
}

function parseFinalizeAt(value: string | undefined, now: Date): Date | undefined {
  if (value === undefined || value.trim() === '') {
    return undefined;
  }
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) {
    throw invalidValue('finalizeAt', 'Expected a date and time (ISO-8601)');
  }
  if (at.getTime() <= now.getTime()) {
    throw invalidValue('finalizeAt', 'The finalization time must be in the future');
  }
  if (at.getTime() - now.getTime() > FINALIZE_AT_MAX_MS) {
    throw invalidValue('finalizeAt', 'The finalization time must be within a year');
  }
  return at;
}

import { LOGGER, type Logger, uuid7 } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceTotals, parseInvoiceDraft } from '../../domain/invoice-draft.js';
import { dealLineDescription, invoiceable, parseFinalizeAt } from '../../domain/invoiceable.js';
import { InvoiceRepository, type StoredInvoice } from '../../invoice.repository.js';
import { InvoiceScheduler } from '../../invoice.scheduler.js';
import { InvoiceStripe } from '../../invoice.stripe.js';
import { CreateInvoiceCommand } from './create-invoice.command.js';

@CommandHandler(CreateInvoiceCommand)
export class CreateInvoiceHandler implements ICommandHandler<CreateInvoiceCommand, StoredInvoice> {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly stripe: InvoiceStripe,
    private readonly scheduler: InvoiceScheduler,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ accountId, applicationId, input }: CreateInvoiceCommand): Promise<StoredInvoice> {
    const { deal, memo } = invoiceable(await this.invoices.findDeal(applicationId), accountId, applicationId);
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
            description: dealLineDescription(deal, memo.rateType),
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
        draft: { ...draft, jobTitle: deal.jobTitle, talentName: deal.talentName },
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

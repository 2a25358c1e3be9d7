import { LOGGER, type Logger, mergeMasked, uuid7 } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalidValue } from '../../../common/field-rules.js';
import { draftAsInput, EDITABLE_DRAFT_FIELDS, invoiceTotals, parseInvoiceDraft } from '../../domain/invoice-draft.js';
import { parseFinalizeAt } from '../../domain/invoiceable.js';
import { assertInvoiceAction } from '../../domain/invoice-status.js';
import { requireOwnInvoice, settleLostRace } from '../../invoice.access.js';
import { InvoiceRepository, type StoredInvoice } from '../../invoice.repository.js';
import { InvoiceScheduler } from '../../invoice.scheduler.js';
import { InvoiceStripe } from '../../invoice.stripe.js';
import { UpdateInvoiceCommand } from './update-invoice.command.js';

/**
 * The state machine's edit step (drafts only), the merged draft checked whole again (invoice-draft.ts),
 * Stripe's draft replaced (fields, then lines made again under this edit's own idempotency keys), then
 * our row and InvoiceUpdated in one transaction; the scheduled finalization follows the new time.
 */
@CommandHandler(UpdateInvoiceCommand)
export class UpdateInvoiceHandler implements ICommandHandler<UpdateInvoiceCommand, StoredInvoice> {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly stripe: InvoiceStripe,
    private readonly scheduler: InvoiceScheduler,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ accountId, id, input, fieldMask }: UpdateInvoiceCommand): Promise<StoredInvoice> {
    const invoice = requireOwnInvoice(await this.invoices.findById(id), accountId, id);
    assertInvoiceAction(invoice.status, 'edit');
    const unknown = fieldMask.find((field) => !(EDITABLE_DRAFT_FIELDS as readonly string[]).includes(field));
    if (unknown !== undefined) {
      throw invalidValue(unknown, `Only these fields of a draft can be changed: ${EDITABLE_DRAFT_FIELDS.join(', ')}`);
    }
    const now = new Date();
    const merged = mergeMasked(draftAsInput(invoice.draft), input, fieldMask);
    const draft = parseInvoiceDraft(merged, now);
    // A time already stored is kept as it is; a new one must be in the future.
    const finalizeAt = fieldMask.includes('finalizeAt')
      ? parseFinalizeAt(typeof input.finalizeAt === 'string' ? input.finalizeAt : undefined, now)
      : invoice.scheduledFinalizeAt;
    const totals = invoiceTotals(draft);
    await this.stripe.replaceDraft(invoice, draft, uuid7());
    const changed = await this.invoices.editDraft(
      invoice,
      {
        draft: { ...draft, jobTitle: invoice.draft.jobTitle, talentName: invoice.draft.talentName },
        prefix: draft.prefix,
        billingMethod: draft.billingMethod,
        dueDate: draft.dueDate,
        subtotal: totals.subtotal,
        discount: totals.discount,
        tax: totals.tax,
        total: totals.total,
        scheduledFinalizeAt: finalizeAt,
      },
      { type: 'updated', finalizeAt: finalizeAt?.toISOString() },
    );
    if (!changed) {
      // Finalized meanwhile: the edit is refused for the status it is in now.
      return settleLostRace(await this.invoices.findById(id), id, 'draft', 'edit');
    }
    if (finalizeAt?.getTime() !== invoice.scheduledFinalizeAt?.getTime()) {
      await this.reschedule(changed);
    }
    return changed;
  }

  private async reschedule(invoice: StoredInvoice): Promise<void> {
    try {
      await this.scheduler.unschedule(invoice.id);
      await this.scheduler.schedule(invoice);
    } catch (error) {
      // The worker re-schedules scheduled drafts when it starts (InvoiceScheduler.resync); a job left
      // behind finds the draft's time changed and does nothing early (InvoiceFinalizationProcessor).
      this.logger.error({ invoiceId: invoice.id, err: error }, 'could not reschedule the invoice finalization');
    }
  }
}

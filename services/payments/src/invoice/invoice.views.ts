import { create, type JsonValue, toJson } from '@bufbuild/protobuf';
import {
  type Invoice,
  InvoiceActionResultSchema,
  InvoiceCouponSchema,
  InvoiceItemSchema,
  InvoicePageSchema,
  InvoiceSchema,
  PaymentIssueSchema,
} from '@callsheet/contracts';
import type { Page } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import { InvoicePayouts } from '../transfer/invoice-payouts.js';
import { TransferRepository } from '../transfer/transfer.repository.js';
import { invoiceTotals } from './domain/invoice-draft.js';
import { allowedInvoiceActions, displayStatus, type InvoiceAction } from './domain/invoice-status.js';
import type { StoredInvoice } from './invoice.repository.js';

/**
 * The state machine's action names as the API spells them (downloadPdf is "pdf"; edit is PATCH; charge
 * is offered as charge, off session with the default method, and as pay, by the payer now).
 */
export function apiActionsOf(invoice: StoredInvoice): string[] {
  const names: Partial<Record<InvoiceAction, string[]>> = {
    delete: ['delete'],
    finalize: ['finalize'],
    markPaid: ['markPaid'],
    void: ['void'],
    markUncollectible: ['markUncollectible'],
    send: ['send'],
    charge: ['charge', 'pay'],
    creditNote: ['creditNote'],
    downloadPdf: ['pdf'],
  };
  return allowedInvoiceActions(invoice.status).flatMap((action) => names[action] ?? []);
}

/** Invoices as the payer sees them: lines with their figures, display status, allowed actions, trust set-aside. */
@Injectable()
export class InvoiceViews {
  constructor(
    private readonly transfers: TransferRepository,
    private readonly payouts: InvoicePayouts,
  ) {}

  async one(invoice: StoredInvoice): Promise<JsonValue> {
    const [message] = await this.messages([invoice]);
    return toJson(InvoiceSchema, message);
  }

  async page(page: Page<StoredInvoice>): Promise<JsonValue> {
    return toJson(
      InvoicePageSchema,
      create(InvoicePageSchema, { data: await this.messages(page.data), hasMore: page.has_more }),
    );
  }

  async actionResult(invoice: StoredInvoice, extra: { pdfUrl?: string; creditNoteId?: string }): Promise<JsonValue> {
    const [message] = await this.messages([invoice]);
    return toJson(InvoiceActionResultSchema, create(InvoiceActionResultSchema, { invoice: message, ...extra }));
  }

  async messages(invoices: readonly StoredInvoice[]): Promise<Invoice[]> {
    const trust = await this.transfers.trustOf(
      invoices.filter((invoice) => invoice.status === 'paid').map((invoice) => invoice.id),
    );
    const now = new Date();
    return invoices.map((invoice) => {
      const totals = invoiceTotals(invoice.draft);
      return create(InvoiceSchema, {
        id: invoice.id,
        accountId: invoice.accountId,
        applicationId: invoice.applicationId,
        stripeInvoiceId: invoice.stripeInvoiceId,
        number: invoice.number,
        prefix: invoice.prefix,
        status: invoice.status,
        displayStatus: displayStatus(
          {
            status: invoice.status,
            dueDate: invoice.dueDate,
            finalizesAt: invoice.scheduledFinalizeAt,
            lastPaymentFailed: invoice.lastPaymentFailed,
          },
          now,
        ),
        actions: apiActionsOf(invoice),
        billingMethod: invoice.billingMethod,
        dueDate: invoice.dueDate,
        items: invoice.draft.items.map((item, index) =>
          create(InvoiceItemSchema, {
            productId: item.productId,
            description: item.description,
            quantity: item.quantity,
            unitAmount: item.unitAmount,
            taxRatesBps: item.taxRatesBps,
            coupons: item.coupons.map((coupon) =>
              create(
                InvoiceCouponSchema,
                coupon.kind === 'percentOff'
                  ? { percentOffBps: coupon.percentOffBps }
                  : { amountOff: coupon.amountOff },
              ),
            ),
            ...totals.lines[index],
          }),
        ),
        memo: invoice.draft.memo,
        footer: invoice.draft.footer,
        customFields: invoice.draft.customFields,
        subtotal: invoice.subtotal,
        discount: invoice.discount,
        tax: invoice.tax,
        total: invoice.total,
        amountDue: ['paid', 'void'].includes(invoice.status) ? 0 : invoice.total - invoice.amountPaid,
        amountPaid: invoice.amountPaid,
        currency: invoice.currency,
        transferGroup: invoice.transferGroup,
        finalizeAt: invoice.scheduledFinalizeAt?.toISOString(),
        finalizedAt: invoice.finalizedAt?.toISOString(),
        paidAt: invoice.paidAt?.toISOString(),
        createdAt: invoice.createdAt.toISOString(),
        updatedAt: invoice.updatedAt.toISOString(),
        jobTitle: invoice.draft.jobTitle,
        talentName: invoice.draft.talentName,
        trustSetAside: this.payouts.trustSetAside(trust.get(invoice.id)),
        hostedInvoiceUrl: invoice.hostedInvoiceUrl,
        invoicePdf: invoice.invoicePdf,
        paymentIssue: invoice.paymentIssue && create(PaymentIssueSchema, invoice.paymentIssue),
      });
    });
  }
}

import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingModule } from '../billing/billing.module.js';
import { INVOICE_FINALIZATION_QUEUE } from '../queue/payments-queues.js';
import { queueProcessor } from '../queue/queue-processor.js';
import { TransferModule } from '../transfer/transfer.module.js';
import { ApplyStripeInvoiceEventHandler } from './commands/apply-stripe-invoice-event/apply-stripe-invoice-event.handler.js';
import { ApplyStripeTransferEventHandler } from './commands/apply-stripe-transfer-event/apply-stripe-transfer-event.handler.js';
import { CreateInvoiceHandler } from './commands/create-invoice/create-invoice.handler.js';
import { DeleteInvoiceHandler } from './commands/delete-invoice/delete-invoice.handler.js';
import { InvoiceActionHandler } from './commands/invoice-action/invoice-action.handler.js';
import { UpdateInvoiceHandler } from './commands/update-invoice/update-invoice.handler.js';
import { InvoiceFinalizationProcessor } from './invoice-finalization.processor.js';
import { InvoiceMessages } from './invoice.messages.js';
import { InvoiceRepository } from './invoice.repository.js';
import { InvoiceScheduler } from './invoice.scheduler.js';
import { InvoiceStripe } from './invoice.stripe.js';
import { InvoiceViews } from './invoice.views.js';
import { StripeWebhookMetrics } from './stripe-webhook.metrics.js';
import { GetInvoiceHandler } from './queries/get-invoice/get-invoice.handler.js';
import { ListInvoicesHandler } from './queries/list-invoices/list-invoices.handler.js';
import { ApplicationEventsHandler } from './reactions/application-events.handler.js';

const handlers = [
  CreateInvoiceHandler,
  DeleteInvoiceHandler,
  InvoiceActionHandler,
  UpdateInvoiceHandler,
  ApplyStripeInvoiceEventHandler,
  ApplyStripeTransferEventHandler,
  GetInvoiceHandler,
  ListInvoicesHandler,
];

/** Invoices of accepted applications, their Stripe mirror and scheduled finalization (invoice-finalization queue). */
@Module({
  imports: [CqrsModule, BullModule.registerQueue({ name: INVOICE_FINALIZATION_QUEUE }), TransferModule, BillingModule],
  controllers: [InvoiceMessages],
  providers: [
    InvoiceRepository,
    InvoiceStripe,
    InvoiceViews,
    InvoiceScheduler,
    queueProcessor(INVOICE_FINALIZATION_QUEUE, InvoiceFinalizationProcessor),
    StripeWebhookMetrics,
    ApplicationEventsHandler,
    ...handlers,
  ],
  exports: [InvoiceRepository, ApplicationEventsHandler],
})
export class InvoiceModule {}

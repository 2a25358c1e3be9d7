import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** Stripe Connect accounts, invoices, transfers, webhooks and BullMQ workers (ARCHITECTURE §1). */
@Module({ imports: [CqrsModule.forRoot()] })
export class PaymentsModule {}

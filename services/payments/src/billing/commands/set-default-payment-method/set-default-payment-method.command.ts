import { Command } from '@nestjs/cqrs';
import type { AttachedPaymentMethod } from '../attach-payment-method/attach-payment-method.command.js';

/** POST /api/account/billing/payment-methods/{id}/default: what invoices are charged to. */
export class SetDefaultPaymentMethodCommand extends Command<AttachedPaymentMethod> {
  constructor(
    readonly accountId: string,
    readonly paymentMethod: string,
    readonly commandId: string,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { Payer } from '../../billing.repository.js';

/** PATCH /api/account/billing: the billing email and name; the Stripe customer follows. */
export class UpdateBillingCommand extends Command<Payer> {
  constructor(
    readonly accountId: string,
    readonly input: { email?: string; name?: string },
    readonly commandId: string,
  ) {
    super();
  }
}

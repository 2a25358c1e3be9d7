import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';

/** POST /api/account/dashboard-link: a login link to the Express dashboard (domain/account-links.ts). */
export class CreateDashboardLinkCommand extends Command<Stripe.LoginLink> {
  constructor(
    readonly accountId: string,
    readonly commandId: string,
  ) {
    super();
  }
}

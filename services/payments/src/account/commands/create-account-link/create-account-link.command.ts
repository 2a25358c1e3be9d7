import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import type { AccountLinkType } from '../../domain/account-links.js';

/** A Stripe Account Link as created, with its type and the configured URLs it sends the member back to. */
export interface CreatedAccountLink extends Stripe.AccountLink {
  type: AccountLinkType;
  returnUrl: string;
  refreshUrl: string;
}

/**
 * POST /api/account/onboarding-link: a Stripe-hosted onboarding link for the account's express connected
 * account (domain/account-links.ts). `type` is what the body asked for, empty for the default.
 */
export class CreateAccountLinkCommand extends Command<CreatedAccountLink> {
  constructor(
    readonly accountId: string,
    readonly type: string,
    readonly commandId: string,
  ) {
    super();
  }
}

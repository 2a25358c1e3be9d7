import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import { assertDashboardAvailable, assertExpressAccount } from '../../domain/account-links.js';
import type { ConnectAccountType } from '../../domain/connect-account.js';
import { CreateDashboardLinkCommand } from './create-dashboard-link.command.js';

@CommandHandler(CreateDashboardLinkCommand)
export class CreateDashboardLinkHandler implements ICommandHandler<CreateDashboardLinkCommand, Stripe.LoginLink> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async execute({ accountId, commandId }: CreateDashboardLinkCommand): Promise<Stripe.LoginLink> {
    const row = await this.accounts.require(accountId);
    const connectType = row.type as ConnectAccountType;
    // A custom account is refused before Stripe is asked anything.
    assertExpressAccount(connectType);
    const account = await callStripe(() => this.stripe.accounts.retrieve(row.stripeAccountId));
    assertDashboardAvailable({ connectType, detailsSubmitted: account.details_submitted === true });
    return callStripe(() =>
      this.stripe.accounts.createLoginLink(
        row.stripeAccountId,
        {},
        { idempotencyKey: idempotencyKey(commandId, 'login-link.create') },
      ),
    );
  }
}

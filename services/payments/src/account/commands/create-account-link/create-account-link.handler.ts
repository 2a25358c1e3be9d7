import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import type { PaymentsEnv } from '../../../payments.env.js';
import { PAYMENTS_ENV } from '../../../payments.tokens.js';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import { assertExpressAccount, planAccountLink } from '../../domain/account-links.js';
import type { ConnectAccountType } from '../../domain/connect-account.js';
import { CreateAccountLinkCommand, type CreatedAccountLink } from './create-account-link.command.js';

@CommandHandler(CreateAccountLinkCommand)
export class CreateAccountLinkHandler implements ICommandHandler<CreateAccountLinkCommand, CreatedAccountLink> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(PAYMENTS_ENV) private readonly env: PaymentsEnv,
  ) {}

  async execute({ accountId, type, commandId }: CreateAccountLinkCommand): Promise<CreatedAccountLink> {
    const row = await this.accounts.require(accountId);
    const connectType = row.type as ConnectAccountType;
    // A custom account is refused before Stripe is asked anything.
    assertExpressAccount(connectType);
    const account = await callStripe(() => this.stripe.accounts.retrieve(row.stripeAccountId));
    const urls = {
      returnUrl: this.env.STRIPE_ONBOARDING_RETURN_URL,
      refreshUrl: this.env.STRIPE_ONBOARDING_REFRESH_URL,
    };
    const plan = planAccountLink(type, { connectType, detailsSubmitted: account.details_submitted === true }, urls);
    const link = await callStripe(() =>
      this.stripe.accountLinks.create(
        { account: row.stripeAccountId, ...plan.params },
        { idempotencyKey: idempotencyKey(commandId, `account-link.create:${plan.type}`) },
      ),
    );
    return { ...link, type: plan.type, ...urls };
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import { DeleteExternalAccountCommand } from './delete-external-account.command.js';

@CommandHandler(DeleteExternalAccountCommand)
export class DeleteExternalAccountHandler implements ICommandHandler<
  DeleteExternalAccountCommand,
  Stripe.DeletedExternalAccount
> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async execute({ accountId, id, commandId }: DeleteExternalAccountCommand): Promise<Stripe.DeletedExternalAccount> {
    const row = await this.accounts.require(accountId);
    return callStripe(() =>
      this.stripe.accounts.deleteExternalAccount(row.stripeAccountId, id, undefined, {
        idempotencyKey: idempotencyKey(commandId, `external-account.delete:${id}`),
      }),
    );
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { idempotencyKey } from '../../../stripe/stripe.client.js';
import { ConnectedAccountStripe } from '../../connected-account.stripe.js';
import { DeleteExternalAccountCommand } from './delete-external-account.command.js';

@CommandHandler(DeleteExternalAccountCommand)
export class DeleteExternalAccountHandler implements ICommandHandler<
  DeleteExternalAccountCommand,
  Stripe.DeletedExternalAccount
> {
  constructor(private readonly connected: ConnectedAccountStripe) {}

  async execute({ accountId, id, commandId }: DeleteExternalAccountCommand): Promise<Stripe.DeletedExternalAccount> {
    return this.connected.request(accountId, (stripe, account) =>
      stripe.accounts.deleteExternalAccount(account, id, undefined, {
        idempotencyKey: idempotencyKey(commandId, `external-account.delete:${id}`),
      }),
    );
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { idempotencyKey } from '../../../stripe/stripe.client.js';
import { ConnectedAccountStripe } from '../../connected-account.stripe.js';
import { DeletePersonCommand } from './delete-person.command.js';

@CommandHandler(DeletePersonCommand)
export class DeletePersonHandler implements ICommandHandler<DeletePersonCommand, Stripe.DeletedPerson> {
  constructor(private readonly connected: ConnectedAccountStripe) {}

  async execute({ accountId, id, commandId }: DeletePersonCommand): Promise<Stripe.DeletedPerson> {
    return this.connected.request(accountId, (stripe, account) =>
      stripe.accounts.deletePerson(account, id, undefined, {
        idempotencyKey: idempotencyKey(commandId, `person.delete:${id}`),
      }),
    );
  }
}

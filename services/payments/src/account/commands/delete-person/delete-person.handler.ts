import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import { DeletePersonCommand } from './delete-person.command.js';

@CommandHandler(DeletePersonCommand)
export class DeletePersonHandler implements ICommandHandler<DeletePersonCommand, Stripe.DeletedPerson> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async execute({ accountId, id, commandId }: DeletePersonCommand): Promise<Stripe.DeletedPerson> {
    const row = await this.accounts.require(accountId);
    return callStripe(() =>
      this.stripe.accounts.deletePerson(row.stripeAccountId, id, undefined, {
        idempotencyKey: idempotencyKey(commandId, `person.delete:${id}`),
      }),
    );
  }
}

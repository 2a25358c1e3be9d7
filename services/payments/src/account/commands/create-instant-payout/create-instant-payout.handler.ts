import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository, type StoredPayout } from '../../account.repository.js';
import { uuidFromCommandId } from '../../command-id.js';
import { InstantPayouts } from '../../instant-payouts.js';
import { CreateInstantPayoutCommand } from './create-instant-payout.command.js';

@CommandHandler(CreateInstantPayoutCommand)
export class CreateInstantPayoutHandler implements ICommandHandler<CreateInstantPayoutCommand, StoredPayout> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly payouts: InstantPayouts,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async execute({ accountId, amount, currency, commandId }: CreateInstantPayoutCommand): Promise<StoredPayout> {
    const row = await this.accounts.require(accountId);
    const id = uuidFromCommandId(commandId, 'instant-payout');
    const existing = await this.accounts.findPayout(id);
    if (existing?.stripePayoutId) {
      return existing;
    }
    const offer = await this.payouts.offer(row, amount, currency);
    const payout =
      existing ??
      (await this.accounts.insertPayout({
        id,
        accountId,
        method: 'instant',
        purpose: 'balance',
        amount: offer.amount,
        fee: offer.fee,
        currency: offer.currency,
        destination: offer.destination,
      }));
    try {
      // The fee comes out of the amount: the bank receives the net, Stripe debits the fee from the balance.
      const sent = await callStripe(() =>
        this.stripe.payouts.create(
          {
            amount: payout.amount - payout.fee,
            currency: payout.currency,
            method: 'instant',
            destination: offer.destination,
            metadata: { payout_id: payout.id, account_id: accountId },
          },
          { stripeAccount: row.stripeAccountId, idempotencyKey: idempotencyKey(commandId, 'instant-payout') },
        ),
      );
      return await this.accounts.payoutSent(payout.id, sent.id);
    } catch (error) {
      await this.accounts.payoutRefused(payout.id, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }
}

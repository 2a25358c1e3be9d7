import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRepository, type StoredPayout } from '../../account.repository.js';
import { payoutOutcomeStep } from '../../domain/payout-events.js';
import { ApplyStripePayoutEventCommand } from './apply-stripe-payout-event.command.js';

@CommandHandler(ApplyStripePayoutEventCommand)
export class ApplyStripePayoutEventHandler implements ICommandHandler<
  ApplyStripePayoutEventCommand,
  StoredPayout | undefined
> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ type, payout, eventCreated }: ApplyStripePayoutEventCommand): Promise<StoredPayout | undefined> {
    // Our payouts carry their id in metadata; the Stripe id alone finds the others.
    const payoutId = payout.metadata?.payout_id;
    const step = payoutOutcomeStep(
      type === 'payout.paid'
        ? { status: 'paid', arrivalDate: payout.arrival_date }
        : {
            status: 'failed',
            failureCode: payout.failure_code ?? undefined,
            failureMessage: payout.failure_message ?? undefined,
          },
    );
    const applied = await this.accounts.applyPayoutStep({ payoutId, stripePayoutId: payout.id }, step);
    if (!applied) {
      const known = payoutId
        ? await this.accounts.findPayout(payoutId)
        : await this.accounts.findPayoutByStripeId(payout.id);
      this.logger.info(
        { stripePayoutId: payout.id, type, eventCreated, status: known?.status },
        known
          ? 'payout event changes nothing (final state kept)'
          : 'payout event for a payout that is not ours; ignored',
      );
    }
    return applied;
  }
}

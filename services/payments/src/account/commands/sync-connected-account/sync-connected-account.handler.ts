import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRepository, type StoredConnectedAccount } from '../../account.repository.js';
import { stripeAccountStep } from '../../domain/account-events.js';
import { SyncConnectedAccountCommand } from './sync-connected-account.command.js';

@CommandHandler(SyncConnectedAccountCommand)
export class SyncConnectedAccountHandler implements ICommandHandler<
  SyncConnectedAccountCommand,
  StoredConnectedAccount | undefined
> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({
    stripeAccount,
    eventCreated,
  }: SyncConnectedAccountCommand): Promise<StoredConnectedAccount | undefined> {
    const updated = await this.accounts.applyStripeAccount(
      stripeAccount.id,
      stripeAccountStep(stripeAccount, eventCreated),
    );
    if (!updated) {
      // Not ours (another platform account) or older than what we have: nothing to do.
      const known = await this.accounts.findByStripeAccountId(stripeAccount.id);
      this.logger.info(
        { stripeAccountId: stripeAccount.id, eventCreated, appliedAt: known?.stripeUpdatedAt },
        known
          ? 'account.updated older than the state kept; ignored'
          : 'account.updated for an unknown account; ignored',
      );
    }
    return updated;
  }
}

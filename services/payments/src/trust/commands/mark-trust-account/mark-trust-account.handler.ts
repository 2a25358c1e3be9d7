import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { connectedAccountNotYet, PaymentsErrorCode, PaymentsException } from '../../../payments.errors.js';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { STRIPE } from '../../../stripe/stripe.client.js';
import { InvoicePayouts } from '../../../transfer/invoice-payouts.js';
import { TransferRepository } from '../../../transfer/transfer.repository.js';
import { TransferRuns } from '../../../transfer/transfer-runs.js';
import {
  assertTrustBankAccount,
  bankAccountNotFound,
  type ExternalAccountFacts,
  requiredBankAccountId,
} from '../../domain/trust-account.rules.js';
import { type StoredTrustAccount, TrustAccountRepository } from '../../trust-account.repository.js';
import { MarkTrustAccountCommand } from './mark-trust-account.command.js';

interface BankFacts extends ExternalAccountFacts {
  bankName?: string;
  last4: string;
}

/**
 * Stripe's word on the bank account first (domain/trust-account.rules.ts), then the mark and
 * TrustAccountMarked in one transaction, then a transfer run for each invoice whose trust line waited
 * for it (transfer-run queue; run here and now if the queue cannot take it).
 */
@CommandHandler(MarkTrustAccountCommand)
export class MarkTrustAccountHandler implements ICommandHandler<MarkTrustAccountCommand, StoredTrustAccount> {
  constructor(
    private readonly trustAccounts: TrustAccountRepository,
    private readonly transfers: TransferRepository,
    private readonly runs: TransferRuns,
    private readonly payouts: InvoicePayouts,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ accountId, talentId, externalAccountId }: MarkTrustAccountCommand): Promise<StoredTrustAccount> {
    const id = requiredBankAccountId('externalAccountId', externalAccountId);
    const stripeAccount = (await this.transfers.payeeOf(accountId))?.stripeAccountId;
    if (!stripeAccount) {
      throw connectedAccountNotYet(accountId);
    }
    const bank = await this.bankAccount(stripeAccount, id);
    assertTrustBankAccount(bank, stripeAccount);
    const marked = await this.trustAccounts.mark({
      talentId,
      accountId,
      stripeExternalAccountId: id,
      bankName: bank.bankName,
      last4: bank.last4,
    });
    for (const invoiceId of await this.transfers.invoicesAwaitingTrust(talentId)) {
      await this.payWaiting(invoiceId);
    }
    return marked;
  }

  /** The external account as Stripe knows it on the guardian's own connected account (404 for another's). */
  private async bankAccount(stripeAccount: string, id: string): Promise<BankFacts> {
    try {
      const account = await callStripe(() => this.stripe.accounts.retrieveExternalAccount(stripeAccount, id));
      const owner = typeof account.account === 'string' ? account.account : (account.account?.id ?? null);
      return {
        id: account.id,
        object: account.object,
        currency: account.currency,
        status: 'status' in account ? account.status : null,
        account: owner,
        bankName: 'bank_name' in account ? (account.bank_name ?? undefined) : undefined,
        last4: account.last4,
      };
    } catch (error) {
      if (error instanceof PaymentsException && error.code === PaymentsErrorCode.StripeObjectNotFound) {
        throw bankAccountNotFound(id);
      }
      throw error;
    }
  }

  private async payWaiting(invoiceId: string): Promise<void> {
    try {
      await this.runs.runNow(invoiceId, 'trustAccountMarked');
    } catch (error) {
      this.logger.warn({ invoiceId, err: error }, 'could not queue the waiting trust payout; paying it out now');
      await this.payouts.payOut(invoiceId);
    }
  }
}

import { create } from '@bufbuild/protobuf';
import { type TrustSetAside, TrustSetAsideSchema } from '@callsheet/contracts';
import { type Logger, LOGGER, type OutgoingEvent } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import type { Tx } from '../database/payments.database.js';
import { invoiceEvent } from '../invoice/invoice.events.js';
import type { ApplicationDeal, StoredInvoice } from '../invoice/invoice.repository.js';
import { PaymentsErrorCode, PaymentsException } from '../payments.errors.js';
import { callStripe, fromStripeError } from '../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../stripe/stripe.client.js';
import { cooganRuleFor, minorPayoutPlan, talentAgeOn } from './domain/coogan.js';
import { invoiceTransfersEvents, isUnsent } from './domain/transfer-events.js';
import { invoiceTransfersEvent } from './transfer.events.js';
import { type Payee, type PlannedTransfer, type StoredTransfer, TransferRepository } from './transfer.repository.js';
import { TransferRuns } from './transfer-runs.js';

/** What a payout run did. */
export interface PayOutResult {
  /** Every line is at Stripe. */
  complete: boolean;
  /** This run wrote TransfersCreated (exactly one run does, per invoice). */
  announced: boolean;
  /** Trust lines wait for the guardian to mark the trust bank account (not an error: no retry needed). */
  awaitingTrustAccount: number;
  /** The first failure of this run. */
  error?: Error;
  /** The transfer-run queue will run the lines this run left again; false after a failure means nobody will. */
  retryQueued: boolean;
}

/** Stripe's code when the connected account's available balance cannot cover a payout yet. */
const BALANCE_INSUFFICIENT = 'balance_insufficient';

/**
 * A paid invoice's money on its way to the talent and representatives (separate charges and
 * transfers, one transfer group per invoice):
 *
 * 1. In the transaction that marks the invoice paid, `planInTx` splits the amount paid by the deal memo
 *    (payment-split.ts, largest remainder) and, for a minor, sets the trust share aside by the rule of
 *    the job's work state carried in the deal (coogan.ts; the minor's age on the day paid where a rule
 *    needs it). The lines are inserted as pending transfer rows, unique per (invoice, destination,
 *    profile): whoever marks the invoice paid first (markPaid, pay, charge or the invoice.paid webhook)
 *    plans it, the others change nothing. A plan the rules refuse (a set-aside above the talent's share,
 *    a share without an account) inserts nothing and emits InvoiceTransfersHeld.
 * 2. After commit, `payOut` sends each unsent line to Stripe: a transfer to the recipient's connected
 *    account drawing on the paying charge's funds (`source_transaction`, when the invoice was paid
 *    through Stripe), with an idempotency key per invoice and line. A failed line is marked with why
 *    (domain/transfer-hold.ts) and the others still go; the run is then retried by the transfer-run
 *    queue with backoff (transfer-runs.ts), not only when Stripe delivers the webhook again.
 * 3. A minor's account pays out only what the platform sends (a manual payout schedule, set when it is
 *    opened: account/domain/connect-account.ts). The trust line is its own transfer to the guardian's
 *    connected account followed by its own payout to the bank account the guardian marked as the minor's
 *    trust account (trust/), never mixed with the rest; the minor's net share is a transfer followed by
 *    a payout to the guardian's default bank. Without a marked trust account the trust line waits on the
 *    platform (awaitingTrustAccount) and is sent when the account is marked. A transfer is recorded
 *    before its payout is asked for, so a payout that waits for the funds (balance_insufficient while the
 *    charge settles) never makes the transfer twice; payouts are recorded in the payout table (purpose
 *    trust or guardian).
 * 4. When no line is unsent, TransfersCreated is written once per invoice (domain/transfer-events.ts).
 */
@Injectable()
export class InvoicePayouts {
  constructor(
    private readonly transfers: TransferRepository,
    private readonly runs: TransferRuns,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** In the paid invoice's transaction: its transfers as pending rows, or the event saying why they wait. */
  async planInTx(tx: Tx, invoice: StoredInvoice, deal: ApplicationDeal | undefined): Promise<OutgoingEvent[]> {
    let planned: PlannedTransfer[];
    try {
      planned = this.plan(invoice, deal);
    } catch (error) {
      if (!(error instanceof PaymentsException)) {
        throw error;
      }
      this.logger.warn({ invoiceId: invoice.id, code: error.code, err: error }, 'transfers of a paid invoice held');
      return [invoiceEvent(invoice, { type: 'transfersHeld', code: error.code, message: error.message })];
    }
    await this.transfers.insertPlanned(tx, planned);
    return [];
  }

  /** The transfer lines of a paid invoice (zero-cent lines are left out: Stripe moves at least a cent). */
  plan(invoice: StoredInvoice, deal: ApplicationDeal | undefined): PlannedTransfer[] {
    const memo = deal?.dealMemo;
    if (!deal || !memo) {
      throw new PaymentsException(
        PaymentsErrorCode.ApplicationNotInvoiceable,
        'The invoice’s application has no deal memo to split the payment by.',
        ['noDealMemo'],
      );
    }
    const accountOf = new Map(memo.split.map((share) => [`${share.profileType}:${share.profileId}`, share.accountId]));
    const { lines, rule } = minorPayoutPlan({
      gross: invoice.amountPaid,
      split: memo.split.map((share) => ({
        recipient: { kind: share.profileType, id: share.profileId },
        shareBps: share.shareBps,
      })),
      talentMinor: deal.talentMinor,
      talentAge: talentAgeOn(deal.talentBirthDate, invoice.paidAt ?? new Date()),
      workState: deal.workState,
      contractGross: memo.total,
    });
    return lines
      .filter((line) => line.amount > 0)
      .map((line) => {
        const accountId =
          line.destination === 'representative'
            ? accountOf.get(`representative:${line.recipientId}`)
            : // The talent's account (a minor's is the guardian's) receives the talent's and the trust lines.
              deal.talentAccountId;
        if (!accountId) {
          throw new PaymentsException(
            PaymentsErrorCode.ConnectedAccountNotFound,
            `The representative ${line.recipientId} of the deal memo has no account to pay.`,
            [line.recipientId],
          );
        }
        return {
          invoiceId: invoice.id,
          payerAccountId: invoice.accountId,
          accountId,
          destination: line.destination,
          profileId: line.recipientId,
          amount: line.amount,
          currency: invoice.currency,
          transferGroup: invoice.transferGroup,
          trustState: line.destination === 'trust' ? rule?.state : undefined,
        };
      });
  }

  /** The trust set-aside of an invoice's transfers, as invoices and events show it. */
  trustSetAside(trust: { amount: number; state?: string } | undefined): TrustSetAside | undefined {
    if (trust === undefined) {
      return undefined;
    }
    const rule = cooganRuleFor(trust.state);
    return create(TrustSetAsideSchema, {
      amount: trust.amount,
      state: rule?.state ?? trust.state ?? '',
      sources: [...(rule?.sources ?? [])],
    });
  }

  /**
   * Sends the invoice's unsent lines to Stripe; never throws (the result says what happened). A line that
   * fails is marked with why and retried later by the transfer-run queue; if even queueing the retry
   * fails, the result's error says so and the caller must fail too (a webhook is then delivered again).
   * A run of the queue itself (`inQueue`) queues no retry: its own job is retried with backoff.
   */
  async payOut(invoiceId: string, { inQueue = false }: { inQueue?: boolean } = {}): Promise<PayOutResult> {
    let firstError: unknown;
    let awaitingTrustAccount = 0;
    try {
      const unsent = (await this.transfers.ofInvoice(invoiceId)).filter((transfer) => isUnsent(transfer.status));
      // The trust line last: the rest of the money does not wait for the trust bank account.
      unsent.sort((a, b) => Number(a.destination === 'trust') - Number(b.destination === 'trust'));
      const charge = await this.transfers.chargeOf(invoiceId);
      for (const transfer of unsent) {
        try {
          if ((await this.send(transfer, charge)) === 'awaitingTrustAccount') {
            awaitingTrustAccount += 1;
          }
        } catch (error) {
          firstError ??= error;
          this.logger.warn(
            { invoiceId, transferId: transfer.id, destination: transfer.destination, err: error },
            'a transfer of a paid invoice is not sent yet; retried later',
          );
          await this.transfers.markHeld(transfer.id, holdCodeOf(error));
        }
      }
      const announced = await this.transfers.announceOnce(invoiceId, (transfers) => {
        const trust = transfers.find((transfer) => transfer.destination === 'trust');
        const setAside = this.trustSetAside(trust && { amount: trust.amount, state: trust.trustState });
        return invoiceTransfersEvents(transfers).map((event) =>
          invoiceTransfersEvent(invoiceId, transfers, setAside, event),
        );
      });
      if (firstError !== undefined && !inQueue) {
        await this.runs.retryLater(invoiceId);
      }
      return {
        complete: firstError === undefined && awaitingTrustAccount === 0,
        announced: announced !== undefined,
        awaitingTrustAccount,
        error: firstError === undefined ? undefined : asError(firstError),
        retryQueued: firstError !== undefined,
      };
    } catch (error) {
      // Our database or the queue failed: nothing else will run this again, so the caller must fail too.
      this.logger.error({ invoiceId, err: error }, 'transfers of a paid invoice could not be run or retried');
      return { complete: false, announced: false, awaitingTrustAccount, error: asError(error), retryQueued: false };
    }
  }

  /**
   * One line to Stripe: its transfer, then the payout that follows it on a minor's account (whose payouts
   * are manual: the trust set-aside to the marked trust bank account, the rest to the guardian's default
   * bank). A trust line without a marked trust account waits instead.
   */
  private async send(transfer: StoredTransfer, charge: string | undefined): Promise<'sent' | 'awaitingTrustAccount'> {
    const payee = await this.transfers.payeeOf(transfer.accountId);
    if (!payee) {
      throw new PaymentsException(
        PaymentsErrorCode.ConnectedAccountNotFound,
        `The account ${transfer.accountId} has no Stripe connected account to transfer to.`,
        [transfer.accountId],
      );
    }
    const payout = await this.payoutOf(transfer, payee);
    if (payout === 'awaitingTrustAccount') {
      await this.transfers.markAwaitingTrustAccount(transfer.id);
      return 'awaitingTrustAccount';
    }
    if (payout === undefined) {
      await this.transfers.markCreated(transfer.id, await this.transfer(transfer, payee.stripeAccountId, charge));
      return 'sent';
    }
    let stripeTransferId = transfer.stripeTransferId;
    if (!stripeTransferId) {
      stripeTransferId = await this.transfer(transfer, payee.stripeAccountId, charge);
      await this.transfers.recordTransfer(transfer.id, stripeTransferId);
    }
    const made = await this.payOutLine(transfer, payee.stripeAccountId, payout);
    await this.transfers.markCreated(transfer.id, stripeTransferId, {
      purpose: payout.purpose,
      accountId: transfer.accountId,
      invoiceId: transfer.invoiceId,
      stripePayoutId: made.id,
      amount: transfer.amount,
      currency: transfer.currency,
      destination: payout.bank,
    });
    return 'sent';
  }

  /** The payout a line's transfer is followed by: none, the guardian's, the trust's, or a wait for the trust account. */
  private async payoutOf(
    transfer: StoredTransfer,
    payee: Payee,
  ): Promise<LinePayout | 'awaitingTrustAccount' | undefined> {
    switch (transfer.destination) {
      case 'representative':
        return undefined;
      case 'talent':
        return payee.minor ? { purpose: 'guardian' } : undefined;
      case 'trust': {
        const trustAccount = await this.transfers.trustAccountOf(transfer.profileId);
        // Marked by the guardian's own account only (trust/ checks it when marking; checked again here).
        return trustAccount?.accountId === transfer.accountId
          ? { purpose: 'trust', bank: trustAccount.stripeExternalAccountId }
          : 'awaitingTrustAccount';
      }
    }
  }

  /** The transfer of a line to the recipient's connected account; its Stripe id. */
  private async transfer(transfer: StoredTransfer, destination: string, charge: string | undefined): Promise<string> {
    const made = await callStripe(() =>
      this.stripe.transfers.create(
        {
          amount: transfer.amount,
          currency: transfer.currency,
          destination,
          transfer_group: transfer.transferGroup,
          // Drawn on the invoice's charge: it waits for those funds instead of failing for the platform's balance.
          ...(charge ? { source_transaction: charge } : {}),
          description: transfer.destination === 'trust' ? 'Minor’s trust set-aside' : undefined,
          metadata: {
            invoice_id: transfer.invoiceId,
            transfer_id: transfer.id,
            destination: transfer.destination,
            profile_id: transfer.profileId,
          },
        },
        {
          idempotencyKey: idempotencyKey(transfer.invoiceId, `transfer:${transfer.destination}:${transfer.profileId}`),
        },
      ),
    );
    return made.id;
  }

  /**
   * The payout of a line from the minor's (the guardian's) connected account: the trust set-aside to the
   * trust bank account, or the net share to the account's default bank. A payout short of available
   * funds (the charge's money not settled yet) waits: held, and the transfer-run queue tries again.
   */
  private async payOutLine(
    transfer: StoredTransfer,
    stripeAccount: string,
    payout: LinePayout,
  ): Promise<Stripe.Payout> {
    const description = payout.purpose === 'trust' ? 'Minor’s trust set-aside' : 'Minor’s earnings';
    try {
      return await this.stripe.payouts.create(
        {
          amount: transfer.amount,
          currency: transfer.currency,
          ...(payout.bank ? { destination: payout.bank } : {}),
          description,
          metadata: { invoice_id: transfer.invoiceId, transfer_id: transfer.id, purpose: payout.purpose },
        },
        {
          stripeAccount,
          // Per bank account: a guardian who marks another account before it is paid gets a new payout.
          idempotencyKey: idempotencyKey(
            transfer.invoiceId,
            `${payout.purpose}Payout:${transfer.profileId}:${payout.bank ?? 'default'}`,
          ),
        },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === BALANCE_INSUFFICIENT) {
        throw new TransferHeldException(
          'balanceInsufficient',
          'The funds are not available on the guardian’s account yet; the payout is retried.',
        );
      }
      throw fromStripeError(error);
    }
  }
}

/** The payout that follows a line's transfer on a minor's account. */
interface LinePayout {
  purpose: 'trust' | 'guardian';
  /** The trust bank account; the account's default bank when absent. */
  bank?: string;
}

/** A line that cannot be sent yet for a reason that is no error code of the API (it is only shown as a hold). */
class TransferHeldException extends Error {
  constructor(
    readonly holdCode: string,
    message: string,
  ) {
    super(message);
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(typeof error === 'string' ? error : JSON.stringify(error));
}

function holdCodeOf(error: unknown): string {
  if (error instanceof TransferHeldException) {
    return error.holdCode;
  }
  if (error instanceof PaymentsException) {
    return error.code;
  }
  return PaymentsErrorCode.StripeUnavailable;
}

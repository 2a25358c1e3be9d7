import { create } from '@bufbuild/protobuf';
import { type TrustSetAside, TrustSetAsideSchema } from '@callsheet/contracts';
import { type Logger, LOGGER, type OutgoingEvent } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { Tx } from '../database/payments.database.js';
import { invoiceEvent } from '../invoice/invoice.events.js';
import type { ApplicationDeal, StoredInvoice } from '../invoice/invoice.repository.js';
import type { PaymentsEnv } from '../payments.env.js';
import { PaymentsErrorCode, PaymentsException } from '../payments.errors.js';
import { PAYMENTS_ENV } from '../payments.tokens.js';
import { callStripe } from '../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../stripe/stripe.client.js';
import { cooganRuleFor, minorPayoutPlan } from './domain/coogan.js';
import { invoiceTransfersEvents } from './domain/transfer-events.js';
import { invoiceTransfersEvent } from './transfer.events.js';
import { type PlannedTransfer, type StoredTransfer, TransferRepository } from './transfer.repository.js';

/** Why a payout run stopped, when it did. */
export interface PayOutResult {
  /** Every transfer is at Stripe. */
  complete: boolean;
  /** This run wrote TransfersCreated (exactly one run does, per invoice). */
  announced: boolean;
  error?: unknown;
}

/** Metadata key on the guardian's bank account (a Stripe external account) that marks it as the minor's trust account. */
export const TRUST_EXTERNAL_ACCOUNT_METADATA = { key: 'purpose', value: 'trust' } as const;

/**
 * A paid invoice's money on its way to the talent and representatives (separate charges and
 * transfers, one transfer group per invoice):
 *
 * 1. In the transaction that marks the invoice paid, `planInTx` splits the amount paid by the deal memo
 *    (payment-split.ts, largest remainder) and, for a minor, sets the trust share aside (coogan.ts,
 *    the rule of COOGAN_WORK_STATE: the work location is not in what payments receives, so one state
 *    for the platform, California by default). The lines are inserted as pending transfer rows, unique
 *    per (invoice, destination, profile): whoever marks the invoice paid first (markPaid, charge or the
 *    invoice.paid webhook) plans it, the others change nothing. A plan the rules refuse (no trust
 *    account, a set-aside above the talent's share, a share without an account) inserts nothing and
 *    emits InvoiceTransfersHeld; a later invoice.paid delivery plans again.
 * 2. After commit, `payOut` sends each pending line to Stripe: a transfer to the recipient's connected
 *    account (idempotency key per invoice and line). The trust line is its own transfer to the
 *    guardian's connected account followed by its own payout from that account to the trust bank
 *    account (the external account whose metadata has purpose=trust), never mixed with the rest; it is
 *    recorded in the payout table with purpose 'trust'. Each line is recorded as it succeeds, so a run
 *    that fails half-way resumes where it stopped.
 * 3. When no line is pending, TransfersCreated is written once per invoice (domain/transfer-events.ts).
 */
@Injectable()
export class InvoicePayouts {
  constructor(
    private readonly transfers: TransferRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(PAYMENTS_ENV) private readonly env: PaymentsEnv,
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
    const { lines } = minorPayoutPlan({
      gross: invoice.amountPaid,
      split: memo.split.map((share) => ({
        recipient: { kind: share.profileType, id: share.profileId },
        shareBps: share.shareBps,
      })),
      talentMinor: deal.talentMinor,
      trustAccount: deal.talentTrustAccount,
      workState: this.env.COOGAN_WORK_STATE,
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
        };
      });
  }

  /** The trust set-aside of an invoice's transfers, as invoices and events show it. */
  trustSetAside(amount: number | undefined): TrustSetAside | undefined {
    if (amount === undefined) {
      return undefined;
    }
    const rule = cooganRuleFor(this.env.COOGAN_WORK_STATE);
    return create(TrustSetAsideSchema, {
      amount,
      state: rule?.state ?? this.env.COOGAN_WORK_STATE,
      sources: [...(rule?.sources ?? [])],
    });
  }

  /** Sends the invoice's pending transfers to Stripe; never throws (the result says what happened). */
  async payOut(invoiceId: string): Promise<PayOutResult> {
    try {
      const pending = (await this.transfers.ofInvoice(invoiceId)).filter((transfer) => transfer.status === 'pending');
      // The trust line last: the rest of the money does not wait for the trust bank account.
      pending.sort((a, b) => Number(a.destination === 'trust') - Number(b.destination === 'trust'));
      for (const transfer of pending) {
        await this.send(transfer);
      }
      const announced = await this.transfers.announceOnce(invoiceId, (transfers) => {
        const trust = this.trustSetAside(transfers.find((transfer) => transfer.destination === 'trust')?.amount);
        return invoiceTransfersEvents(transfers).map((event) =>
          invoiceTransfersEvent(invoiceId, transfers, trust, event),
        );
      });
      return { complete: true, announced: announced !== undefined };
    } catch (error) {
      this.logger.warn({ invoiceId, err: error }, 'transfers of a paid invoice not all sent yet');
      return { complete: false, announced: false, error };
    }
  }

  private async send(transfer: StoredTransfer): Promise<void> {
    const destination = await this.transfers.stripeAccountOf(transfer.accountId);
    if (!destination) {
      throw new PaymentsException(
        PaymentsErrorCode.ConnectedAccountNotFound,
        `The account ${transfer.accountId} has no Stripe connected account to transfer to.`,
        [transfer.accountId],
      );
    }
    const trustExternalAccount = transfer.destination === 'trust' ? await this.trustAccountOf(destination) : undefined;
    const stripeTransfer = await callStripe(() =>
      this.stripe.transfers.create(
        {
          amount: transfer.amount,
          currency: transfer.currency,
          destination,
          transfer_group: transfer.transferGroup,
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
    if (!trustExternalAccount) {
      await this.transfers.markCreated(transfer.id, stripeTransfer.id);
      return;
    }
    const payout = await callStripe(() =>
      this.stripe.payouts.create(
        {
          amount: transfer.amount,
          currency: transfer.currency,
          destination: trustExternalAccount,
          description: 'Minor’s trust set-aside',
          metadata: { invoice_id: transfer.invoiceId, transfer_id: transfer.id, purpose: 'trust' },
        },
        {
          stripeAccount: destination,
          idempotencyKey: idempotencyKey(transfer.invoiceId, `trustPayout:${transfer.profileId}`),
        },
      ),
    );
    await this.transfers.markCreated(transfer.id, stripeTransfer.id, {
      accountId: transfer.accountId,
      invoiceId: transfer.invoiceId,
      stripePayoutId: payout.id,
      amount: transfer.amount,
      currency: transfer.currency,
      destination: trustExternalAccount,
    });
  }

  /** The guardian's bank account registered as the minor's trust account (metadata purpose=trust). */
  private async trustAccountOf(stripeAccountId: string): Promise<string> {
    const accounts = await callStripe(() =>
      this.stripe.accounts.listExternalAccounts(stripeAccountId, { object: 'bank_account', limit: 100 }),
    );
    const trust = accounts.data.find(
      (account) => account.metadata?.[TRUST_EXTERNAL_ACCOUNT_METADATA.key] === TRUST_EXTERNAL_ACCOUNT_METADATA.value,
    );
    if (!trust) {
      throw new PaymentsException(
        PaymentsErrorCode.TrustAccountRequired,
        'The guardian’s connected account has no bank account marked as the minor’s trust account.',
        [this.env.COOGAN_WORK_STATE],
      );
    }
    return trust.id;
  }
}

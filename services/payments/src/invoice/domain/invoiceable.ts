import { requireOwned } from '@callsheet/kernel';
import { invalidValue } from '../../common/field-rules.js';
import { PaymentsErrorCode, PaymentsException } from '../../payments.errors.js';
import { assertSplit } from '../../transfer/domain/payment-split.js';

/** A scheduled finalization at most a year ahead (spec section 9: spans of at most 31536000 seconds). */
export const FINALIZE_AT_MAX_MS = 31_536_000_000;

/** What invoicing needs of payments' copy of an application (invoice.repository.ts ApplicationDeal). */
export interface InvoiceableDeal<Memo extends InvoiceableMemo = InvoiceableMemo> {
  jobAccountId: string;
  status: string;
  jobTitle: string;
  talentName: string;
  dealMemo?: Memo;
}

export interface InvoiceableMemo {
  rateType: string;
  split: readonly { profileType: 'talent' | 'representative'; profileId: string; shareBps: number }[];
}

/**
 * The deal memo of an accepted application of the payer's job, or the refusal. An application of
 * another account's job answers as if it did not exist (404), like every record of another account.
 */
export function invoiceable<Deal extends InvoiceableDeal>(
  known: Deal | undefined,
  accountId: string,
  applicationId: string,
): { deal: Deal; memo: NonNullable<Deal['dealMemo']> } {
  const deal = requireOwned(
    known,
    accountId,
    () =>
      new PaymentsException(PaymentsErrorCode.ApplicationNotFound, `No application ${applicationId}.`, [applicationId]),
    (owned) => [owned.jobAccountId],
  );
  if (deal.status !== 'accepted') {
    throw new PaymentsException(
      PaymentsErrorCode.ApplicationNotInvoiceable,
      `Only an accepted application is invoiced; this one is ${deal.status}.`,
      [deal.status],
    );
  }
  if (!deal.dealMemo) {
    throw new PaymentsException(
      PaymentsErrorCode.ApplicationNotInvoiceable,
      'The application has no deal memo to invoice.',
      ['noDealMemo'],
    );
  }
  assertSplit(
    deal.dealMemo.split.map((share) => ({
      recipient: { kind: share.profileType, id: share.profileId },
      shareBps: share.shareBps,
    })),
  );
  return { deal, memo: deal.dealMemo };
}

/** The first line of an invoice: the job, the talent and the memo's rate type. */
export function dealLineDescription(deal: Pick<InvoiceableDeal, 'jobTitle' | 'talentName'>, rateType: string): string {
  return `${deal.jobTitle || 'Job'}: ${deal.talentName || 'talent'} (${rateType})`;
}

/** When a draft finalizes itself: optional, in the future and within a year. */
export function parseFinalizeAt(value: string | undefined, now: Date): Date | undefined {
  if (value === undefined || value.trim() === '') {
    return undefined;
  }
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) {
    throw invalidValue('finalizeAt', 'Expected a date and time (ISO-8601)');
  }
  if (at.getTime() <= now.getTime()) {
    throw invalidValue('finalizeAt', 'The finalization time must be in the future');
  }
  if (at.getTime() - now.getTime() > FINALIZE_AT_MAX_MS) {
    throw invalidValue('finalizeAt', 'The finalization time must be within a year');
  }
  return at;
}

import { create } from '@bufbuild/protobuf';
import { type DealMemo as DealMemoMessage, DealMemoSchema, SplitShareSchema } from '@callsheet/contracts';
import { type DealMemo, dealMemoTotal, type SplitShare } from './domain/deal-memo.rules.js';

/**
 * A stored deal memo as its message, with its total; each share gets what the reader adds to it (its
 * name for answers, its account for events).
 */
export function dealMemoMessage(
  memo: DealMemo | undefined,
  extra: (share: SplitShare) => { name?: string; accountId?: string },
): DealMemoMessage | undefined {
  if (!memo) {
    return undefined;
  }
  return create(DealMemoSchema, {
    rateType: memo.rateType,
    unitRate: memo.unitRate,
    quantity: memo.quantity,
    currency: memo.currency,
    total: dealMemoTotal(memo),
    split: memo.split.map((share) => create(SplitShareSchema, { ...share, ...extra(share) })),
  });
}

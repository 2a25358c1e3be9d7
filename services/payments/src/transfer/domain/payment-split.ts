import { invalidValue, required } from '../../common/field-rules.js';
import { BPS_WHOLE, portionOf, portionRemainder } from '../../common/money.js';
import { PaymentsErrorCode, PaymentsException } from '../../payments.errors.js';

/*
 * Splitting a paid amount among the parties of a deal memo (the talent and their representatives) by
 * their shares in basis points. The transfers must add up to the amount to the cent, so the rounding
 * cannot be left to each share:
 *
 * Largest remainder method
 * 1. Each party gets its exact share rounded down (amount x bps / 10000, floor).
 * 2. The cents left over (fewer than the number of parties) go one each to the parties whose share
 *    lost the most in step 1.
 * 3. Ties go to the talent first, then to the earlier entry in the memo: the performer is whom the money
 *    is for, and the memo's order is the order the parties agreed to.
 *
 * Each transfer is then within one cent of its exact share, and never more than one cent above it.
 *
 * A split names exactly one talent, each party once, every share 1 to 10000 basis points, and the shares
 * add up to exactly 10000 (splitNotWhole otherwise, args [sum]): a split of 99.99% would leave money
 * with the platform, one of 100.01% would pay out money nobody paid.
 */
export type SplitRecipientKind = 'talent' | 'representative';

export interface SplitRecipient {
  kind: SplitRecipientKind;
  /** The profile (talent or representative) the share belongs to. */
  id: string;
}

export interface SplitShare {
  recipient: SplitRecipient;
  shareBps: number;
}

export interface SplitAmount extends SplitShare {
  /** Cents; can be 0 when the amount is a few cents and the share small. */
  amount: number;
}

/** Refuses a split that is not exactly one whole among distinct parties with one talent. */
export function assertSplit(split: readonly SplitShare[]): void {
  if (split.length === 0) {
    throw required('split');
  }
  const seen = new Set<string>();
  split.forEach(({ recipient, shareBps }, index) => {
    if (recipient.id.trim() === '') {
      throw required(`split[${index}].recipient.id`);
    }
    const key = `${recipient.kind}:${recipient.id}`;
    if (seen.has(key)) {
      throw invalidValue(`split[${index}].recipient`, 'Each party appears once in a split');
    }
    seen.add(key);
    if (!Number.isInteger(shareBps) || shareBps < 1 || shareBps > BPS_WHOLE) {
      throw invalidValue(`split[${index}].shareBps`, `Expected a whole number of basis points from 1 to ${BPS_WHOLE}`);
    }
  });
  if (split.filter(({ recipient }) => recipient.kind === 'talent').length !== 1) {
    throw invalidValue('split', 'A split names exactly one talent');
  }
  const sum = split.reduce((total, { shareBps }) => total + shareBps, 0);
  if (sum !== BPS_WHOLE) {
    throw new PaymentsException(
      PaymentsErrorCode.SplitNotWhole,
      `The shares of a split must add up to 100% (${BPS_WHOLE} basis points); these add up to ${sum}.`,
      [String(sum)],
    );
  }
}

/** A paid amount in cents: a whole number from 0 that arithmetic on cents keeps exact. */
export function assertAmount(field: string, amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw invalidValue(field, 'Expected a whole number of cents from 0');
  }
}

/** The amount of each share, in memo order, adding up exactly to `amount` (largest remainder method). */
export function splitPayment(amount: number, split: readonly SplitShare[]): SplitAmount[] {
  assertAmount('amount', amount);
  assertSplit(split);
  const shares = split.map((share, index) => ({
    share,
    index,
    amount: portionOf(amount, share.shareBps, 'down'),
    remainder: portionRemainder(amount, share.shareBps),
  }));
  const leftover = amount - shares.reduce((total, { amount: floored }) => total + floored, 0);
  const byClaim = [...shares].sort(
    (a, b) =>
      b.remainder - a.remainder || talentFirst(a.share.recipient) - talentFirst(b.share.recipient) || a.index - b.index,
  );
  byClaim.slice(0, leftover).forEach((entry) => {
    entry.amount += 1;
  });
  return shares.map(({ share, amount: shareAmount }) => ({ ...share, amount: shareAmount }));
}

function talentFirst(recipient: SplitRecipient): number {
  return recipient.kind === 'talent' ? 0 : 1;
}

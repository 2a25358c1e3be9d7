import { formatMinorUnits } from '../../common/money.js';
import { PaymentsErrorCode } from '../../payments.errors.js';
import type { TransferStatus } from './transfer-events.js';

/*
 * Why a line of a paid invoice is not at Stripe yet, as the payer and the recipient see it: an error
 * code the console translates (errors.<code>) with its args, and a message that says what happens next.
 *
 * | code                     | when                                                   | what happens                        |
 * | ------------------------ | ------------------------------------------------------ | ----------------------------------- |
 * | awaitingTrustAccount     | a trust line, no trust bank account marked             | paid out as soon as it is marked    |
 * | balanceInsufficient      | the trust payout's funds are not available yet         | retried with backoff (transfer-run) |
 * | stripeUnavailable        | Stripe could not be reached                            | retried with backoff (transfer-run) |
 * | connectedAccountNotFound | the recipient's account has no connected account yet   | retried with backoff (transfer-run) |
 */
export const AWAITING_TRUST_ACCOUNT = 'awaitingTrustAccount';

export interface TransferHold {
  code: string;
  message: string;
  args: string[];
}

export interface HeldLine {
  status: TransferStatus;
  holdCode?: string;
  amount: number;
  trustState?: string;
}

/** The hold of a line not at Stripe yet; undefined once it is (or while nothing has been tried). */
export function transferHold(line: HeldLine): TransferHold | undefined {
  if (line.status === 'awaitingTrustAccount') {
    const amount = formatMinorUnits(line.amount);
    const state = line.trustState ?? '';
    return {
      code: AWAITING_TRUST_ACCOUNT,
      message: `The minor’s trust set-aside (${amount}${state ? `, ${state} law` : ''}) waits for the guardian to mark the minor’s trust bank account (Account settings, External Account); it is paid out as soon as the account is marked.`,
      args: [amount, state],
    };
  }
  if (line.status !== 'pending' || line.holdCode === undefined) {
    return undefined;
  }
  if (line.holdCode === 'balanceInsufficient') {
    return {
      code: line.holdCode,
      message: 'The payment’s funds are not available to pay out yet; the transfer is retried automatically.',
      args: [],
    };
  }
  if (line.holdCode === String(PaymentsErrorCode.ConnectedAccountNotFound)) {
    return {
      code: line.holdCode,
      message: 'The recipient’s payments account is not open yet; the transfer is retried automatically.',
      args: [],
    };
  }
  // Anything else Stripe answered is retried the same way; it is shown as the provider being unavailable.
  return {
    code: PaymentsErrorCode.StripeUnavailable,
    message: 'The payment provider could not be reached; the transfer is retried automatically.',
    args: [],
  };
}

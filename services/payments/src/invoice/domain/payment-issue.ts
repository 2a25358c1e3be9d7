import { PaymentsErrorCode } from '../../payments.errors.js';

/*
 * What stopped an invoice's last payment, kept on the invoice until a payment goes through, so the payer
 * is told what to do next (spec section 4: the failed status; Stripe's invoice.payment_failed and
 * invoice.payment_action_required). The code is an error code the console translates with its args.
 *
 * | kind           | from                                              | what to do                                  |
 * | -------------- | ------------------------------------------------- | ------------------------------------------- |
 * | failed         | a declined pay or charge, invoice.payment_failed  | use another payment method, then pay again  |
 * | actionRequired | invoice.payment_action_required, a pay needing it | confirm the payment on the hosted page      |
 */
export type PaymentIssueKind = 'failed' | 'actionRequired';

export interface PaymentIssue {
  kind: PaymentIssueKind;
  code: PaymentsErrorCode.PaymentFailed | PaymentsErrorCode.PaymentActionRequired;
  message: string;
  args: string[];
  /** ISO-8601. */
  at: string;
}

/** A declined payment; the decline code (insufficient_funds, expired_card…) when Stripe gave one. */
export function declinedPayment(declineCode: string | undefined, at: Date): PaymentIssue {
  const reason = declineCode ? ` (${declineCode.replaceAll('_', ' ')})` : '';
  return {
    kind: 'failed',
    code: PaymentsErrorCode.PaymentFailed,
    message: `The payment was declined${reason}. Add or choose another payment method in Billing, then pay the invoice again.`,
    args: declineCode ? [declineCode] : [],
    at: at.toISOString(),
  };
}

/** The payer's bank wants the payment confirmed (3-D Secure or a mandate) on Stripe's hosted invoice page. */
export function paymentActionRequired(hostedInvoiceUrl: string | undefined, at: Date): PaymentIssue {
  return {
    kind: 'actionRequired',
    code: PaymentsErrorCode.PaymentActionRequired,
    message: hostedInvoiceUrl
      ? `The bank asks the payer to confirm this payment: open ${hostedInvoiceUrl} and complete it.`
      : 'The bank asks the payer to confirm this payment on the invoice’s payment page.',
    args: hostedInvoiceUrl ? [hostedInvoiceUrl] : [],
    at: at.toISOString(),
  };
}

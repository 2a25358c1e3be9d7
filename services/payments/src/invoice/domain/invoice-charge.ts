/*
 * The charge that paid a Stripe invoice: its transfers draw on that charge's funds (source_transaction),
 * so they wait for the money the payer paid instead of failing on the platform's balance. Since Stripe's
 * 2025 API versions an invoice names its payments (invoice.payments, expanded on request), each a charge
 * or a PaymentIntent whose latest charge is the one. An invoice paid outside Stripe has none.
 */
type IdOr<T> = string | (T & { id: string }) | null | undefined;

export interface InvoicePaymentsFacts {
  payments?: {
    data: {
      status?: string | null;
      payment?: {
        type?: string | null;
        charge?: IdOr<object>;
        payment_intent?: IdOr<{ latest_charge?: IdOr<object> }>;
      } | null;
    }[];
  } | null;
}

/** The paid payment's charge id, or undefined when the invoice names none (or it was not expanded). */
export function chargeOfPaidInvoice(invoice: InvoicePaymentsFacts): string | undefined {
  const payments = invoice.payments?.data ?? [];
  const paid = payments.filter((entry) => entry.status === 'paid');
  for (const entry of paid.length > 0 ? paid : payments) {
    const payment = entry.payment;
    const charge =
      payment?.type === 'charge'
        ? idOf(payment.charge)
        : typeof payment?.payment_intent === 'object'
          ? idOf(payment.payment_intent?.latest_charge)
          : undefined;
    if (charge?.startsWith('ch_') || charge?.startsWith('py_')) {
      return charge;
    }
  }
  return undefined;
}

function idOf(value: IdOr<object>): string | undefined {
  return typeof value === 'string' ? value : (value?.id ?? undefined);
}

import { formatMoney } from '../../i18n/format';

/*
 * Why a transfer is not at Stripe yet, as the payments service gives it: a code (errors.<code>) and its
 * args. awaitingTrustAccount's first arg is the set-aside in decimal dollars ("150.00"): shown as money
 * of the page's language ("150,00 $ US"), not as the service wrote it.
 */
export interface TransferHoldRecord {
  code: string;
  message?: string;
  args?: string[];
}

const DECIMAL_AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The hold's args as react-admin's translate takes them (%{0}, %{1}…), amounts in the locale's money. */
export function holdArgs(hold: TransferHoldRecord, locale: string, currency = 'USD'): Record<string, string> {
  const args = [...(hold.args ?? [])];
  if (hold.code === 'awaitingTrustAccount' && args[0] !== undefined && DECIMAL_AMOUNT.test(args[0])) {
    args[0] = formatMoney(Math.round(Number(args[0]) * 100), locale, currency);
  }
  return Object.fromEntries(args.map((arg, at) => [String(at), arg]));
}

/** The hold as the member reads it: errors.<code> with its args, the service's message when untranslated. */
export function holdText(
  translate: (key: string, options?: Record<string, unknown>) => string,
  hold: TransferHoldRecord,
  locale: string,
  currency: string | undefined,
): string {
  return translate(`errors.${hold.code}`, {
    ...holdArgs(hold, locale, currency?.toUpperCase() || 'USD'),
    _: hold.message ?? hold.code,
  });
}

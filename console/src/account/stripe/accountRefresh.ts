import { accountChecklist } from './accountChecklist';
import type { ConnectedAccount } from './connectedAccount';

/*
 * When the console reads the account again by itself. The payments service changes an account's status
 * and requirements only when Stripe's account.updated webhook says so, which comes some time after a
 * member saved a tab (Stripe checks what was sent first). Nothing pushes that change to the page, so the
 * account is read again:
 *
 * | when                                                             | refresh                  |
 * | ---------------------------------------------------------------- | ------------------------ |
 * | after a save (the tabs invalidate the query)                     | at once                  |
 * | the window gets the focus back                                   | at once (react-query)    |
 * | the checklist has items, or the status is pending or complete    | every ACCOUNT_REFRESH_MS |
 * | (Stripe is still to verify or to enable), and the page is shown  | while the page is shown  |
 * | rejected (final), nothing outstanding, not read yet, or hidden   | never by itself          |
 *
 * Each read asks Stripe for the account's details too (GET /api/account), so it stops as soon as there
 * is nothing left to wait for, and react-query does not poll a hidden tab (refetchIntervalInBackground).
 */
export const ACCOUNT_REFRESH_MS = 5_000;

/** Statuses where Stripe still has to act although the member has nothing to do. */
const WAITING_ON_STRIPE: ReadonlySet<string> = new Set(['pending', 'complete']);

/** The polling interval for this answer of GET /api/account, or false when it need not be read again. */
export function accountRefreshInterval(
  account: Pick<ConnectedAccount, 'status' | 'requirements'> | undefined,
): number | false {
  if (!account || account.status === 'rejected') {
    return false;
  }
  const outstanding = accountChecklist(account).length > 0 || WAITING_ON_STRIPE.has(account.status);
  return outstanding ? ACCOUNT_REFRESH_MS : false;
}

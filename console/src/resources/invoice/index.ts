import { lazyRoute } from '../../components/lazyRoute';

/** /invoices/* (the list and /invoices/{id}/detail) and /transfers: one lazily loaded chunk (money.tsx). */
export const MoneyPages = lazyRoute(() => import('./money'));

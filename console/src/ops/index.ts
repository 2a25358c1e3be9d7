import { lazyRoute } from '../components/lazyRoute';

/**
 * The operators' pages (/operations/*: queues, topics, dead letters, outbox) with their chart library,
 * one chunk of their own: nothing of them is in /login's entry chunk. One chunk, not one per page: each
 * more lazy chunk sharing MUI and react-admin modules with /login splits its common chunks further
 * (measured: +3 to +7 kB gzipped on /login), and /login is at its budget.
 */
export const OperationsPage = lazyRoute(() => import('./OperationsPage'));

/** The drawer's Operations group's texts: loaded when an operator's drawer first shows it. */
export const loadOperationsTexts = () => import('./registerMessages');

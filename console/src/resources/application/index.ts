import { lazyRoute } from '../../components/lazyRoute';

/** /applications: a custom route (its list reads GET /api/application, not a react-admin resource path). */
export const ApplicationList = lazyRoute(() => import('./ApplicationList'));

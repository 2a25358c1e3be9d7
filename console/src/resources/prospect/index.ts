import { lazyRoute } from '../../components/lazyRoute';

/** /prospect/details/{jobId}: a custom route (the job's applicants, for its owner). */
export const ProspectDetails = lazyRoute(() => import('./ProspectDetails'));

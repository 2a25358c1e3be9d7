import WorkIcon from '@mui/icons-material/Work';
import { createElement } from 'react';
import { Route } from 'react-router-dom';
import { lazyRoute } from '../../components/lazyRoute';

const JobDetails = lazyRoute(() => import('./JobDetails'));

/** The job resource: its details page, /job/{id}/details (job search stays on its own route). */
export default {
  icon: WorkIcon,
  children: createElement(Route, { path: ':id/details', element: createElement(JobDetails) }),
};

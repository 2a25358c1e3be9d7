import MovieIcon from '@mui/icons-material/Movie';
import { createElement } from 'react';
import { Route } from 'react-router-dom';
import { lazyRoute } from '../../components/lazyRoute';

const ProductionWizard = lazyRoute(() => import('./ProductionWizard'));

/**
 * The production resource: the list (/production), the wizard's first step for a new production
 * (/production/create) and its steps for a saved one (/production/edit/{id}/{step}).
 */
export default {
  list: lazyRoute(() => import('./ProductionList')),
  create: ProductionWizard,
  icon: MovieIcon,
  children: createElement(Route, { path: 'edit/:id/:step', element: createElement(ProductionWizard) }),
};

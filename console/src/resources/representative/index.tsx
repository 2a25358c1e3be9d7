import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import { Route } from 'react-router-dom';
import { lazyRoute } from '../../components/lazyRoute';

const RepresentativeEdit = lazyRoute(() => import('./RepresentativeEdit'));
const RepresentativeDetail = lazyRoute(() => import('./RepresentativeDetail'));

/**
 * The representative profiles resource. Edit and detail live at the spec's paths
 * (/representative/{id}/edit with a path per tab, /representative/{id}/detail), hence child routes.
 */
export default {
  list: lazyRoute(() => import('./RepresentativeList')),
  create: lazyRoute(() => import('./RepresentativeCreate')),
  icon: BusinessCenterIcon,
  children: [
    <Route key="edit" path=":id/edit/*" element={<RepresentativeEdit />} />,
    <Route key="detail" path=":id/detail" element={<RepresentativeDetail />} />,
  ],
};

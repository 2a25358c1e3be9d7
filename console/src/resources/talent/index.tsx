import StarIcon from '@mui/icons-material/Star';
import { Route } from 'react-router-dom';
import { lazyRoute } from '../../components/lazyRoute';

const TalentEdit = lazyRoute(() => import('./TalentEdit'));
const TalentDetail = lazyRoute(() => import('./TalentDetail'));

/**
 * The talent profiles resource. Edit and detail live at the spec's paths (/talent/{id}/edit and
 * /talent/{id}/detail), not react-admin's (/talent/{id} and /talent/{id}/show), hence child routes.
 */
export default {
  list: lazyRoute(() => import('./TalentList')),
  create: lazyRoute(() => import('./TalentCreate')),
  icon: StarIcon,
  children: [
    <Route key="edit" path=":id/edit/*" element={<TalentEdit />} />,
    <Route key="detail" path=":id/detail" element={<TalentDetail />} />,
  ],
};

import StarIcon from '@mui/icons-material/Star';
import { lazyRoute } from '../../components/lazyRoute';

/** The talent profiles resource: the list so far; edit, create and show come with the profiles screens. */
export default {
  list: lazyRoute(() => import('./TalentList')),
  icon: StarIcon,
};

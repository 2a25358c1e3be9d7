import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import GroupIcon from '@mui/icons-material/Group';
import LinkIcon from '@mui/icons-material/Link';
import MovieIcon from '@mui/icons-material/Movie';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SearchIcon from '@mui/icons-material/Search';
import StarIcon from '@mui/icons-material/Star';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import WorkIcon from '@mui/icons-material/Work';
import { Box, ListSubheader, Typography } from '@mui/material';
import { useEffect, useState, type MouseEvent, type ReactElement } from 'react';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { validAccessToken } from '../auth/session';
import { useClaims } from '../auth/useClaims';
import { usePublicConfig } from '../config/PublicConfigContext';
import { loadOperationsTexts } from '../ops';
import { Logo } from './Logo';
import { externalHref, SEARCH_ITEMS, visibleMenu, type MenuEntry } from './menuItems';

const ICONS: Record<string, ReactElement> = {
  account: <AccountCircleIcon />,
  talentProfiles: <StarIcon />,
  representative: <BusinessCenterIcon />,
  production: <MovieIcon />,
  connection: <LinkIcon />,
  invoices: <ReceiptIcon />,
  applications: <AssignmentIcon />,
  transfers: <SwapHorizIcon />,
  users: <GroupIcon />,
  searchTalent: <StarIcon />,
  searchRepresentative: <BusinessCenterIcon />,
  searchJob: <WorkIcon />,
};

/**
 * The operators' pages (ops/), shown to a member whose token carries the operator claim. Icons already
 * in the drawer, texts loaded with the group: /login's entry chunk is at its budget.
 */
const OPERATIONS: [path: string, icon: ReactElement][] = [
  ['queues', <WorkIcon />],
  ['topics', <SwapHorizIcon />],
  ['dead-letters', <AssignmentIcon />],
  ['outbox', <ReceiptIcon />],
];

/** react-admin marks an item current when the address starts with its path: /talent for /talent/search too. */
const NOT_CURRENT = { '&.RaMenuItemLink-active': { color: 'text.secondary' } };

/** The drawer: logo, the items the token and /public/config allow, the Search group, powered-by line. */
export function Menu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // On a search page only its Search item is current, not the resource whose path it extends.
  const onSearchPage = SEARCH_ITEMS.some((entry) => entry.to === pathname);
  const config = usePublicConfig();
  const [open] = useSidebarState();
  const claims = useClaims();
  const operator = claims?.operator === true;
  const [operationsTexts, setOperationsTexts] = useState(false);
  useEffect(() => {
    if (operator) {
      void loadOperationsTexts().then(() => setOperationsTexts(true));
    }
  }, [operator]);
  const menu = visibleMenu(config, {
    role: claims?.role ?? 'user',
    owner: claims?.owner ?? false,
    accountType: claims?.accountType,
  });
  const item = (entry: MenuEntry) =>
    entry.external ? (
      <RaMenu.Item
        key={entry.feature}
        to={entry.to}
        primaryText={translate(`app.menu.${entry.feature}`)}
        leftIcon={ICONS[entry.feature] ?? <SearchIcon />}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          void validAccessToken().then((token) =>
            window.open(externalHref(entry.to, token ?? ''), '_blank', 'noopener'),
          );
        }}
      />
    ) : (
      <RaMenu.Item
        key={entry.feature}
        to={entry.to}
        primaryText={translate(`app.menu.${entry.feature}`)}
        leftIcon={ICONS[entry.feature] ?? <SearchIcon />}
        data-testid={`menu-${entry.feature}`}
        sx={onSearchPage && !SEARCH_ITEMS.includes(entry) ? NOT_CURRENT : undefined}
      />
    );
  return (
    <RaMenu data-testid="drawer">
      {open && (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Logo />
        </Box>
      )}
      {menu.main.map(item)}
      {menu.search.length > 0 && (
        <>
          <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: '36px' }} data-testid="menu-search">
            {open ? (
              translate('app.menu.search')
            ) : (
              <SearchIcon fontSize="small" aria-label={translate('app.menu.search')} />
            )}
          </ListSubheader>
          {menu.search.map(item)}
        </>
      )}
      {operator && operationsTexts && (
        <>
          <ListSubheader
            component="div"
            sx={{ bgcolor: 'transparent', lineHeight: '36px' }}
            data-testid="menu-operations"
          >
            {open && translate('resources.ops.menu.group')}
          </ListSubheader>
          {OPERATIONS.map(([path, icon]) => (
            <RaMenu.Item
              key={path}
              to={`/operations/${path}`}
              primaryText={translate(`resources.ops.menu.${path}`)}
              leftIcon={icon}
              data-testid={`menu-ops-${path}`}
            />
          ))}
        </>
      )}
      {open && (
        <Typography variant="caption" component="p" sx={{ px: 2, py: 2, color: 'text.secondary' }}>
          {translate('app.poweredBy')}
        </Typography>
      )}
    </RaMenu>
  );
}

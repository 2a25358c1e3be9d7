import LogoutIcon from '@mui/icons-material/Logout';
import { Avatar, Box, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import {
  AppBar as RaAppBar,
  LocalesMenuButton,
  ToggleThemeButton,
  useGetIdentity,
  useLocales,
  useLogout,
  useTranslate,
} from 'react-admin';

/** The top bar (spec section 2): language picker (more than one language), dark theme, the member's menu. */
export function AppBar() {
  const locales = useLocales();
  return (
    <RaAppBar
      toolbar={
        <>
          {locales.length > 1 && <LocalesMenuButton />}
          <ToggleThemeButton />
        </>
      }
      userMenu={<MemberMenu />}
    />
  );
}

/**
 * The member: initials, display name and email on the button (its accessible name is the visible
 * text, the initials being decorative; the email hides on narrow screens), the identity and logout in
 * its menu. Logout clears the server session,
 * signs out, unselects the account, then /login (spec section 4).
 */
function MemberMenu() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!identity) {
    return null;
  }
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'member-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="member-menu"
        startIcon={
          <Avatar
            aria-hidden="true"
            data-testid="user-initials"
            sx={{ width: 30, height: 30, fontSize: 13, bgcolor: 'background.paper', color: 'text.primary' }}
          >
            {identity.initials as string}
          </Avatar>
        }
        sx={{ textTransform: 'none', ml: 1, textAlign: 'left' }}
      >
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
          <span>{identity.fullName}</span>
          <Box
            component="span"
            data-testid="user-email"
            sx={{ display: { xs: 'none', md: 'block' }, fontSize: 12, opacity: 0.85 }}
          >
            {identity.email as string}
          </Box>
        </Box>
      </Button>
      <Menu id="member-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1 }} data-testid="user-identity">
          <Typography variant="subtitle2">{identity.fullName}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {identity.email as string}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
          data-testid="logout"
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.auth.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

import { memo, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useClaims } from '../auth/useClaims';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/**
 * The top bar renders again only when what it reads changes, not with every navigation: a search
 * writes its filters in the address as the member types, and react-admin's layout renders its app bar
 * again on each of those (the typing benchmark's profile, bench/console-search).
 */
const StableAppBar = memo(AppBar);

/**
 * The chrome (drawer and top bar) exists only once an account is selected (spec section 2): without
 * one, the member goes to the landing page to choose or create one. react-admin has checked the
 * session before rendering a layout route, so the token's claims are in memory here.
 */
export function Layout({ children }: { children: ReactNode }) {
  const claims = useClaims();
  if (!claims) {
    return null;
  }
  if (!claims.emailVerified) {
    return <Navigate to="/verify-email" replace />;
  }
  if (!claims.account) {
    return <Navigate to="/landing" replace />;
  }
  return (
    <RaLayout appBar={StableAppBar} menu={Menu}>
      {children}
    </RaLayout>
  );
}

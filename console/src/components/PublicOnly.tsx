import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasRefreshToken, validAccessToken } from '../auth/session';

/**
 * A public route for visitors (sign-in, sign-up, forgot password): a signed-in member goes to the
 * landing page instead, keeping the lang query parameter (spec section 2).
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [signedIn, setSignedIn] = useState<boolean | undefined>(hasRefreshToken() ? undefined : false);
  useEffect(() => {
    if (signedIn !== undefined) {
      return;
    }
    let active = true;
    void validAccessToken().then((token) => {
      if (active) {
        setSignedIn(token !== undefined);
      }
    });
    return () => {
      active = false;
    };
  }, [signedIn]);
  if (signedIn === undefined) {
    return null;
  }
  if (signedIn) {
    const lang = new URLSearchParams(location.search).get('lang');
    return <Navigate to={lang ? `/landing?lang=${encodeURIComponent(lang)}` : '/landing'} replace />;
  }
  return <>{children}</>;
}

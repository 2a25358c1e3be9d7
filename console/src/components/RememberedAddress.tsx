import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * Keeps where the member was on a screen (its tab, switches, search filters: the address's path and
 * query) in react-admin's store, and brings it back when they return to the screen's bare address
 * from elsewhere in the console, from the menu say: lists keep their filters and tabs when the member
 * comes back (react-admin's own lists do this for their page and sort). An address emptied on the
 * screen itself (all filters cleared, the first tab chosen) is remembered as it is. The store is reset
 * when the member signs out.
 */
export function RememberedAddress({
  storeKey,
  bare,
  children,
}: {
  storeKey: string;
  /** The screen's address without tab or query (the menu's link); the path entered when not given. */
  bare?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const [home] = useState(() => bare ?? location.pathname);
  const [remembered, remember] = useStore<string>(`address.${storeKey}`, home);
  // Decided once, when the screen is entered from another screen of the console: a bare address
  // later on is the member's own doing, and so is one typed, bookmarked or opened from a link (the
  // page's first location, react-router's 'default' key).
  const [restoring, setRestoring] = useState(() => here === home && remembered !== home && location.key !== 'default');

  useEffect(() => {
    if (restoring) {
      if (here !== home) {
        setRestoring(false);
      }
      return;
    }
    remember(here);
  }, [here, home, restoring, remember]);

  if (restoring && here === home) {
    return <Navigate replace to={remembered} />;
  }
  return <>{children}</>;
}

import { featureAllows, type FeatureCaller } from '../config/featureAccess';
import type { PublicConfig } from '../config/publicConfig';

export interface MenuEntry {
  /** The feature of the configuration that shows it (and its label: app.menu.<feature>). */
  feature: string;
  to: string;
  /** An external link: opened with the access token appended as the token query parameter. */
  external?: boolean;
}

/**
 * The drawer in the spec's order (section 2): account, talent profiles, representative, production,
 * connection, invoices, applications, transfers; then the features named in the menu but disabled in
 * the shipped configuration; then the Search group.
 */
export const MAIN_ITEMS: readonly MenuEntry[] = [
  { feature: 'account', to: '/account' },
  { feature: 'talentProfiles', to: '/talent' },
  { feature: 'representative', to: '/representative' },
  { feature: 'production', to: '/production' },
  { feature: 'connection', to: '/connection' },
  { feature: 'invoices', to: '/invoices' },
  { feature: 'applications', to: '/applications' },
  { feature: 'transfers', to: '/transfers' },
  { feature: 'customers', to: '/customers' },
  { feature: 'users', to: '/users' },
  { feature: 'payments', to: '/payments' },
  { feature: 'disputes', to: '/disputes' },
  { feature: 'products', to: '/products' },
  { feature: 'coupons', to: '/coupons' },
  { feature: 'paymentLinks', to: '/payment-links' },
  { feature: 'taxRates', to: '/tax-rates' },
];

export const SEARCH_ITEMS: readonly MenuEntry[] = [
  { feature: 'searchTalent', to: '/talent/search' },
  { feature: 'searchRepresentative', to: '/representative/search' },
  { feature: 'searchJob', to: '/job/search' },
];

export interface VisibleMenu {
  main: MenuEntry[];
  /** Empty when the search feature itself is not allowed. */
  search: MenuEntry[];
}

/** The items the caller may see: the same rules the gateway enforces (features, access lists, owners). */
export function visibleMenu(config: PublicConfig, caller: FeatureCaller): VisibleMenu {
  const allowed = (entry: MenuEntry) => featureAllows(entry.feature, config.features[entry.feature], caller);
  const searchAllowed = featureAllows('search', config.features.search, caller);
  return { main: MAIN_ITEMS.filter(allowed), search: searchAllowed ? SEARCH_ITEMS.filter(allowed) : [] };
}

/** An external item's address with the access token appended (spec section 2). */
export function externalHref(to: string, token: string): string {
  const url = new URL(to, window.location.origin);
  url.searchParams.set('token', token);
  return url.toString();
}

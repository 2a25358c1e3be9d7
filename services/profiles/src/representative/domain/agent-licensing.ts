import type { AddressData } from '../../common/address.rules.js';
import type { License } from './representative-profile.rules.js';

/**
 * Where the law requires talent agents to hold a license, as data with its source. A talent agent
 * doing business in one of these states must give the license number and its issuing country and
 * state. Extend the list as the product opens in more places.
 */
export const AGENT_LICENSING_JURISDICTIONS = [
  {
    country: 'US',
    state: 'CA',
    source:
      'California Labor Code §1700.5 (Talent Agencies Act): no person shall engage in the occupation of a talent agency without a license from the Labor Commissioner',
  },
  {
    country: 'US',
    state: 'NY',
    source: 'New York General Business Law Article 11 §172: theatrical employment agencies must be licensed',
  },
] as const;

/**
 * The state an agent does business in: the business address when it is given, otherwise the state
 * that issued the license it shows. Undefined when the profile says neither.
 */
export function agentJurisdiction(
  businessAddress: AddressData | undefined,
  license: License | undefined,
): { country: string; state: string } | undefined {
  const country = businessAddress?.country ?? license?.country;
  const state = businessAddress?.state ?? license?.state;
  return country && state ? { country, state: state.toUpperCase() } : undefined;
}

export function requiresAgentLicense(jurisdiction: { country: string; state: string } | undefined): boolean {
  return AGENT_LICENSING_JURISDICTIONS.some(
    (entry) => entry.country === jurisdiction?.country && entry.state === jurisdiction.state,
  );
}

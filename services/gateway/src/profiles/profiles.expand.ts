import { connectionsExpansion } from '../connections/connections.expand.js';
import type { Expansions } from '../http/expand-query.js';

/*
 * What GET /api/talent/{id} and /api/representative/{id} include with ?expand= (spec section 7).
 * Photos come with the profile from the profiles service; connections from the connections service.
 */
export const TALENT_EXPANSIONS = {
  photos: 'its photos, with signed links',
  connections: connectionsExpansion('representatives'),
} as const satisfies Expansions;

export const REPRESENTATIVE_EXPANSIONS = {
  connections: connectionsExpansion('talents'),
} as const satisfies Expansions;

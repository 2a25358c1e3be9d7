import { requireOwned } from '../common/ownership.js';
import { ProductionsErrorCode } from '../productions.errors.js';
import type { StoredProduction } from './production.repository.js';

export function requireOwnedProduction(
  production: StoredProduction | undefined,
  accountId: string,
  id: string,
): StoredProduction {
  return requireOwned(production, accountId, id, ProductionsErrorCode.ProductionNotFound, 'production');
}

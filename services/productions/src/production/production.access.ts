import { requireOwned } from '@callsheet/kernel';
import { ProductionsErrorCode, ProductionsException } from '../productions.errors.js';
import type { StoredProduction } from './production.repository.js';

/**
 * The first check of every owner use case: only its account edits a production, changes its status or
 * sees it as a draft; to anyone else another account's production answers 404, like a missing one.
 */
export function requireOwnedProduction(
  production: StoredProduction | undefined,
  accountId: string,
  id: string,
): StoredProduction {
  return requireOwned(
    production,
    accountId,
    () => new ProductionsException(ProductionsErrorCode.ProductionNotFound, `No production ${id}.`, [id]),
  );
}

import { ProductionsErrorCode, ProductionsException } from '../productions.errors.js';

type NotFound =
  ProductionsErrorCode.ProductionNotFound | ProductionsErrorCode.ProjectNotFound | ProductionsErrorCode.JobNotFound;

/**
 * The first check of every owner use case: the record exists (404) and belongs to the caller's
 * account (403); only that account edits it, changes its status or sees its drafts.
 */
export function requireOwned<T extends { accountId: string }>(
  record: T | undefined,
  accountId: string,
  id: string,
  notFound: NotFound,
  label: string,
): T {
  if (!record) {
    throw new ProductionsException(notFound, `No ${label} ${id}.`, [id]);
  }
  if (record.accountId !== accountId) {
    throw new ProductionsException(ProductionsErrorCode.NotOwner, `This ${label} belongs to another account.`, [id]);
  }
  return record;
}

/** A lost race (the record changed between reading and writing) reads as a conflict to retry. */
export function changedMeanwhile(label: string, id: string): ProductionsException {
  return new ProductionsException(
    ProductionsErrorCode.InvalidStatusTransition,
    `The ${label} changed meanwhile; reload it and try again.`,
    [id],
  );
}

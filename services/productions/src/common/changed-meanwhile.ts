import { ProductionsErrorCode, ProductionsException } from '../productions.errors.js';

/** A lost race (the record changed between reading and writing) reads as a conflict to retry. */
export function changedMeanwhile(label: string, id: string): ProductionsException {
  return new ProductionsException(
    ProductionsErrorCode.InvalidStatusTransition,
    `The ${label} changed meanwhile; reload it and try again.`,
    [id],
  );
}

/** What an optimistic write returned: the record written, or undefined when it changed meanwhile (refused). */
export function requireWritten<T>(written: T | undefined, label: string, id: string): T {
  if (written === undefined) {
    throw changedMeanwhile(label, id);
  }
  return written;
}

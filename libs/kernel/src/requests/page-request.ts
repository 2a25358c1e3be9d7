import { KernelException } from '../errors/index.js';
import { isUuid } from '../ids/uuid7.js';
import { parsePageQuery, type PageRequest } from '../pagination/index.js';

/** The page of a request message (common.v1.PageRequest), checked as the gateway checks query parameters. */
export function pageOf(
  message: { limit: number; startingAfter: string; endingBefore: string } | undefined,
): PageRequest {
  return requireIdCursor(
    parsePageQuery({
      limit: message?.limit ? message.limit : undefined,
      starting_after: message?.startingAfter,
      ending_before: message?.endingBefore,
    }),
  );
}

/** Record ids are UUIDs; anything else as a cursor is a client mistake, not a database error. */
export function requireIdCursor(page: PageRequest): PageRequest {
  for (const [name, cursor] of [
    ['starting_after', page.startingAfter],
    ['ending_before', page.endingBefore],
  ] as const) {
    if (cursor !== undefined && !isUuid(cursor)) {
      throw KernelException.validation(name, `${name} must be the id of a record from a previous page.`);
    }
  }
  return page;
}

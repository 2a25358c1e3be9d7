import type { PageRequest as PageRequestMessage } from '@callsheet/contracts';
import { KernelException, parsePageQuery, type PageRequest } from '@callsheet/kernel';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page of a request message, checked as the gateway checks query parameters. */
export function pageOf(message: PageRequestMessage | undefined): PageRequest {
  return requireIdCursor(
    parsePageQuery({
      limit: message?.limit ? message.limit : undefined,
      starting_after: message?.startingAfter,
      ending_before: message?.endingBefore,
    }),
  );
}

/** Profile ids are UUIDs; anything else as a cursor is a client mistake, not a database error. */
export function requireIdCursor(page: PageRequest): PageRequest {
  for (const [name, cursor] of [
    ['starting_after', page.startingAfter],
    ['ending_before', page.endingBefore],
  ] as const) {
    if (cursor !== undefined && !UUID.test(cursor)) {
      throw KernelException.validation(name, `${name} must be the id of a record from a previous page.`);
    }
  }
  return page;
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

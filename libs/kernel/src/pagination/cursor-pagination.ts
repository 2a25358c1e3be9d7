import { KernelException } from '../errors/index.js';

/**
 * Cursor pagination exactly as the spec (section 7) has it: `limit` (default 25, at most 100) and
 * either `starting_after` or `ending_before`, an id from a previous page; replies are
 * `{ data, has_more }`. Lists are ordered newest first by a time-sortable id (UUIDv7), as Stripe's are:
 * `starting_after` walks to older records, `ending_before` back to newer ones.
 */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  limit: number;
  startingAfter?: string;
  endingBefore?: string;
}

export interface Page<T> {
  data: T[];
  has_more: boolean;
}

export interface RawPageQuery {
  limit?: unknown;
  starting_after?: unknown;
  ending_before?: unknown;
}

/** Validates the query parameters of a list call; throws `validationFailed` naming the parameter. */
export function parsePageQuery(query: RawPageQuery): PageRequest {
  const limit = parseLimit(query.limit);
  const startingAfter = parseCursor('starting_after', query.starting_after);
  const endingBefore = parseCursor('ending_before', query.ending_before);
  if (startingAfter !== undefined && endingBefore !== undefined) {
    throw KernelException.validation('starting_after', 'Use either starting_after or ending_before, not both.');
  }
  return { limit, startingAfter, endingBefore };
}

function parseLimit(raw: unknown): number {
  if (raw === undefined || raw === '') {
    return DEFAULT_PAGE_SIZE;
  }
  const limit = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw KernelException.validation('limit', `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  }
  return limit;
}

function parseCursor(name: string, raw: unknown): string | undefined {
  if (raw === undefined || raw === '') {
    return undefined;
  }
  if (typeof raw !== 'string' || raw.length > 200) {
    throw KernelException.validation(name, `${name} must be the id of a record from a previous page.`);
  }
  return raw;
}

/**
 * What to ask the database for: one row more than the page, in the direction of travel, so that the
 * extra row tells whether there is more. `after`/`before` bound the sort key strictly.
 */
export interface PageWindow {
  take: number;
  order: 'asc' | 'desc';
  before?: string;
  after?: string;
}

export function pageWindow(request: PageRequest): PageWindow {
  if (request.endingBefore !== undefined) {
    // Newer than the cursor, nearest first; reversed again in buildPage.
    return { take: request.limit + 1, order: 'asc', after: request.endingBefore };
  }
  return { take: request.limit + 1, order: 'desc', before: request.startingAfter };
}

/** The id bound of a page's window: below `before` or above `after`; none on the first page. */
export type IdBound = { lt: string } | { gt: string };

/**
 * The find arguments of a page keyed by id (uuid7, so newest first is id order): the caller's filter
 * with the window's id bound, its order and how many rows to take. Read the rows back with buildPage.
 */
export function keysetPageArgs<Where extends object>(
  where: Where,
  request: PageRequest,
): { where: Where | { AND: (Where | { id: IdBound })[] }; orderBy: { id: 'asc' | 'desc' }; take: number } {
  const window = pageWindow(request);
  const bound: IdBound | undefined = window.before
    ? { lt: window.before }
    : window.after
      ? { gt: window.after }
      : undefined;
  return { where: bound ? { AND: [where, { id: bound }] } : where, orderBy: { id: window.order }, take: window.take };
}

/** Turns the rows fetched with `pageWindow` into the reply, always newest first. */
export function buildPage<T>(rows: readonly T[], request: PageRequest): Page<T> {
  const has_more = rows.length > request.limit;
  const data = rows.slice(0, request.limit);
  if (request.endingBefore !== undefined) {
    data.reverse();
  }
  return { data, has_more };
}

/**
 * Pages through a small in-memory list already in list order (for computed lists such as Kafka
 * topics). A cursor that matches no item is a validation error rather than an empty page.
 */
export function paginateList<T>(items: readonly T[], request: PageRequest, key: (item: T) => string): Page<T> {
  if (request.endingBefore !== undefined) {
    const end = indexOfCursor(items, 'ending_before', request.endingBefore, key);
    const start = Math.max(0, end - request.limit);
    return { data: items.slice(start, end), has_more: start > 0 };
  }
  const start =
    request.startingAfter === undefined ? 0 : indexOfCursor(items, 'starting_after', request.startingAfter, key) + 1;
  return { data: items.slice(start, start + request.limit), has_more: start + request.limit < items.length };
}

function indexOfCursor<T>(items: readonly T[], name: string, cursor: string, key: (item: T) => string): number {
  const index = items.findIndex((item) => key(item) === cursor);
  if (index < 0) {
    throw KernelException.validation(name, `${name} does not match any record of this list.`);
  }
  return index;
}

import fc from 'fast-check';
import { KernelErrorCode, KernelException } from '../errors/index.js';
import { pageOf } from '../requests/page-request.js';
import {
  buildPage,
  MAX_PAGE_SIZE,
  type PageRequest,
  pageWindow,
  paginateList,
  parsePageQuery,
  type RawPageQuery,
} from './cursor-pagination.js';

// Properties of the pagination cursors: a page request survives the trip to a service and back
// (query string, then the request message's fields), garbage in any parameter is a clean
// validationFailed naming it (never another error), and walking the pages with the cursors visits
// every record once, in list order, both ways.

const PARAMETERS = ['limit', 'starting_after', 'ending_before'] as const;

/** What a client can send: strings of any characters, repeated parameters (arrays), numbers, anything. */
const garbageArb = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ maxLength: 20 }),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.anything(),
);

/** Ids as the services make them (UUIDv7), unique, in list order: newest first. */
const idsArb = fc
  .uniqueArray(fc.uuid({ version: 7 }), { maxLength: 40 })
  .map((ids) => ids.map((id) => id.toLowerCase()).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));

const limitArb = fc.integer({ min: 1, max: MAX_PAGE_SIZE });

/** The outcome of a call: its value, or the validation error's field; any other error fails the property. */
function outcome<T>(work: () => T): { value: T } | { field: string } {
  try {
    return { value: work() };
  } catch (error) {
    if (error instanceof KernelException && error.code === KernelErrorCode.ValidationFailed) {
      return { field: String(error.args[0]) };
    }
    throw error;
  }
}

/** The page request as the gateway puts it in a request message (pageMessage: absent is ''). */
function asMessage(page: PageRequest) {
  return { limit: page.limit, startingAfter: page.startingAfter ?? '', endingBefore: page.endingBefore ?? '' };
}

/** The page request as a client's query string. */
function asQuery(page: PageRequest): RawPageQuery {
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.startingAfter !== undefined) {
    query.set('starting_after', page.startingAfter);
  }
  if (page.endingBefore !== undefined) {
    query.set('ending_before', page.endingBefore);
  }
  return Object.fromEntries(new URLSearchParams(query.toString()));
}

/** The database's answer to pageWindow, over ids in list order. */
function fetch(ids: readonly string[], request: PageRequest): string[] {
  const window = pageWindow(request);
  const inOrder = window.order === 'desc' ? ids : [...ids].reverse();
  return inOrder
    .filter(
      (id) => (window.before === undefined || id < window.before) && (window.after === undefined || id > window.after),
    )
    .slice(0, window.take);
}

describe('page cursors (property)', () => {
  it('survive the trip: query string, parsePageQuery, request message, pageOf', () => {
    const requestArb = fc
      .tuple(limitArb, fc.option(fc.uuid({ version: 7 }), { nil: undefined }), fc.boolean())
      .map(([limit, cursor, backwards]): PageRequest => ({
        limit,
        startingAfter: backwards ? undefined : cursor,
        endingBefore: backwards ? cursor : undefined,
      }));
    fc.assert(
      fc.property(requestArb, (page) => {
        const parsed = parsePageQuery(asQuery(page));
        const decoded = pageOf(asMessage(parsed));
        return JSON.stringify(decoded) === JSON.stringify(page) && JSON.stringify(parsed) === JSON.stringify(page);
      }),
      { numRuns: 200 },
    );
  });

  it('answer any garbage with validationFailed naming the parameter, or a valid request; never another error', () => {
    fc.assert(
      fc.property(
        fc.record({ limit: garbageArb, starting_after: garbageArb, ending_before: garbageArb }, { requiredKeys: [] }),
        (query) => {
          const result = outcome(() => parsePageQuery(query));
          if ('field' in result) {
            return (PARAMETERS as readonly string[]).includes(result.field);
          }
          const page = result.value;
          return (
            Number.isInteger(page.limit) &&
            page.limit >= 1 &&
            page.limit <= MAX_PAGE_SIZE &&
            !(page.startingAfter !== undefined && page.endingBefore !== undefined) &&
            [page.startingAfter, page.endingBefore].every(
              (cursor) =>
                cursor === undefined || (typeof cursor === 'string' && cursor.length > 0 && cursor.length <= 200),
            )
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuse any cursor that is not a record id before it reaches a database (pageOf)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 250 }).filter((text) => !/^[0-9a-f-]{36}$/i.test(text)),
        fc.constantFrom('startingAfter', 'endingBefore'),
        (cursor, side) => {
          const result = outcome(() => pageOf({ limit: 10, startingAfter: '', endingBefore: '', [side]: cursor }));
          return 'field' in result && result.field === (side === 'startingAfter' ? 'starting_after' : 'ending_before');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('walk forward with starting_after and back with ending_before over every record once, in list order', () => {
    fc.assert(
      fc.property(idsArb, limitArb, (ids, limit) => {
        const forward: string[] = [];
        let request = parsePageQuery({ limit });
        for (;;) {
          const page = buildPage(fetch(ids, request), request);
          forward.push(...page.data);
          if (!page.has_more) {
            break;
          }
          request = parsePageQuery({ limit, starting_after: page.data[page.data.length - 1] });
        }
        const backward: string[] = [];
        if (ids.length > 0) {
          // From the oldest record back to the newest.
          backward.unshift(ids[ids.length - 1]);
          request = parsePageQuery({ limit, ending_before: ids[ids.length - 1] });
          for (;;) {
            const page = buildPage(fetch(ids, request), request);
            backward.unshift(...page.data);
            if (!page.has_more || page.data.length === 0) {
              break;
            }
            request = parsePageQuery({ limit, ending_before: page.data[0] });
          }
        }
        return JSON.stringify(forward) === JSON.stringify(ids) && JSON.stringify(backward) === JSON.stringify(ids);
      }),
      { numRuns: 150 },
    );
  });

  it('walk an in-memory list the same way, and call a cursor not in it a validation error', () => {
    fc.assert(
      fc.property(idsArb, limitArb, fc.string({ maxLength: 40 }), (ids, limit, stranger) => {
        const key = (id: string) => id;
        const seen: string[] = [];
        let page = paginateList(ids, parsePageQuery({ limit }), key);
        seen.push(...page.data);
        while (page.has_more) {
          page = paginateList(ids, parsePageQuery({ limit, starting_after: seen[seen.length - 1] }), key);
          seen.push(...page.data);
        }
        const unknown = outcome(() => paginateList(ids, { limit, startingAfter: `x${stranger}` }, key));
        return JSON.stringify(seen) === JSON.stringify(ids) && 'field' in unknown && unknown.field === 'starting_after';
      }),
      { numRuns: 150 },
    );
  });
});

import { buildPage, keysetPageArgs, type Page, type PageRequest } from './cursor-pagination.js';

/** The find arguments of a page keyed by id, as keysetPageArgs makes them. */
export type KeysetPageArgs<Where extends object> = ReturnType<typeof keysetPageArgs<Where>>;

/**
 * A page of records keyed by id (uuid7: newest first is id order): `find` runs the page's find
 * arguments (keysetPageArgs of the caller's filter), and its rows come back as the reply, each made a
 * record by `toRecord`.
 */
export async function findKeysetPage<Where extends object, Row, T>(
  find: (args: KeysetPageArgs<Where>) => PromiseLike<Row[]>,
  where: Where,
  request: PageRequest,
  toRecord: (row: Row) => T,
): Promise<Page<T>> {
  const rows = await find(keysetPageArgs(where, request));
  return buildPage(rows.map(toRecord), request);
}

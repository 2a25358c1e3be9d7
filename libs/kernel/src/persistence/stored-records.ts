import { isUuid } from '../ids/uuid7.js';

/** A row as a repository hands it on: each nullable column an optional field instead. */
export type WithoutNulls<Row> = {
  [Column in keyof Row]: null extends Row[Column] ? Exclude<Row[Column], null> | undefined : Row[Column];
};

/**
 * The row with every null column read as undefined: records leave a missing value out (`field?: T`)
 * where the database stores NULL. Columns whose type a record narrows (a status union, a JSON shape)
 * are overridden after the spread: `{ ...withoutNulls(row), status: row.status as Status }`.
 */
export function withoutNulls<Row extends object>(row: Row): WithoutNulls<Row> {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [column, value ?? undefined]),
  ) as WithoutNulls<Row>;
}

/**
 * The row with this id (mapped by `toRecord`), or undefined; an id that is no uuid finds nothing
 * (PostgreSQL would refuse it as a uuid with an error instead of a not-found).
 */
export async function findByUuid<Row>(
  id: string,
  find: (id: string) => PromiseLike<Row | null>,
): Promise<Row | undefined>;
export async function findByUuid<Row, T>(
  id: string,
  find: (id: string) => PromiseLike<Row | null>,
  toRecord: (row: Row) => T,
): Promise<T | undefined>;
export async function findByUuid<Row, T>(
  id: string,
  find: (id: string) => PromiseLike<Row | null>,
  toRecord?: (row: Row) => T,
): Promise<Row | T | undefined> {
  if (!isUuid(id)) {
    return undefined;
  }
  const row = await find(id);
  if (row === null) {
    return undefined;
  }
  return toRecord ? toRecord(row) : row;
}

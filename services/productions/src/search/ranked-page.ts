import { buildPage, pageWindow, type Page, type PageRequest } from '@callsheet/kernel';
import { Prisma } from '../generated/prisma/client.js';

/**
 * Keyset pagination over ranked search results: rows are ordered by (rank, id) descending, and a
 * cursor id is turned back into its (rank, id) position by ranking that one row again, so pages stay
 * stable while profiles are added (spec section 7's starting_after / ending_before).
 */
export function rankedPageQuery(options: {
  table: Prisma.Sql;
  columns: Prisma.Sql;
  rank: Prisma.Sql;
  where: Prisma.Sql;
  page: PageRequest;
}): Prisma.Sql {
  const window = pageWindow(options.page);
  const cursor = window.before ?? window.after;
  const ranked = Prisma.sql`SELECT ${options.columns}, (${options.rank})::float8 AS rank FROM ${options.table} t`;
  const position =
    cursor === undefined
      ? Prisma.empty
      : Prisma.sql`AND (r.rank, r.id) ${window.order === 'desc' ? Prisma.raw('<') : Prisma.raw('>')}
          ((SELECT (${options.rank})::float8 FROM ${options.table} t WHERE t.id = ${cursor}::uuid), ${cursor}::uuid)`;
  const direction = Prisma.raw(window.order === 'desc' ? 'DESC' : 'ASC');
  return Prisma.sql`
    SELECT * FROM (${ranked} WHERE ${options.where}) r
    WHERE TRUE ${position}
    ORDER BY r.rank ${direction}, r.id ${direction}
    LIMIT ${window.take}`;
}

/** Rows fetched with rankedPageQuery into `{data, has_more}`, best match first. */
export function rankedPage<T>(rows: readonly T[], page: PageRequest): Page<T> {
  return buildPage(rows, page);
}

/** The words of a free-text search, lower-cased, letters and digits only (at most 8). */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/**
 * Free text over a table with `search_vector` and `search_text`: every word must match, either as the
 * prefix of an indexed word ("marl" finds "Marlene") or, for typos, by trigram word similarity
 * ("Lovleace" finds "Lovelace"). Rank: full-text rank plus similarity of the whole text.
 */
export function freeText(text: string): { where: Prisma.Sql; rank: Prisma.Sql } | undefined {
  const words = searchWords(text);
  if (words.length === 0) {
    return undefined;
  }
  const where = Prisma.join(
    words.map(
      (word) => Prisma.sql`(t.search_vector @@ to_tsquery('simple', ${`${word}:*`}) OR ${word} <% t.search_text)`,
    ),
    ' AND ',
  );
  const query = words.map((word) => `${word}:*`).join(' & ');
  const rank = Prisma.sql`ts_rank(t.search_vector, to_tsquery('simple', ${query})) + word_similarity(${words.join(' ')}, t.search_text)`;
  return { where, rank };
}

import { empty, join, raw, sqltag } from '@prisma/client/runtime/client';
import type { FacetFilter } from './facets.js';
import { type SimilarWords, similarWordsQuery } from './ranked-search.js';

// The filters and word lists of the services' searches over a table aliased `t` (see ranked-search.ts
// for why the SQL tag comes from Prisma's runtime).
const Prisma = { sql: sqltag, join, empty, raw };
// eslint-disable-next-line @typescript-eslint/no-namespace
declare namespace Prisma {
  type Sql = import('@prisma/client/runtime/client').Sql;
}

/**
 * The WHERE of a search, one condition per filter given; a filter left out (undefined, or no values)
 * adds none. Column names are the code's own, never a client's: they go into the SQL as they are.
 */
export class SearchConditions {
  private readonly conditions: Prisma.Sql[] = [];

  add(condition: Prisma.Sql): this {
    this.conditions.push(condition);
    return this;
  }

  /** The row's facet tokens (facets.ts) hold every token of `all` and one of each group of `any`. */
  facets({ all, any }: FacetFilter): this {
    if (all.length > 0) {
      this.add(Prisma.sql`t.search_facets @> ${all}::text[]`);
    }
    for (const group of any) {
      this.add(Prisma.sql`t.search_facets && ${group}::text[]`);
    }
    return this;
  }

  atLeast(column: string, value: number | bigint | undefined): this {
    return value === undefined ? this : this.add(Prisma.sql`${this.column(column)} >= ${value}`);
  }

  atMost(column: string, value: number | bigint | undefined): this {
    return value === undefined ? this : this.add(Prisma.sql`${this.column(column)} <= ${value}`);
  }

  /** Every condition, all of which must hold; TRUE when there is none. */
  sql(): Prisma.Sql {
    return this.conditions.length === 0 ? Prisma.sql`TRUE` : Prisma.join(this.conditions, ' AND ');
  }

  private column(name: string): Prisma.Sql {
    return Prisma.raw(`t.${name}`);
  }
}

/** The slice of a Prisma client a word look-up needs. */
export interface RawQueryClient {
  $queryRaw<T = unknown>(query: Prisma.Sql): PromiseLike<T>;
}

/**
 * The `similarWords` of tieredPageQueries: each search word's similar words, looked up in the table's
 * list of words (similarWordsQuery) through the service's client.
 */
export function similarWordsIn(
  db: RawQueryClient,
  wordTable: Prisma.Sql,
): (words: readonly string[]) => Promise<SimilarWords> {
  return async (words) => {
    const rows = await db.$queryRaw<{ word: string; similar: string[] }[]>(similarWordsQuery(wordTable, words));
    return new Map(rows.map((row) => [row.word, row.similar]));
  };
}

/**
 * Adds the words of the rows' search vectors to the table's list of words (e.g. talent_search_word),
 * where similarWordsIn looks a mistyped word up; run it in the transaction that writes the rows.
 */
export function recordSearchWordsQuery(wordTable: Prisma.Sql, table: Prisma.Sql, where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO ${wordTable} (word)
    SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM ${table} t WHERE ${where}
    ON CONFLICT DO NOTHING`;
}

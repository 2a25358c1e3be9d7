import { empty, join, raw, sqltag } from '@prisma/client/runtime/client';
import type { FacetFilter } from './facets.js';
import { type PageRequest } from '../pagination/index.js';
import { type SimilarWords, similarWordsQuery, textTiers, tieredPageQueries, type TierQuery } from './ranked-search.js';

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

/**
 * A table searched by text (its `search_vector`, in relevance tiers) and its list of known words (for
 * mistyped words), named once per searchable aggregate: the tier queries of a search and the query that
 * records a written row's words both come from here.
 */
export class TextSearchTable {
  constructor(
    private readonly table: Prisma.Sql,
    private readonly wordTable: Prisma.Sql,
  ) {}

  /** tieredPageQueries for `text` (empty: the filters alone, newest first) over the rows `where` keeps. */
  pageQueries(
    db: RawQueryClient,
    search: { columns: Prisma.Sql; where: Prisma.Sql; text: string; page: PageRequest },
  ): TierQuery[] {
    return tieredPageQueries({
      table: this.table,
      columns: search.columns,
      where: search.where,
      text: textTiers(search.text),
      similarWords: similarWordsIn(db, this.wordTable),
      page: search.page,
    });
  }

  /** recordSearchWordsQuery for the rows `where` selects (the table is aliased `t`). */
  recordWords(where: Prisma.Sql): Prisma.Sql {
    return recordSearchWordsQuery(this.wordTable, this.table, where);
  }

  /** recordSearchWordsQuery for the row with this id. */
  recordWordsOf(id: string): Prisma.Sql {
    return this.recordWords(Prisma.sql`t.id = ${id}::uuid`);
  }
}

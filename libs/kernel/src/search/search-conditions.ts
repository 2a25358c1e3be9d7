import { empty, join, raw, sqltag } from '@prisma/client/runtime/client';
import type { FacetFrequencies } from './facet-statistics.js';
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
 * A facet filter held by more than this share of the rows is left out of the index scan (see
 * SearchConditions.facets). Measured at 3,000,000 profiles: the index scan of playable age 75 with
 * gender male or non-binary (half the rows) and a height range (all of them) took 47 ms, of age and
 * weight alone 19 ms; a union filter held by a quarter of the rows still saved more heap reads than it
 * cost in the index.
 */
export const BROAD_FACET_SHARE = 0.4;

/** A group of more tokens than this goes to the index scan only as the rarest condition (SearchConditions.facets). */
export const INDEX_GROUP_MAX_TOKENS = 4;

/**
 * Beside a text searched first (tieredPageQueries), a facet held by more than this share of the rows is
 * checked on the text's rows rather than read from the index: the facets index then scans that token
 * alone for a BitmapAnd with the text's, its whole posting list (a union a quarter of the profiles
 * hold: 250,000 entries, 31 ms, to spare the heap reads of 9,000 rows, 10 ms).
 */
export const TEXT_FACET_MAX_SHARE = 0.05;

/**
 * The connection `options` of a service whose database is searched (node-postgres' startup options).
 * Its sessions plan without parallel workers: a search stops after a page of rows, and a parallel plan
 * of one (a Gather Merge over a newest-first scan) starts worker processes that cost more than the
 * scan: on 1,000,000 profiles a combination of union, body type, weight and gender took 32 to 69 ms in
 * parallel and 19 to 23 ms without. And they price a random page read at 1.1 sequential ones (the
 * usual setting for data in memory or on SSD; the default 4 is for spinning disks): at 4 the planner
 * walked 28,000 profiles newest first (29 ms) for two accents that 641 hold, rather than fetch those
 * 641 from the index's bitmap (3 ms).
 */
export const SEARCH_PLANS = '-c max_parallel_workers_per_gather=0 -c random_page_cost=1.1';

/**
 * The WHERE of a search, one condition per filter given; a filter left out (undefined, or no values)
 * adds none. Column names are the code's own, never a client's: they go into the SQL as they are.
 */
export class SearchConditions {
  private readonly conditions: Prisma.Sql[] = [];
  /** The same conditions for a search whose text is searched first (sqlBesideText). */
  private readonly besideText: Prisma.Sql[] = [];

  /** `besideText`: how the condition is written when the text is searched first, if otherwise. */
  add(condition: Prisma.Sql, besideText: Prisma.Sql = condition): this {
    this.conditions.push(condition);
    this.besideText.push(besideText);
    return this;
  }

  /**
   * The row's facet tokens (facets.ts) hold every token of `all` and one of each group of `any`; the
   * buckets of each `narrowing` group only help the index (other conditions check the exact bounds).
   * What goes to the GIN index scan and what is checked on the rows it finds (a plain `IS TRUE` test of
   * the same operator, which the planner still estimates), by the shares of rows holding each token
   * (`frequencies`):
   * - When every condition is broad (held by more than BROAD_FACET_SHARE of the rows), none goes to the
   *   index: a newest-first scan soon finds a page. A broad narrowing group is then left out.
   * - Otherwise every single token goes to the index, broad ones too: GIN skips through a token's
   *   posting tree to the rows the rarer conditions find, so male and ectomorph (47 % and 40 %) cost the
   *   scan nothing, where checked on the rows they left 15,000 heap pages to read for 1,314 matches.
   * - A group (any of several tokens) goes to the index when it is not broad and has at most
   *   INDEX_GROUP_MAX_TOKENS tokens, or when it is the rarest condition: each row the rarest condition
   *   finds costs a seek in every token of the other groups, and a 21-kilogram weight range took 31 ms
   *   of a 48 ms search that a newest-first scan answers in 9.
   */
  facets({ all, any, narrowing }: FacetFilter, frequencies: FacetFrequencies = new Map()): this {
    const shareOf = (tokens: readonly string[]) =>
      tokens.reduce((sum, token) => sum + (frequencies.get(token) ?? 0), 0);
    const conditions = [
      ...all.map((token) => ({ operator: '@>' as const, tokens: [token], narrowing: false })),
      ...any.map((tokens) => ({ operator: '&&' as const, tokens, narrowing: false })),
      ...narrowing.map((tokens) => ({ operator: '&&' as const, tokens, narrowing: true })),
    ].map((condition) => ({ ...condition, share: shareOf(condition.tokens) }));
    const rarest = Math.min(...conditions.map(({ share }) => share));
    const everyBroad = rarest > BROAD_FACET_SHARE;
    for (const { operator, tokens, narrowing: onlyNarrows, share } of conditions) {
      const indexed =
        !everyBroad &&
        (tokens.length === 1 ||
          (share <= BROAD_FACET_SHARE && (tokens.length <= INDEX_GROUP_MAX_TOKENS || share === rarest)));
      const condition = Prisma.sql`t.search_facets ${Prisma.raw(operator)} ${tokens}::text[]`;
      const onRows = Prisma.sql`(${condition}) IS TRUE`;
      if (indexed) {
        this.add(condition, share > TEXT_FACET_MAX_SHARE ? onRows : condition);
      } else if (!onlyNarrows) {
        this.add(onRows);
      }
    }
    return this;
  }

  atLeast(column: string, value: number | bigint | undefined): this {
    return value === undefined ? this : this.add(Prisma.sql`${this.column(column)} >= ${value}`);
  }

  atMost(column: string, value: number | bigint | undefined): this {
    return value === undefined ? this : this.add(Prisma.sql`${this.column(column)} <= ${value}`);
  }

  /** Whether no filter was given. */
  isEmpty(): boolean {
    return this.conditions.length === 0;
  }

  /** Every condition, all of which must hold; TRUE when there is none. */
  sql(): Prisma.Sql {
    return this.conditions.length === 0 ? Prisma.sql`TRUE` : Prisma.join(this.conditions, ' AND ');
  }

  /** The same conditions beside a text searched first: only rare facets read from the index. */
  sqlBesideText(): Prisma.Sql {
    return this.besideText.length === 0 ? Prisma.sql`TRUE` : Prisma.join(this.besideText, ' AND ');
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
  /**
   * `rows`: the table a page's rows are read from by id when `table` is a narrow table of what search
   * reads (see tieredPageQueries); `columns` then name its columns as `r.…`.
   */
  constructor(
    private readonly table: Prisma.Sql,
    private readonly wordTable: Prisma.Sql,
    private readonly rows?: Prisma.Sql,
  ) {}

  /** tieredPageQueries for `text` (empty: the filters alone, newest first) over the rows `where` keeps. */
  pageQueries(
    db: RawQueryClient,
    search: { columns: Prisma.Sql; where: SearchConditions; text: string; page: PageRequest },
  ): TierQuery[] {
    return tieredPageQueries({
      table: this.table,
      columns: search.columns,
      rows: this.rows,
      where: search.where.sql(),
      whereBesideText: search.where.sqlBesideText(),
      filtered: !search.where.isEmpty(),
      text: textTiers(search.text),
      similarWords: similarWordsIn(db, this.wordTable),
      textRows: (condition) => this.expectedRows(db, condition),
      page: search.page,
    });
  }

  /** The planner's estimate of the rows a condition holds in the table (EXPLAIN: planned, not run). */
  private async expectedRows(db: RawQueryClient, condition: Prisma.Sql): Promise<number | undefined> {
    const [row] = await db.$queryRaw<{ 'QUERY PLAN'?: unknown }[]>(
      Prisma.sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${this.table} t WHERE ${condition}`,
    );
    return planRows(row?.['QUERY PLAN']);
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

/** "Plan Rows" of EXPLAIN (FORMAT JSON)'s top node, as the driver gives it (parsed or as text). */
export function planRows(plan: unknown): number | undefined {
  let parsed = plan;
  if (typeof plan === 'string') {
    try {
      parsed = JSON.parse(plan);
    } catch {
      return undefined;
    }
  }
  const top = Array.isArray(parsed) ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined) : undefined;
  const rows = top?.Plan?.['Plan Rows'];
  return typeof rows === 'number' && Number.isFinite(rows) ? rows : undefined;
}

import { empty, join, raw, sqltag } from '@prisma/client/runtime/client';
import { pageWindow, type PageRequest } from '../pagination/index.js';

// Ranked free-text search over a table with `search_vector` (tsvector) and `search_text`, shared by
// every service's repositories. The SQL tag is Prisma's own runtime, the one each service's generated
// client re-exports as `Prisma.sql`, so fragments from either side compose.
const Prisma = { sql: sqltag, join, empty, raw };
// eslint-disable-next-line @typescript-eslint/no-namespace
declare namespace Prisma {
  type Sql = import('@prisma/client/runtime/client').Sql;
}

/** The words of a free-text search, lower-cased, letters and digits only (at most 8). */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/** Words shorter than this match by prefix only: trigram similarity of one or two letters finds noise. */
export const SIMILAR_WORD_MIN_LENGTH = 3;
/** At most this many similar words per search word (besides the words it starts), the most similar first. */
const SIMILAR_WORDS_MAX = 50;

/** One relevance tier of a free-text search: its rank and the condition of a row to be in it. */
export interface RankTier {
  rank: number;
  where: Prisma.Sql;
}

/** Indexed words similar to each search word, other than words it starts (similarWordsQuery). */
export type SimilarWords = ReadonlyMap<string, readonly string[]>;

/**
 * Free text as relevance tiers, best first, over a table with `search_vector`; every word must match
 * and a row is in the best tier it qualifies for:
 *   4. phrase: the words, whole and in order (several words only);
 *   3. exact: every word is a whole indexed word;
 *   2. prefix: every word starts an indexed word ("marl" finds "Marlene");
 *   1. similar: some word matches only an indexed word of similar trigrams, e.g. a typo ("Thompsen"
 *      finds "Thompson"); built by `similar` once the similar words are looked up (similarWordsQuery).
 *      The look-up compares whole words, where comparing the search text by trigrams (`word <%
 *      search_text`) matched any stretch of it, across words too ("holmes jaz" for "james").
 * Within a tier, newest first. Each tier is one `ORDER BY id LIMIT n` query that the primary key or the
 * full-text index serves without ranking every candidate (tieredPageQueries), which a continuous
 * score (ts_rank plus word_similarity) cannot do: it must score all of them, ~130,000 rows for "mar"
 * in a million profiles. `rankOf` is the rank of one row, to resume after a cursor.
 */
export interface TextTiers {
  tiers: RankTier[];
  /** The words that may match by similarity: SIMILAR_WORD_MIN_LENGTH letters or more. */
  similarCandidates: string[];
  similar(words: SimilarWords): RankTier | undefined;
  rankOf: Prisma.Sql;
}

export function textTiers(text: string): TextTiers | undefined {
  const words = searchWords(text);
  if (words.length === 0) {
    return undefined;
  }
  const matches = (query: Prisma.Sql) => Prisma.sql`t.search_vector @@ (${query})`;
  const parsed = (query: string) => Prisma.sql`to_tsquery('simple', ${query})`;
  const exact = matches(parsed(words.join(' & ')));
  const prefix = matches(parsed(words.map((word) => `${word}:*`).join(' & ')));
  const tiers: RankTier[] = [];
  if (words.length > 1) {
    const phrase = matches(parsed(words.join(' <-> ')));
    tiers.push({ rank: 4, where: phrase }, { rank: 3, where: Prisma.sql`${exact} AND NOT ${phrase}` });
  } else {
    tiers.push({ rank: 3, where: exact });
  }
  tiers.push({ rank: 2, where: Prisma.sql`${prefix} AND NOT ${exact}` });
  const similarCandidates = words.filter((word) => word.length >= SIMILAR_WORD_MIN_LENGTH);
  const similar = (found: SimilarWords): RankTier | undefined => {
    const extra = (word: string) => found.get(word) ?? [];
    if (!words.some((word) => extra(word).length > 0)) {
      return undefined;
    }
    // Each word: its prefix or one of its similar words, as stored lexemes (quoted, not parsed again).
    const each = words.map((word) => {
      const alternatives = extra(word).map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`);
      return alternatives.length === 0
        ? parsed(`${word}:*`)
        : Prisma.sql`(${parsed(`${word}:*`)} || ${alternatives.join(' | ')}::tsquery)`;
    });
    return { rank: 1, where: Prisma.sql`${matches(Prisma.join(each, ' && '))} AND NOT ${prefix}` };
  };
  const cases = tiers.map(({ rank, where }) => Prisma.sql`WHEN ${where} THEN ${Prisma.raw(String(rank))}`);
  // A row of no better tier (or matching no more) resumes in the last one.
  return { tiers, similarCandidates, similar, rankOf: Prisma.sql`CASE ${Prisma.join(cases, ' ')} ELSE 1 END` };
}

/**
 * The indexed words similar to each search word (trigram word similarity over the table's list of
 * words, e.g. talent_search_word): rows of `{ word, similar }`. Words that the search word starts are
 * left out: they are prefix matches (tier 2).
 */
export function similarWordsQuery(wordTable: Prisma.Sql, words: readonly string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT q.word, ARRAY(
      SELECT w.word FROM ${wordTable} w
      WHERE q.word <% w.word AND left(w.word, length(q.word)) <> q.word
      ORDER BY word_similarity(q.word, w.word) DESC, w.word LIMIT ${SIMILAR_WORDS_MAX}) AS similar
    FROM unnest(${words}::text[]) AS q(word)`;
}

const FIRST_UUID = '00000000-0000-0000-0000-000000000000';
const LAST_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/**
 * Text with filters: a tier whose text condition the planner expects to hold for at most this many
 * rows is searched text first (tieredPageQueries). Its candidates are then all read (a bitmap of the
 * full-text index), so this bounds that read: about 10 ms warm on the narrow talent_search rows.
 */
export const TEXT_FIRST_MAX_ROWS = 10_000;

/** One query of a page, built when it is reached: undefined when it cannot return a row. */
export type TierQuery = () => Promise<Prisma.Sql | undefined>;

/**
 * Keyset pagination over relevance tiers (textTiers), or over the filters alone when there is no text:
 * rows are ordered by (rank, id) descending. The queries come in page order, one per tier; run them
 * one after another until the page is full (fetchTieredPage), so a tier that is not reached costs
 * nothing, not even the look-up of similar words. A cursor id is turned back into its (rank, id)
 * position by ranking that one row again, so pages stay stable while profiles are added; with text, a
 * cursor that no longer exists ends the list.
 */
export function tieredPageQueries(options: {
  table: Prisma.Sql;
  columns: Prisma.Sql;
  /**
   * The table whose row of the same id the page returns (aliased `r`, for `columns`), when `table` is
   * a narrow table of what search reads: only the page's rows are read from it.
   */
  rows?: Prisma.Sql;
  where: Prisma.Sql;
  /** `where` as a tier searched text first applies it (SearchConditions.sqlBesideText); `where` if not given. */
  whereBesideText?: Prisma.Sql;
  text: TextTiers | undefined;
  similarWords: (words: string[]) => Promise<SimilarWords>;
  /** Whether `where` holds any filter (text first is for text with filters). */
  filtered: boolean;
  /** How many rows the planner expects a text condition alone to hold (undefined: it cannot say). */
  textRows?: (condition: Prisma.Sql) => Promise<number | undefined>;
  page: PageRequest;
}): TierQuery[] {
  const { table, columns, rows, where, text, textRows, filtered } = options;
  const besideText = options.whereBesideText ?? where;
  const window = pageWindow(options.page);
  const cursor = window.before ?? window.after;
  const descending = window.order === 'desc';
  const direction = Prisma.raw(descending ? 'DESC' : 'ASC');
  const beyond = Prisma.raw(descending ? '<' : '>');

  /**
   * Whether a tier is searched text first. The planner prices the newest-first walk by multiplying the
   * text's share by the filters' as if they were independent, and they are not: "Nicole" (3,800
   * profiles) with gender male was expected to hold 1,800 rows, so the walk would soon fill a page,
   * and it read all 1,000,000 (0.8 s) for none. A text condition of few rows is therefore searched
   * first: every row of text and filters is found (the full-text index's bitmap, and the rare facets'
   * where they narrow it: SearchConditions.sqlBesideText) and the page is sorted from them, never more than TEXT_FIRST_MAX_ROWS read whatever
   * the filters. A text condition of many rows, or text alone (whose estimate stands), keeps the
   * planner's choice.
   */
  const textFirst = async (inTier: Prisma.Sql): Promise<boolean> => {
    if (!filtered || textRows === undefined) {
      return false;
    }
    const expected = await textRows(inTier);
    return expected !== undefined && expected <= TEXT_FIRST_MAX_ROWS;
  };

  const query = ({ rank, where: inTier }: RankTier, textAlone = false): Prisma.Sql => {
    const tier = Prisma.raw(String(rank));
    let position = Prisma.empty;
    if (cursor !== undefined && text === undefined) {
      position = Prisma.sql`AND t.id ${beyond} ${cursor}::uuid`;
    } else if (cursor !== undefined && text !== undefined) {
      // Tiers before the cursor's are skipped whole (a one-time filter), the cursor's own tier
      // resumes after the cursor id, and later tiers start from their first row.
      const reached = Prisma.raw(descending ? '>=' : '<=');
      const open = Prisma.raw(`'${descending ? LAST_UUID : FIRST_UUID}'::uuid`);
      position = Prisma.sql`
      AND (SELECT ${text.rankOf} FROM ${table} t WHERE t.id = ${cursor}::uuid) ${reached} ${tier}
      AND t.id ${beyond} (SELECT CASE WHEN ${text.rankOf} = ${tier} THEN t.id ELSE ${open} END
                          FROM ${table} t WHERE t.id = ${cursor}::uuid)`;
    }
    // Text first: OFFSET 0 keeps the matching rows a subquery planned on its own, for all its rows
    // rather than the first few (a bitmap of the full-text index, and of the facets' where they help),
    // which the cursor and the order then apply to.
    const source = textAlone
      ? Prisma.sql`(SELECT * FROM ${table} t WHERE (${inTier}) AND (${besideText}) OFFSET 0) t WHERE TRUE`
      : Prisma.sql`${table} t WHERE (${inTier}) AND (${where})`;
    const found = Prisma.sql`
      SELECT ${rows === undefined ? columns : Prisma.sql`t.id`}, ${tier}::float8 AS rank FROM ${source} ${position}
      ORDER BY t.id ${direction}
      LIMIT ${window.take}`;
    // The LIMIT keeps the search a subquery of its own, planned as before; the join reads the page.
    return rows === undefined
      ? found
      : Prisma.sql`
      SELECT ${columns}, s.rank FROM (${found}) s JOIN ${rows} r ON r.id = s.id
      ORDER BY s.id ${direction}`;
  };

  if (text === undefined) {
    const all = query({ rank: 0, where: Prisma.sql`TRUE` });
    return [() => Promise.resolve(all)];
  }
  const queries: TierQuery[] = text.tiers.map((tier) => async () => query(tier, await textFirst(tier.where)));
  if (text.similarCandidates.length > 0) {
    queries.push(async () => {
      const tier = text.similar(await options.similarWords(text.similarCandidates));
      return tier && query(tier, await textFirst(tier.where));
    });
  }
  return descending ? queries : queries.reverse();
}

/** Runs tieredPageQueries in order until the page is full: the rows of one page, in page order. */
export async function fetchTieredPage<T>(
  queries: readonly TierQuery[],
  page: PageRequest,
  run: (query: Prisma.Sql) => Promise<T[]>,
): Promise<T[]> {
  const { take } = pageWindow(page);
  let rows: T[] = [];
  for (const next of queries) {
    const query = await next();
    if (query !== undefined) {
      rows = rows.concat(await run(query));
    }
    if (rows.length >= take) {
      break;
    }
  }
  return rows.slice(0, take);
}

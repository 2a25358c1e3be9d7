import { describe, expect, it } from '@jest/globals';
import { sqltag } from '@prisma/client/runtime/client';
import {
  BROAD_FACET_SHARE,
  INDEX_GROUP_MAX_TOKENS,
  planRows,
  recordSearchWordsQuery,
  SearchConditions,
  similarWordsIn,
  TextSearchTable,
} from './search-conditions.js';
import { TEXT_FIRST_MAX_ROWS } from './ranked-search.js';

const squashed = (sql: string) => sql.replace(/\s+/g, ' ').trim();

describe('SearchConditions', () => {
  it('asks the facets for every token and for one token of each group', () => {
    const where = new SearchConditions()
      .facets({ all: ['skill:fencing', 'state:CA'], any: [['eye:blue', 'eye:green']], narrowing: [] })
      .facets({ all: [], any: [], narrowing: [] })
      .sql();
    expect(squashed(where.text)).toBe(
      't.search_facets @> $1::text[] AND t.search_facets @> $2::text[] AND t.search_facets && $3::text[]',
    );
    expect(where.values).toEqual([['skill:fencing'], ['state:CA'], ['eye:blue', 'eye:green']]);
  });

  it('asks the index for every single token, broad ones too, and checks a broad group on the rows found', () => {
    const frequencies = new Map([
      ['language:en', 0.89],
      ['skill:fencing', 0.012],
      ['gender:male', 0.47],
      ['gender:nonBinary', 0.03],
      ['union:sagAftra', 0.25],
      ['union:agma', 0.01],
    ]);
    const filter = {
      all: ['language:en', 'skill:fencing', 'age:75'],
      any: [
        ['gender:male', 'gender:nonBinary'],
        ['union:sagAftra', 'union:agma'],
      ],
      narrowing: [],
    };
    const where = new SearchConditions().facets(filter, frequencies).sql();
    expect(squashed(where.text)).toBe(
      't.search_facets @> $1::text[] AND t.search_facets @> $2::text[] AND t.search_facets @> $3::text[]' +
        ' AND (t.search_facets && $4::text[]) IS TRUE AND t.search_facets && $5::text[]',
    );
    // A token the statistics do not list (age:75) is rarer than any they do.
    expect(where.values).toEqual([
      ['language:en'],
      ['skill:fencing'],
      ['age:75'],
      ['gender:male', 'gender:nonBinary'],
      ['union:sagAftra', 'union:agma'],
    ]);
    expect(0.47 + 0.03).toBeGreaterThan(BROAD_FACET_SHARE);
    expect(0.25 + 0.01).toBeLessThanOrEqual(BROAD_FACET_SHARE);
  });

  it('asks the index for a group of more than INDEX_GROUP_MAX_TOKENS tokens only when it is the rarest condition', () => {
    const weights = ['weight:41000', 'weight:42000', 'weight:43000', 'weight:44000', 'weight:45000'];
    expect(weights.length).toBeGreaterThan(INDEX_GROUP_MAX_TOKENS);
    const frequencies = new Map([...weights.map((token) => [token, 0.02] as const), ['hair:black', 0.15]]);
    const withAge = new SearchConditions()
      .facets({ all: ['age:36', 'hair:black'], any: [], narrowing: [weights] }, frequencies)
      .sql();
    expect(squashed(withAge.text)).toBe('t.search_facets @> $1::text[] AND t.search_facets @> $2::text[]');
    const alone = new SearchConditions()
      .facets({ all: ['hair:black'], any: [], narrowing: [weights] }, frequencies)
      .sql();
    expect(squashed(alone.text)).toBe('t.search_facets @> $1::text[] AND t.search_facets && $2::text[]');
    expect(alone.values).toEqual([['hair:black'], weights]);
  });

  it('leaves every filter out of the index when all are broad', () => {
    const frequencies = new Map([
      ['language:en', 0.89],
      ['gender:male', 0.47],
      ['gender:female', 0.48],
    ]);
    const where = new SearchConditions()
      .facets({ all: ['language:en'], any: [['gender:male', 'gender:female']], narrowing: [] }, frequencies)
      .atLeast('height_cm', 170)
      .sql();
    expect(squashed(where.text)).toBe(
      '(t.search_facets @> $1::text[]) IS TRUE AND (t.search_facets && $2::text[]) IS TRUE AND t.height_cm >= $3',
    );
  });

  it("leaves a broad narrowing group out altogether (the range's exact bounds decide), and asks the index for a rare one", () => {
    const frequencies = new Map([
      ['height:165', 0.2],
      ['height:170', 0.25],
      ['weight:55000', 0.05],
    ]);
    const where = new SearchConditions()
      .facets({ all: [], any: [], narrowing: [['height:165', 'height:170'], ['weight:55000']] }, frequencies)
      .atLeast('height_cm', 165)
      .atMost('height_cm', 174)
      .sql();
    expect(squashed(where.text)).toBe('t.search_facets && $1::text[] AND t.height_cm >= $2 AND t.height_cm <= $3');
    expect(where.values).toEqual([['weight:55000'], 165, 174]);
  });

  it('is TRUE without any filter, and adds nothing for filters left out', () => {
    const where = new SearchConditions()
      .facets({ all: [], any: [], narrowing: [] })
      .atLeast('height_cm', undefined)
      .atMost('height_cm', undefined)
      .sql();
    expect(where.text).toBe('TRUE');
  });

  it('joins every filter given with AND, values as parameters', () => {
    const where = new SearchConditions()
      .facets({ all: ['paying:true'], any: [], narrowing: [] })
      .atLeast('pay_max', 100)
      .atMost('pay_min', 200)
      .sql();
    expect(squashed(where.text)).toBe('t.search_facets @> $1::text[] AND t.pay_max >= $2 AND t.pay_min <= $3');
    expect(where.values).toEqual([['paying:true'], 100, 200]);
  });
});

describe('similarWordsIn', () => {
  it("asks the word table for each word's similar words and answers them by word", async () => {
    const asked: string[] = [];
    const db = {
      $queryRaw: <T>(query: { sql: string }): Promise<T> => {
        asked.push(query.sql);
        return Promise.resolve([{ word: 'thompsen', similar: ['thompson'] }] as T);
      },
    };
    const similar = await similarWordsIn(db, sqltag`talent_search_word`)(['thompsen']);
    expect(similar.get('thompsen')).toEqual(['thompson']);
    expect(asked[0]).toContain('FROM talent_search_word w');
  });
});

describe('recordSearchWordsQuery', () => {
  it("adds the rows' indexed words to the word table, once each", () => {
    const query = recordSearchWordsQuery(sqltag`job_search_word`, sqltag`job`, sqltag`t.id = ${'job-1'}::uuid`);
    expect(squashed(query.text)).toBe(
      'INSERT INTO job_search_word (word) SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM job t' +
        ' WHERE t.id = $1::uuid ON CONFLICT DO NOTHING',
    );
    expect(query.values).toEqual(['job-1']);
  });
});

describe('TextSearchTable', () => {
  const jobs = new TextSearchTable(sqltag`job`, sqltag`job_search_word`);

  it("records a row's words in its own word table", () => {
    const query = jobs.recordWordsOf('job-1');
    expect(squashed(query.text)).toContain('INSERT INTO job_search_word (word)');
    expect(squashed(query.text)).toContain('FROM job t WHERE t.id = $1::uuid');
    expect(query.values).toEqual(['job-1']);
  });

  it('pages the filters alone newest first without text, and asks the word table only for a tier it reaches', async () => {
    const asked: string[] = [];
    const db = {
      $queryRaw: <T>(query: { sql: string }): Promise<T> => {
        asked.push(query.sql);
        return Promise.resolve([] as T);
      },
    };
    const search = {
      columns: sqltag`t.id`,
      where: new SearchConditions().add(sqltag`t.status = 'active'`),
      page: { limit: 10 },
    };
    const [all, ...none] = jobs.pageQueries(db, { ...search, text: '' });
    expect(none).toEqual([]);
    expect(squashed((await all())?.text ?? '')).toContain("FROM job t WHERE (TRUE) AND (t.status = 'active')");
    const tiers = jobs.pageQueries(db, { ...search, text: 'stunt coordinater' });
    const similar = await tiers.at(-1)!();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('FROM job_search_word w');
    expect(similar).toBeUndefined(); // the word table knows no similar word: no query to run
  });

  it('searches a narrow table for the page and reads only those rows of the wide one, in page order', async () => {
    const talent = new TextSearchTable(sqltag`talent_search`, sqltag`talent_search_word`, sqltag`talent_profile`);
    const db = { $queryRaw: <T>(): Promise<T> => Promise.resolve([] as T) };
    const [first] = talent.pageQueries(db, {
      columns: sqltag`r.id, r.data`,
      where: new SearchConditions().atLeast('height_cm', 170),
      text: 'ada',
      page: { limit: 25 },
    });
    const query = await first();
    expect(squashed(query?.text ?? '')).toBe(
      'SELECT r.id, r.data, s.rank FROM ( SELECT t.id, 3::float8 AS rank FROM talent_search t' +
        " WHERE (t.search_vector @@ (to_tsquery('simple', $1))) AND (t.height_cm >= $2) ORDER BY t.id DESC LIMIT $3)" +
        ' s JOIN talent_profile r ON r.id = s.id ORDER BY s.id DESC',
    );
    expect(query?.values).toEqual(['ada', 170, 26]);
  });

  describe('text with filters', () => {
    const talent = new TextSearchTable(sqltag`talent_search`, sqltag`talent_search_word`);
    /** A client whose planner expects `expected` rows of any text condition; the other queries find nothing. */
    const planner = (expected: unknown) => {
      const asked: string[] = [];
      const db = {
        $queryRaw: <T>(query: { sql: string }): Promise<T> => {
          asked.push(squashed(query.sql));
          return Promise.resolve((query.sql.startsWith('EXPLAIN') ? [{ 'QUERY PLAN': expected }] : []) as T);
        },
      };
      return { db, asked };
    };
    const plan = (rows: number) => [{ Plan: { 'Node Type': 'Bitmap Heap Scan', 'Plan Rows': rows } }];
    const search = {
      columns: sqltag`t.id`,
      where: new SearchConditions().atLeast('height_cm', 170),
      text: 'nicole',
      page: { limit: 25 },
    };

    it('searches the text first when the planner expects few rows of it, whatever it expects of the filters', async () => {
      const { db, asked } = planner(plan(TEXT_FIRST_MAX_ROWS));
      const query = await talent.pageQueries(db, search)[0]();
      expect(asked).toEqual([
        "EXPLAIN (FORMAT JSON) SELECT 1 FROM talent_search t WHERE t.search_vector @@ (to_tsquery('simple', ?))",
      ]);
      expect(squashed(query?.text ?? '')).toBe(
        'SELECT t.id, 3::float8 AS rank FROM (SELECT * FROM talent_search t' +
          " WHERE (t.search_vector @@ (to_tsquery('simple', $1))) AND (t.height_cm >= $2) OFFSET 0) t WHERE TRUE" +
          ' ORDER BY t.id DESC LIMIT $3',
      );
      expect(query?.values).toEqual(['nicole', 170, 26]);
    });

    it("leaves the planner its choice when the text holds many rows, or it cannot say (the plan's rows as text too)", async () => {
      for (const expected of [plan(TEXT_FIRST_MAX_ROWS + 1), 'not json', [{}], JSON.stringify(plan(20_000))]) {
        const query = await talent.pageQueries(planner(expected).db, search)[0]();
        expect(squashed(query?.text ?? '')).toContain(
          "FROM talent_search t WHERE (t.search_vector @@ (to_tsquery('simple', $1))) AND (t.height_cm >= $2)",
        );
      }
      expect(planRows(JSON.stringify(plan(12)))).toBe(12);
    });

    it('reads only rare facets from the index beside the text, and checks the others on its rows', async () => {
      const frequencies = new Map([
        ['union:sagAftra', 0.25],
        ['language:is', 0.001],
      ]);
      const where = new SearchConditions().facets(
        { all: ['union:sagAftra', 'language:is'], any: [], narrowing: [] },
        frequencies,
      );
      const query = await talent.pageQueries(planner(plan(9_000)).db, { ...search, where })[0]();
      expect(squashed(query?.text ?? '')).toContain(
        '((t.search_facets @> $2::text[]) IS TRUE AND t.search_facets @> $3::text[]) OFFSET 0) t WHERE TRUE',
      );
      // Without text the facets index reads both (SearchConditions.facets' own rule).
      expect(squashed(where.sql().text)).toBe('t.search_facets @> $1::text[] AND t.search_facets @> $2::text[]');
    });

    it('asks nothing of the planner for text alone: its estimate of the text stands', async () => {
      const { db, asked } = planner(plan(1));
      const query = await talent.pageQueries(db, { ...search, where: new SearchConditions() })[0]();
      expect(asked).toEqual([]);
      expect(squashed(query?.text ?? '')).toContain('FROM talent_search t WHERE (t.search_vector');
    });
  });
});

import { describe, expect, it } from '@jest/globals';
import { FACET_STATISTICS_MAX_AGE_MS, FacetStatistics } from './facet-statistics.js';

/** A client answering pg_stats with `answers` in turn (an Error is thrown), counting the questions. */
function statsClient(...answers: (object[] | Error)[]) {
  const asked: { sql: string; values: unknown[] }[] = [];
  return {
    asked,
    $queryRaw: <T>(query: { sql: string; values: unknown[] }): Promise<T> => {
      asked.push(query);
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as T);
    },
  };
}

const analyzed = { tokens: ['gender:female', 'state:CA'], shares: [0.48, 0.3, 0.0002, 0.9, 0] };

describe('FacetStatistics', () => {
  it("reads each token's share of the table's rows from pg_stats", async () => {
    const db = statsClient([analyzed]);
    const frequencies = await new FacetStatistics(db, 'talent_profile').frequencies();
    expect([...frequencies]).toEqual([
      ['gender:female', 0.48],
      ['state:CA', 0.3],
    ]);
    expect(db.asked[0].sql).toContain('FROM pg_stats');
    expect(db.asked[0].values).toEqual(['talent_profile']);
  });

  it('keeps them for FACET_STATISTICS_MAX_AGE_MS, then reads them again', async () => {
    let now = 0;
    const db = statsClient([analyzed], [{ tokens: ['state:NY'], shares: [0.2, 0.2, 0.2, 0] }]);
    const statistics = new FacetStatistics(db, 'job', () => now);
    await statistics.frequencies();
    now = FACET_STATISTICS_MAX_AGE_MS - 1;
    expect((await statistics.frequencies()).get('state:CA')).toBe(0.3);
    expect(db.asked).toHaveLength(1);
    now = FACET_STATISTICS_MAX_AGE_MS;
    expect([...(await statistics.frequencies()).keys()]).toEqual(['state:NY']);
    expect(db.asked).toHaveLength(2);
  });

  it('is empty for a table never analyzed', async () => {
    expect((await new FacetStatistics(statsClient([]), 'job').frequencies()).size).toBe(0);
    const unsampled = statsClient([{ tokens: null, shares: null }]);
    expect((await new FacetStatistics(unsampled, 'job').frequencies()).size).toBe(0);
  });

  it('answers empty when pg_stats cannot be read, and reads again at the next search', async () => {
    const db = statsClient(new Error('connection reset'), [analyzed]);
    const statistics = new FacetStatistics(db, 'talent_profile');
    expect((await statistics.frequencies()).size).toBe(0);
    expect((await statistics.frequencies()).get('gender:female')).toBe(0.48);
    expect(db.asked).toHaveLength(2);
  });
});

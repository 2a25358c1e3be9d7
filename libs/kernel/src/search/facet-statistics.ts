import { sqltag } from '@prisma/client/runtime/client';
import type { RawQueryClient } from './search-conditions.js';

/**
 * The share of a table's rows that hold each facet token (0 to 1), as ANALYZE last sampled it. A token
 * the sample did not list among the most common ones is rarer than any that it did.
 */
export type FacetFrequencies = ReadonlyMap<string, number>;

/** How long a table's token frequencies are used before they are read again. */
export const FACET_STATISTICS_MAX_AGE_MS = 10 * 60_000;

/**
 * The token frequencies of a table's `search_facets`, read from `pg_stats` (ANALYZE keeps them there,
 * autovacuum keeps them current) and kept for FACET_STATISTICS_MAX_AGE_MS. SearchConditions.facets
 * uses them to keep filters that hardly narrow a search out of the facets index scan. Without
 * statistics (a table never analyzed) or when they cannot be read, the map is empty and every filter
 * goes to the index, as if all were rare: a search never fails for want of them.
 */
export class FacetStatistics {
  private cached?: { at: number; frequencies: Promise<FacetFrequencies> };

  constructor(
    private readonly db: RawQueryClient,
    private readonly table: string,
    private readonly now: () => number = Date.now,
  ) {}

  frequencies(): Promise<FacetFrequencies> {
    if (this.cached === undefined || this.now() - this.cached.at >= FACET_STATISTICS_MAX_AGE_MS) {
      const loading = this.load().catch((): FacetFrequencies => {
        // Not kept: the next search reads them again.
        this.cached = undefined;
        return new Map();
      });
      this.cached = { at: this.now(), frequencies: loading };
    }
    return this.cached.frequencies;
  }

  private async load(): Promise<FacetFrequencies> {
    const rows = await this.db.$queryRaw<{ tokens: string[] | null; shares: number[] | null }[]>(sqltag`
      SELECT most_common_elems::text::text[] AS tokens, most_common_elem_freqs AS shares
      FROM pg_stats
      WHERE schemaname = current_schema() AND tablename = ${this.table} AND attname = 'search_facets'`);
    const { tokens, shares } = rows[0] ?? { tokens: null, shares: null };
    // most_common_elem_freqs lists one share per token, then the lowest, the highest and the share of NULLs.
    return new Map((tokens ?? []).map((token, index) => [token, Number(shares?.[index] ?? 0)]));
  }
}

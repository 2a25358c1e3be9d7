// Writes beside the talent search: TalentRepository.create and update of generated profiles into the
// seeded table, the statements the service runs for them (the row with its search columns and facet
// tokens, the profile's words into talent_search_word, under every index of the table), then the
// profiles deleted again so that the data set stays what was seeded. No outbox event is written: its
// cost does not depend on the search indexes.
import { generateTalent } from './generate.js';
import type { TalentRepository } from './profiles.js';
import { ms, percentile } from './report.js';

export async function measureWrites(
  repository: TalentRepository,
  options: { profiles: number; seed: number; writes: number },
): Promise<void> {
  const creates: number[] = [];
  const updates: number[] = [];
  const written: Parameters<TalentRepository['delete']>[0][] = [];
  try {
    for (let index = 0; index < options.writes; index += 1) {
      // Profiles past the seeded ones: new ids, newest of all, as a new sign-up's would be.
      const talent = generateTalent(options.seed, options.profiles + index);
      let started = performance.now();
      const stored = await repository.create({ id: talent.id, accountId: talent.accountId, data: talent.data }, []);
      creates.push(performance.now() - started);
      written.push(stored);
      // Another generated profile's data: every search column and most tokens change.
      const other = generateTalent(options.seed, options.profiles + options.writes + index).data;
      started = performance.now();
      await repository.update(stored, other, []);
      updates.push(performance.now() - started);
    }
  } finally {
    for (const stored of written) {
      await repository.delete(stored, []);
    }
  }
  const line = (name: string, samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return `${name} p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, p99 ${ms(percentile(sorted, 99))} ms`;
  };
  console.log(`\n### writes\n`);
  console.log(`${options.writes} profiles: ${line('create', creates)}; ${line('update', updates)}`);
}

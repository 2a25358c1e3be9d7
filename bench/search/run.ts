// bench/search: latency of talent search (TalentRepository.search) over 1,000,000 generated profiles
// and of job search (JobRepository.search) over 200,000 generated jobs, the SQL production runs, each
// in a database of its own (callsheet_profiles_bench, callsheet_productions_bench). Not part of npm test.
// Usage: npm run bench:search [-- --only talent|jobs --runs 200 --warmup 20 --profiles 1000000
//   --jobs 200000 --seed 42 --reseed --explain --combinations 200 --combination-runs 5 --writes 200]
import { infra } from '@callsheet/testing';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { runJobsBench } from './jobs.js';
import { runTalentBench } from './talent.js';

const { values: options } = parseArgs({
  options: {
    /** talent or jobs: run one half only. Both by default, talent first. */
    only: { type: 'string' },
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    profiles: { type: 'string', default: '1000000' },
    jobs: { type: 'string', default: '200000' },
    seed: { type: 'string', default: '42' },
    limit: { type: 'string', default: '25' },
    reseed: { type: 'boolean', default: false },
    /** EXPLAIN (ANALYZE, BUFFERS) every query, not only the slowest. */
    explain: { type: 'boolean', default: false },
    /** Random filter combinations after the named queries, each measured --combination-runs times. */
    combinations: { type: 'string', default: '200' },
    'combination-runs': { type: 'string', default: '5' },
    /** Talent profiles created and updated through the repository after the searches. */
    writes: { type: 'string', default: '200' },
  },
});
if (options.only !== undefined && options.only !== 'talent' && options.only !== 'jobs') {
  throw new Error(`--only talent or --only jobs, not "${options.only}"`);
}
const common = {
  runs: Number(options.runs),
  warmup: Number(options.warmup),
  limit: Number(options.limit),
  seed: Number(options.seed),
  reseed: options.reseed,
  explain: options.explain,
  combinations: Number(options.combinations),
  combinationRuns: Number(options['combination-runs']),
  writes: Number(options.writes),
};

infra('up', 'postgres');
console.log(
  `bench/search on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown cpu'}), ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
if (options.only !== 'jobs') {
  await runTalentBench({ ...common, profiles: Number(options.profiles) });
}
if (options.only !== 'talent') {
  await runJobsBench({ ...common, jobs: Number(options.jobs) });
}

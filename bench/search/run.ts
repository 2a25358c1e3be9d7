// bench/search: latency of talent search (TalentRepository.search) over 1,000,000 generated profiles,
// of job search (JobRepository.search) over 200,000 generated jobs and of representative search
// (RepresentativeRepository.search) over 100,000 generated representatives, the SQL production runs,
// each in a database of its own (callsheet_profiles_bench, callsheet_productions_bench,
// callsheet_representatives_bench). Not part of npm test.
// Usage: npm run bench:search [-- --only talent|jobs|representatives --runs 200 --warmup 20
//   --profiles 1000000 --jobs 200000 --representatives 100000 --seed 42 --reseed --explain
//   --combinations 200 --combination-runs 5 --writes 200]
import { infra } from '@callsheet/testing';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { runJobsBench } from './jobs.js';
import { runRepresentativesBench } from './representatives.js';
import { runTalentBench } from './talent.js';

const { values: options } = parseArgs({
  options: {
    /** talent, jobs or representatives: run one part only. All by default, in that order. */
    only: { type: 'string' },
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    profiles: { type: 'string', default: '1000000' },
    jobs: { type: 'string', default: '200000' },
    representatives: { type: 'string', default: '100000' },
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
if (options.only !== undefined && !['talent', 'jobs', 'representatives'].includes(options.only)) {
  throw new Error(`--only talent, jobs or representatives, not "${options.only}"`);
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
if (options.only === undefined || options.only === 'talent') {
  await runTalentBench({ ...common, profiles: Number(options.profiles) });
}
if (options.only === undefined || options.only === 'jobs') {
  await runJobsBench({ ...common, jobs: Number(options.jobs) });
}
if (options.only === undefined || options.only === 'representatives') {
  await runRepresentativesBench({ ...common, representatives: Number(options.representatives) });
}

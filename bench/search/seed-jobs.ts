// The jobs bench database (callsheet_productions_bench): the productions migrations, then generated
// productions, projects and jobs (generate-jobs.ts), loaded like the profiles (seed.ts).
import { join } from 'node:path';
import type pg from 'pg';
import {
  createdDay,
  generateJob,
  generateProduction,
  generateProject,
  jobRow,
  planJobs,
  productionRow,
  projectRow,
  type GeneratedJob,
  type GeneratedProduction,
  type GeneratedProject,
} from './generate-jobs.js';
import { validateJob, validateProduction, validateProject, type JobInput } from './productions.js';
import { createIndexes, dropSecondaryIndexes, insertRows, prepareDatabase, root, seconds } from './seed.js';

export const JOBS_BENCH_DATABASE = 'callsheet_productions_bench';
/** Bump when generate-jobs.ts changes what it draws: a database seeded by another version is reseeded. */
const GENERATOR_VERSION = 2;
/** One row in this many goes through its validation as well, to prove the data valid. */
const VALIDATE_EVERY = 100;

export function prepareJobsBenchDatabase(options: { jobs: number; seed: number; reseed: boolean }): Promise<void> {
  return prepareDatabase({
    database: JOBS_BENCH_DATABASE,
    schema: join(root, 'services', 'productions', 'prisma', 'schema.prisma'),
    marker: `bench/search: ${options.jobs} jobs, seed ${options.seed}, generator ${GENERATOR_VERSION}`,
    reseed: options.reseed,
    fill: (client) => seed(client, options.jobs, options.seed),
  });
}

async function seed(client: pg.Client, jobs: number, seedValue: number): Promise<void> {
  await client.query(`SET synchronous_commit = off`);
  await client.query(`SET maintenance_work_mem = '1GB'`);
  const indexes = await dropSecondaryIndexes(client, ['production', 'project', 'job']);
  const plan = planJobs(seedValue, jobs);
  const productions: GeneratedProduction[] = [];
  await insertRows(client, 'production', plan.productions, (i) => {
    const production = generateProduction(seedValue, plan, i);
    if (i % VALIDATE_EVERY === 0) {
      same(`production ${i}`, production.data, validateProduction(production.data));
    }
    productions.push(production);
    return productionRow(production);
  });
  const projects: GeneratedProject[] = [];
  await insertRows(client, 'project', plan.projects, (k) => {
    const project = generateProject(seedValue, plan, k, productions[plan.productionOfProject[k] ?? 0]);
    if (k % VALIDATE_EVERY === 0) {
      same(`project ${k}`, project.data, validateProject(project.data));
    }
    projects.push(project);
    return projectRow(project);
  });
  await insertRows(client, 'job', jobs, (j) => {
    const project = projects[plan.projectOfJob[j] ?? 0];
    const production = productions[plan.productionOfProject[plan.projectOfJob[j] ?? 0] ?? 0];
    const job = generateJob(seedValue, plan, j, production, project);
    if (j % VALIDATE_EVERY === 0) {
      assertValidJob(j, job);
    }
    return jobRow(job, production);
  });
  // What JobRepository.create does for each job, in one statement.
  let started = performance.now();
  await client.query(
    `INSERT INTO job_search_word (word)
     SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM job ON CONFLICT DO NOTHING`,
  );
  console.log(`[seed] job_search_word filled in ${seconds(started)}`);
  await createIndexes(client, indexes);
  started = performance.now();
  await client.query(`VACUUM (ANALYZE) production, project, job, job_search_word`);
  console.log(`[seed] VACUUM ANALYZE in ${seconds(started)}`);
}

function same(what: string, generated: object, validated: object): void {
  if (JSON.stringify(validated) !== JSON.stringify(generated)) {
    throw new Error(
      `generated ${what} is not what validation stores:\n${JSON.stringify(generated)}\n${JSON.stringify(validated)}`,
    );
  }
}

/** The generated job is what validateJob stores for the same form, on the day it was created. */
function assertValidJob(j: number, job: GeneratedJob): void {
  const input: JobInput = job.data;
  same(`job ${j}`, job.data, validateJob(input, createdDay(job)));
}

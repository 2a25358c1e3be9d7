// Deterministic synthetic productions, projects and jobs for the job search bench: row number n of
// each table always gives the same row for a seed (a seeded PRNG per row), and which production a
// project belongs to, and which project a job, is drawn once per seed (planJobs).
import { capitalized, lastNames, Random, uuid4, uuid7, Weighted } from './generate.js';
import {
  COMPANY_WORDS,
  DESCRIPTION_SENTENCES,
  ROLE_QUALIFIERS,
  ROLE_WORDS,
  TITLE_ADJECTIVES,
  TITLE_NOUNS,
} from './job-words.js';
import { RESIDENCES } from './names.js';
import {
  ETHNICITIES,
  MATERIAL_KINDS,
  PRE_SCREEN_MEDIA,
  PRODUCTION_SUBTYPES,
  searchColumns,
  WORK_DURATIONS,
  type JobData,
  type JobType,
  type LocationKind,
  type ProductionCategory,
  type ProductionData,
  type ProductionPhase,
  type ProductionType,
  type ProjectData,
  type RateType,
  type RecordStatus,
  type RemoteOption,
  type StoredProduction,
  type UnionStatus,
} from './productions.js';

/** The day the bench searches on: listings that expire on or before it are no longer found by others. */
export const JOBS_TODAY = '2026-12-01';
/** Productions are created from here to the day before JOBS_TODAY, evenly on average. */
const FIRST_CREATED_AT = Date.UTC(2025, 5, 1);
const LAST_CREATED_AT = Date.UTC(2026, 10, 30);
const DAY_MS = 86_400_000;
/** Key dates (auditions, callbacks, shoots) fall in this year. */
const KEY_DATE_YEAR = 2027;

/** One production in 10 jobs and one project in 5 on average. */
export function productionCount(jobs: number): number {
  return Math.max(1, Math.round(jobs / 10));
}
export function projectCount(jobs: number): number {
  return Math.max(1, Math.round(jobs / 5));
}

/**
 * Which production each project belongs to and which project each job: every parent gets a share
 * of its children drawn from a log-normal weight (some get none: a production still being set up),
 * and children are dealt out in order, so ids and created_at increase with the row number.
 */
export interface JobsPlan {
  productions: number;
  projects: number;
  jobs: number;
  productionOfProject: Int32Array;
  projectOfJob: Int32Array;
  /** The first job of each production (jobs of production i are firstJobOfProduction[i] up to the next one's). */
  firstJobOfProduction: Int32Array;
  firstProjectOfProduction: Int32Array;
}

function deal(random: Random, parents: number, children: number, spread: number): Int32Array {
  const cumulative = new Float64Array(parents);
  let total = 0;
  for (let index = 0; index < parents; index += 1) {
    total += Math.exp(random.normal(0, spread));
    cumulative[index] = total;
  }
  const parentOf = new Int32Array(children);
  let parent = 0;
  for (let child = 0; child < children; child += 1) {
    const target = ((child + 0.5) / children) * total;
    while ((cumulative[parent] ?? total) < target) {
      parent += 1;
    }
    parentOf[child] = parent;
  }
  return parentOf;
}

function firstChildren(parentOf: Int32Array, parents: number): Int32Array {
  const first = new Int32Array(parents + 1).fill(parentOf.length);
  for (let child = parentOf.length - 1; child >= 0; child -= 1) {
    first[parentOf[child] ?? 0] = child;
  }
  for (let parent = parents - 1; parent >= 0; parent -= 1) {
    first[parent] = Math.min(first[parent] ?? 0, first[parent + 1] ?? 0);
  }
  return first;
}

export function planJobs(seed: number, jobs: number): JobsPlan {
  const random = new Random(Math.imul(seed, 0x9e3779b1) ^ 0x6a6f6273);
  const productions = productionCount(jobs);
  const projects = projectCount(jobs);
  const productionOfProject = deal(random, productions, projects, 0.5);
  const projectOfJob = deal(random, projects, jobs, 0.7);
  const firstProjectOfProduction = firstChildren(productionOfProject, productions);
  const productionOfJob = projectOfJob.map((project) => productionOfProject[project] ?? 0);
  return {
    productions,
    projects,
    jobs,
    productionOfProject,
    projectOfJob,
    firstJobOfProduction: firstChildren(productionOfJob, productions),
    firstProjectOfProduction,
  };
}

const productionStatuses = Weighted.of<RecordStatus>([
  ['active', 80],
  ['draft', 8],
  ['complete', 7],
  ['archived', 5],
]);
const activePhases = Weighted.of<ProductionPhase>([
  ['hiring', 75],
  ['freeze', 8],
  ['preProduction', 7],
  ['production', 6],
  ['postProduction', 4],
]);
const productionTypes = Weighted.of<ProductionType>([
  ['film', 30],
  ['television', 25],
  ['brandedContentCorporate', 15],
  ['theater', 10],
  ['userGeneratedContent', 8],
  ['print', 7],
  ['radio', 5],
]);
const categories = Weighted.of<ProductionCategory>([
  ['performingTalent', 72],
  ['creativeTalent', 10],
  ['productionCompaniesStaffAndCrew', 10],
  ['advisoryAndProductionSupport', 4],
  ['productionEquipmentAndSuppliers', 2],
  ['creativeWorksSearch', 2],
]);
const unionStatuses = Weighted.of<UnionStatus | undefined>([
  ['nonunion', 40],
  ['union', 25],
  ['unionAndNonunion', 20],
  ['notApplicable', 5],
  [undefined, 10],
]);
const jobStatusesOfActive = Weighted.of<RecordStatus>([
  ['active', 85],
  ['draft', 5],
  ['ready', 3],
  ['complete', 5],
  ['archived', 2],
]);
const jobTypes = Weighted.of<JobType>([
  ['background', 25],
  ['supporting', 15],
  ['dayPlayer', 15],
  ['lead', 8],
  ['model', 6],
  ['crew', 5],
  ['standIn', 4],
  ['dancer', 4],
  ['voiceOver', 4],
  ['host', 3],
  ['singer', 2],
  ['musician', 2],
  ['stunt', 2],
  ['influencer', 2],
  ['other', 2],
  ['comedian', 1],
]);
const roleWords = Weighted.zipf(ROLE_WORDS, 0.9, 5);
const roleQualifiers = Weighted.zipf(ROLE_QUALIFIERS, 0.5, 1);
const titleAdjectives = Weighted.zipf(TITLE_ADJECTIVES, 0.5, 2);
const titleNouns = Weighted.zipf(TITLE_NOUNS, 0.5, 2);
const companyWords = Weighted.zipf(COMPANY_WORDS, 0.8, 1);
const locationKinds = Weighted.of<LocationKind>([
  ['local', 75],
  ['nationwide', 12],
  ['virtual', 9],
  ['worldwide', 4],
]);
const otherRemoteOptions = Weighted.of<RemoteOption | undefined>([
  ['onSite', 30],
  ['remote', 30],
  ['hybrid', 20],
  [undefined, 20],
]);
const rateTypes = Weighted.of<RateType | undefined>([
  ['daily', 30],
  ['flat', 23],
  ['hourly', 18],
  ['weekly', 9],
  ['monthly', 4],
  ['annualSalary', 4],
  ['commission', 2],
  [undefined, 10],
]);
/** Cents: the amount range of each rate type, and the step it is rounded to. */
const PAY_BY_RATE: Record<RateType, readonly [number, number, number]> = {
  hourly: [1_500, 10_000, 50],
  daily: [10_000, 150_000, 500],
  weekly: [50_000, 500_000, 1_000],
  monthly: [300_000, 1_500_000, 5_000],
  annualSalary: [3_000_000, 20_000_000, 50_000],
  flat: [5_000, 1_000_000, 500],
  commission: [1_000, 50_000, 500],
};
/** US states weighted towards where casting happens; other countries as the talent residences. */
const JOB_STATE_WEIGHTS: Record<string, number> = { CA: 35, NY: 22, GA: 12, TX: 8, LA: 4, FL: 4, IL: 3, NM: 3 };
const places = new Weighted(
  RESIDENCES.map(([country, , states]) => ({
    country,
    states: new Weighted(
      states.map(([state, , cities]) => ({ state, cities: Weighted.zipf(cities, 1.2, 0) })),
      states.map(([state, weight]) => (country === 'US' ? (JOB_STATE_WEIGHTS[state ?? ''] ?? 1) : weight)),
    ),
  })),
  RESIDENCES.map(([country, weight]) => (country === 'US' ? 88 : weight / 2)),
);
const KEY_DATE_LABELS = ['Audition', 'Callback', 'Fitting'] as const;
const keyDateCounts = Weighted.of([
  [0, 15],
  [1, 25],
  [2, 30],
  [3, 20],
  [4, 10],
] as const);

function isoDay(milliseconds: number): string {
  return new Date(milliseconds).toISOString().slice(0, 10);
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[random.integer(0, items.length - 1)];
}

function rowRandom(seed: number, table: number, n: number): Random {
  return new Random(Math.imul(seed, 0x9e3779b1) ^ Math.imul(n + 1, 0x85ebca6b) ^ Math.imul(table, 0xc2b2ae35));
}

export interface GeneratedProduction {
  id: string;
  accountId: string;
  status: RecordStatus;
  phase: ProductionPhase;
  createdAt: Date;
  data: ProductionData;
}

/** When production i is created: evenly spaced with jitter, so that production i + 1 comes after its jobs. */
function productionCreatedAt(random: Random, plan: JobsPlan, i: number): number {
  const gap = (LAST_CREATED_AT - FIRST_CREATED_AT) / plan.productions;
  return Math.floor(FIRST_CREATED_AT + i * gap + random.next() * gap * 0.5);
}

function productionName(random: Random): string {
  const adjective = capitalized(titleAdjectives.pick(random));
  const noun = capitalized(titleNouns.pick(random));
  switch (random.integer(0, 3)) {
    case 0:
      return `The ${adjective} ${noun}`;
    case 1:
      return `${noun} of the ${capitalized(titleNouns.pick(random))}`;
    case 2:
      return `${adjective} ${noun}`;
    default:
      return `${capitalized(lastNames.pick(random))}'s ${noun}`;
  }
}

export function generateProduction(seed: number, plan: JobsPlan, i: number): GeneratedProduction {
  const random = rowRandom(seed, 1, i);
  const createdAtMs = productionCreatedAt(random, plan, i);
  const status = productionStatuses.pick(random);
  const phase: ProductionPhase =
    status === 'active' ? activePhases.pick(random) : status === 'draft' ? 'hiring' : 'postProduction';
  const type = productionTypes.pick(random);
  const subtypes: readonly string[] = PRODUCTION_SUBTYPES[type];
  const name = productionName(random);
  const data: ProductionData = {
    name,
    type,
    subtype: random.chance(0.7) ? (pick(random, subtypes) as ProductionData['subtype']) : undefined,
    category: categories.pick(random),
    company: random.chance(0.6)
      ? { name: `${capitalized(titleNouns.pick(random))} ${capitalized(companyWords.pick(random))}` }
      : undefined,
    personnel: random.chance(0.5)
      ? [{ name: `${capitalized(lastNames.pick(random))} ${capitalized(lastNames.pick(random))}`, role: 'Director' }]
      : [],
    website: random.chance(0.3) ? `https://example.com/productions/${i}` : undefined,
    unionStatus: unionStatuses.pick(random),
    description: random.chance(0.6) ? `${name}: a ${type} production.` : undefined,
  };
  return {
    id: uuid7(random, createdAtMs),
    accountId: uuid4(random),
    status,
    phase,
    createdAt: new Date(createdAtMs),
    data,
  };
}

export interface GeneratedProject {
  id: string;
  productionId: string;
  accountId: string;
  status: RecordStatus;
  createdAt: Date;
  data: ProjectData;
}

export function generateProject(
  seed: number,
  plan: JobsPlan,
  k: number,
  production: GeneratedProduction,
): GeneratedProject {
  const random = rowRandom(seed, 2, k);
  const index = k - (plan.firstProjectOfProduction[plan.productionOfProject[k] ?? 0] ?? k);
  const createdAtMs = production.createdAt.getTime() + 60_000 + index * 10_000;
  const start = random.integer(0, 300);
  const data: ProjectData = {
    name:
      production.data.type === 'television'
        ? `${production.data.name}, episode ${index + 1}`
        : index === 0
          ? production.data.name
          : `${production.data.name} (part ${index + 1})`,
    description: random.chance(0.3) ? 'Principal photography and pick-ups.' : undefined,
    startDate: random.chance(0.7) ? isoDay(Date.UTC(KEY_DATE_YEAR, 0, 1 + start)) : undefined,
    endDate: random.chance(0.5) ? isoDay(Date.UTC(KEY_DATE_YEAR, 0, 1 + start + random.integer(0, 60))) : undefined,
    location: undefined,
  };
  if (data.startDate === undefined) {
    data.endDate = undefined;
  }
  return {
    id: uuid7(random, createdAtMs),
    productionId: production.id,
    accountId: production.accountId,
    status: production.status,
    createdAt: new Date(createdAtMs),
    data,
  };
}

export interface GeneratedJob {
  id: string;
  accountId: string;
  productionId: string;
  projectId: string;
  status: RecordStatus;
  createdAt: Date;
  data: JobData;
}

function place(random: Random): { city: string; state?: string; country: string } {
  const { country, states } = places.pick(random);
  const { state, cities } = states.pick(random);
  return { city: cities.pick(random), state, country };
}

function roleName(random: Random, role: string): string {
  const qualified = random.chance(0.25)
    ? `${capitalized(roleQualifiers.pick(random))} ${capitalized(role)}`
    : capitalized(role);
  return random.chance(0.3) ? `${qualified} ${capitalized(lastNames.pick(random))}` : qualified;
}

function payment(random: Random): JobData['payment'] {
  if (random.chance(0.05)) {
    return undefined;
  }
  const paying = random.chance(0.84);
  const workDuration = random.chance(0.6) ? pick(random, WORK_DURATIONS) : undefined;
  const durationUnknown = workDuration === undefined && random.chance(0.2);
  if (!paying) {
    return {
      paying,
      workDuration,
      durationUnknown,
      rateType: undefined,
      amount: undefined,
      range: undefined,
      noDetails: false,
      dependsOnOutcome: undefined,
      agreedAmount: false,
      paySecurely: false,
      extraCompensationNotes: random.chance(0.5) ? 'Meals, credit and copy provided.' : undefined,
      currency: 'USD',
    };
  }
  const rateType = rateTypes.pick(random);
  const [low, high, step] = PAY_BY_RATE[rateType ?? 'flat'];
  const base = Math.max(step, Math.round((low + (high - low) * random.next() ** 2) / step) * step);
  const shape = random.next();
  const amount = shape < 0.55 ? base : undefined;
  const range =
    shape >= 0.55 && shape < 0.85
      ? { min: base, max: Math.round((base * (1.2 + random.next())) / step) * step }
      : undefined;
  const dependsOnOutcome = random.chance(0.03) ? 'deferred' : undefined;
  return {
    paying,
    workDuration,
    durationUnknown,
    rateType,
    amount,
    range,
    noDetails: amount === undefined && range === undefined,
    dependsOnOutcome,
    agreedAmount: dependsOnOutcome === undefined && random.chance(0.05),
    paySecurely: random.chance(0.4),
    extraCompensationNotes: random.chance(0.15) ? 'Overtime paid after 10 hours.' : undefined,
    currency: 'USD',
  };
}

export function generateJob(
  seed: number,
  plan: JobsPlan,
  j: number,
  production: GeneratedProduction,
  project: GeneratedProject,
): GeneratedJob {
  const random = rowRandom(seed, 3, j);
  const productionIndex = plan.productionOfProject[plan.projectOfJob[j] ?? 0] ?? 0;
  const index = j - (plan.firstJobOfProduction[productionIndex] ?? j);
  const createdAtMs = production.createdAt.getTime() + 300_000 + index * 3_000 + random.integer(0, 2_999);
  const status = production.status === 'active' ? jobStatusesOfActive.pick(random) : production.status;

  const role = roleWords.pick(random);
  const type = jobTypes.pick(random);
  const locationKind = locationKinds.pick(random);
  const remoteOption: RemoteOption | undefined =
    locationKind === 'virtual'
      ? 'remote'
      : locationKind === 'local'
        ? random.chance(0.7)
          ? 'onSite'
          : random.chance(0.85)
            ? undefined
            : 'hybrid'
        : otherRemoteOptions.pick(random);
  let workLocation: JobData['workLocation'];
  if (locationKind === 'local') {
    workLocation = place(random);
  } else if (locationKind === 'nationwide') {
    const { city, state, country } = place(random);
    workLocation = { city: random.chance(0.5) ? city : undefined, state, country };
  } else if (random.chance(locationKind === 'worldwide' ? 0.5 : 0.2)) {
    workLocation = place(random);
  }

  const dateCount = keyDateCounts.pick(random);
  let day = random.integer(0, 300);
  const keyDates: JobData['keyDates'] = [];
  for (let index = 0; index < dateCount; index += 1) {
    keyDates.push({
      // Audition, Callback, Fitting as many as come before the shoot, which is last.
      label: index === dateCount - 1 ? 'Shoot' : (KEY_DATE_LABELS[index] ?? 'Rehearsal'),
      date: isoDay(Date.UTC(KEY_DATE_YEAR, 0, 1 + Math.min(364, day))),
      location: random.chance(0.2) ? `Stage ${random.integer(1, 30)}` : undefined,
    });
    day += random.integer(2, 14);
  }
  const createdOn = Date.UTC(
    new Date(createdAtMs).getUTCFullYear(),
    new Date(createdAtMs).getUTCMonth(),
    new Date(createdAtMs).getUTCDate(),
  );
  const qualifier = random.chance(0.5) ? roleQualifiers.pick(random) : pick(random, ['confident', 'warm', 'quirky']);
  const sentences = [pick(random, DESCRIPTION_SENTENCES)];
  if (random.chance(0.5)) {
    sentences.push(pick(random, DESCRIPTION_SENTENCES));
  }
  const data: JobData = {
    roleName: roleName(random, role),
    description: random.chance(0.9) ? `${capitalized(qualifier)} ${role}. ${sentences.join(' ')}` : undefined,
    type,
    remoteOption,
    ethnicities: random.chance(0.8) ? [] : [pick(random, ETHNICITIES)],
    locationKind,
    workLocation,
    keyDates,
    expiresOn: random.chance(0.7) ? isoDay(createdOn + random.integer(30, 365) * DAY_MS) : undefined,
    specialInstructions: random.chance(0.2) ? 'Bring a printed headshot and resume.' : undefined,
    additionalMaterials: random.chance(0.6) ? [] : [pick(random, MATERIAL_KINDS)],
    preScreen: {
      media: random.chance(0.5) ? [] : [pick(random, PRE_SCREEN_MEDIA)],
      nudity: random.chance(0.02),
      messageToTalent: random.chance(0.1) ? 'Tell us about your most recent role.' : undefined,
    },
    payment: payment(random),
  };
  return {
    id: uuid7(random, createdAtMs),
    accountId: production.accountId,
    productionId: production.id,
    projectId: project.id,
    status,
    createdAt: new Date(createdAtMs),
    data,
  };
}

/** The day a job was created on, for validateJob (an expiry must be after it and within a year). */
export function createdDay(job: GeneratedJob): Date {
  return new Date(`${job.createdAt.toISOString().slice(0, 10)}T00:00:00Z`);
}

export function productionRow(production: GeneratedProduction): Record<string, unknown> {
  return {
    id: production.id,
    account_id: production.accountId,
    status: production.status,
    phase: production.phase,
    name: production.data.name,
    type: production.data.type,
    category: production.data.category,
    union_status: production.data.unionStatus ?? null,
    data: production.data,
    created_at: production.createdAt.toISOString(),
    updated_at: production.createdAt.toISOString(),
  };
}

export function projectRow(project: GeneratedProject): Record<string, unknown> {
  return {
    id: project.id,
    account_id: project.accountId,
    production_id: project.productionId,
    status: project.status,
    name: project.data.name,
    data: project.data,
    created_at: project.createdAt.toISOString(),
    updated_at: project.createdAt.toISOString(),
  };
}

/** One job row as json_populate_recordset reads it: the columns JobRepository.create writes. */
export function jobRow(job: GeneratedJob, production: GeneratedProduction): Record<string, unknown> {
  const stored: StoredProduction = { ...production, updatedAt: production.createdAt };
  const row: Record<string, unknown> = {
    id: job.id,
    account_id: job.accountId,
    production_id: job.productionId,
    project_id: job.projectId,
    status: job.status,
    production_status: production.status,
    production_phase: production.phase,
    type: job.data.type,
    category: production.data.category,
    union_status: production.data.unionStatus ?? null,
    data: job.data,
    created_at: job.createdAt.toISOString(),
    updated_at: job.createdAt.toISOString(),
  };
  for (const [key, value] of Object.entries(searchColumns(job.data, stored))) {
    row[key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] =
      value instanceof Date ? value.toISOString().slice(0, 10) : value;
  }
  return row;
}

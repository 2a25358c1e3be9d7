import { ProductionsErrorCode, ProductionsTopics } from '@callsheet/contracts';
import type { PageRequest } from '@callsheet/kernel';
import { refusalOf, sharedTestApp } from '@callsheet/testing';
import { ChangeJobStatusCommand } from '../src/job/commands/change-job-status/change-job-status.command.js';
import { CreateJobCommand } from '../src/job/commands/create-job/create-job.command.js';
import { DeleteJobCommand } from '../src/job/commands/delete-job/delete-job.command.js';
import { UpdateJobCommand } from '../src/job/commands/update-job/update-job.command.js';
import type { JobSearchInput } from '../src/job/domain/job-search.rules.js';
import type { JobInput } from '../src/job/domain/job.rules.js';
import { GetJobDetailsQuery } from '../src/job/queries/get-job-details/get-job-details.query.js';
import { GetJobQuery } from '../src/job/queries/get-job/get-job.query.js';
import { ListJobsByProjectQuery } from '../src/job/queries/list-jobs-by-project/list-jobs-by-project.query.js';
import { ListJobsQuery } from '../src/job/queries/list-jobs/list-jobs.query.js';
import { SearchJobsQuery } from '../src/job/queries/search-jobs/search-jobs.query.js';
import { ChangeProductionPhaseCommand } from '../src/production/commands/change-production-phase/change-production-phase.command.js';
import { ChangeProductionStatusCommand } from '../src/production/commands/change-production-status/change-production-status.command.js';
import { ChangeProjectStatusCommand } from '../src/project/commands/change-project-status/change-project-status.command.js';
import {
  aJob,
  aListedJob,
  aProduction,
  aProject,
  daysFromToday,
  eventsMentioning,
  eventTypes,
  jobInput,
  newAccount,
  paymentInput,
  productionInput,
  publishedEvents,
  uniqueWord,
} from './productions-fixtures.js';
import { startProductionsTestApp } from './productions-test-app.js';

const harness = sharedTestApp(startProductionsTestApp);

const TOPIC = ProductionsTopics.jobEvents;

function jobRow(id: string) {
  return harness.db.job.findUnique({ where: { id } });
}

function day(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** A draft project of a draft production of a new account, where jobs are written. */
async function aDraftProject() {
  const accountId = newAccount();
  const production = await aProduction(harness, accountId);
  const project = await aProject(harness, accountId, production.id);
  return { accountId, production, project };
}

/** The job's status step as a member would make it, without a representative's license. */
function changeStatus(accountId: string, id: string, status: string) {
  return harness.execute(new ChangeJobStatusCommand(accountId, id, status, undefined));
}

describe('CreateJobCommand', () => {
  it('saves a checked draft with its search columns and words, and publishes JobCreated with its summary', async () => {
    const { accountId, production, project } = await aDraftProject();
    const word = uniqueWord();
    const callback = daysFromToday(10);
    const expiresOn = daysFromToday(30);

    const job = await harness.execute(
      new CreateJobCommand(accountId, project.id, jobInput({ roleName: ` Keeper ${word} ` })),
    );

    expect(await jobRow(job.id)).toMatchObject({
      accountId,
      productionId: production.id,
      projectId: project.id,
      status: 'draft',
      productionStatus: 'draft',
      productionPhase: 'hiring',
      roleName: `Keeper ${word}`,
      type: 'supporting',
      category: 'performingTalent',
      unionStatus: 'union',
      locationKind: 'local',
      remoteOption: 'onSite',
      country: 'US',
      state: 'CA',
      city: 'Los Angeles',
      paying: true,
      rateType: 'daily',
      payMin: 45_000n,
      payMax: 60_000n,
      firstDate: day(callback),
      lastDate: day(callback),
      expiresOn: day(expiresOn),
      adLicenseNumber: null,
      searchText: `keeper ${word} weathered, kind, 60s. harbor lights supporting`,
    });
    expect(await harness.db.$queryRaw`SELECT word FROM job_search_word WHERE word = ${word}`).toEqual([{ word }]);
    expect(await publishedEvents(harness, job.id)).toEqual([
      {
        topic: TOPIC,
        type: 'JobCreated',
        payload: {
          jobId: job.id,
          projectId: project.id,
          productionId: production.id,
          accountId,
          summary: {
            roleName: `Keeper ${word}`,
            status: 'draft',
            preScreen: { media: ['headshot'], nudity: false },
            expiresOn,
            // Where the work is done: payments sets a minor's trust share aside by that state's rule.
            workState: 'CA',
          },
        },
      },
    ]);
  });

  it.each<[string, Partial<JobInput>, string, string[]]>([
    ['no role name', { roleName: ' ' }, ProductionsErrorCode.Required, ['roleName']],
    [
      'a role name over 120 characters',
      { roleName: 'r'.repeat(121) },
      ProductionsErrorCode.MaxLength,
      ['120', 'roleName'],
    ],
    ['a type outside the catalogue', { type: 'hero' }, ProductionsErrorCode.InvalidChoice, ['type', 'hero']],
    ['a local job without its place', { workLocation: undefined }, ProductionsErrorCode.Required, ['workLocation']],
    [
      'a virtual job on site',
      { locationKind: 'virtual', remoteOption: 'onSite' },
      ProductionsErrorCode.InvalidValue,
      ['remoteOption'],
    ],
    [
      'an expiry that is not after today',
      { expiresOn: daysFromToday(0) },
      ProductionsErrorCode.InvalidDate,
      ['expiresOn'],
    ],
    [
      'a pay range upside down',
      { payment: paymentInput({ range: { min: 60_000, max: 45_000 } }) },
      ProductionsErrorCode.InvalidRange,
      ['payment.range'],
    ],
    [
      'an amount and a range',
      { payment: paymentInput({ amount: 50_000 }) },
      ProductionsErrorCode.InvalidValue,
      ['payment.range'],
    ],
  ])('refuses %s and writes nothing', async (_case, overrides, code, args) => {
    const { accountId, project } = await aDraftProject();
    expect(await refusalOf(harness.execute(new CreateJobCommand(accountId, project.id, jobInput(overrides))))).toEqual({
      code,
      args,
    });
    expect(await harness.db.job.count({ where: { accountId } })).toBe(0);
    // ProductionCreated and ProjectCreated only.
    expect(await eventsMentioning(harness, accountId)).toBe(2);
  });

  it('refuses a job under an archived project', async () => {
    const { accountId, project } = await aDraftProject();
    await harness.execute(new ChangeProjectStatusCommand(accountId, project.id, 'archived'));
    expect(await refusalOf(harness.execute(new CreateJobCommand(accountId, project.id, jobInput())))).toEqual({
      code: ProductionsErrorCode.NotValidUpdateStatus,
      args: ['archived'],
    });
    expect(await harness.db.job.count({ where: { projectId: project.id } })).toBe(0);
  });

  it("answers projectNotFound for another account's project", async () => {
    const { project } = await aDraftProject();
    const stranger = newAccount();
    expect(await refusalOf(harness.execute(new CreateJobCommand(stranger, project.id, jobInput())))).toEqual({
      code: ProductionsErrorCode.ProjectNotFound,
      args: [project.id],
    });
    expect(await harness.db.job.count({ where: { projectId: project.id } })).toBe(0);
    expect(await eventsMentioning(harness, stranger)).toBe(0);
  });
});

describe('UpdateJobCommand', () => {
  it('saves the masked fields of a draft, re-derives its search columns and publishes JobUpdated', async () => {
    const { accountId, project } = await aDraftProject();
    const job = await aJob(harness, accountId, project.id);
    const word = uniqueWord();

    await harness.execute(
      new UpdateJobCommand(
        accountId,
        job.id,
        {
          description: `Stern, ${word}.`,
          workLocation: { city: 'New York', state: 'ny', country: 'us' },
          payment: paymentInput({ rateType: 'hourly', range: undefined, amount: 5_000 }),
          roleName: 'Not in the mask',
        },
        ['description', 'workLocation', 'payment'],
      ),
    );

    expect(await jobRow(job.id)).toMatchObject({
      roleName: 'Lighthouse keeper',
      state: 'NY',
      city: 'New York',
      rateType: 'hourly',
      payMin: 5_000n,
      payMax: 5_000n,
      searchText: `lighthouse keeper stern, ${word}. harbor lights supporting`,
    });
    expect(await harness.db.$queryRaw`SELECT word FROM job_search_word WHERE word = ${word}`).toEqual([{ word }]);
    const events = await publishedEvents(harness, job.id);
    expect(events.map((event) => event.type)).toEqual(['JobCreated', 'JobUpdated']);
    expect(events[1].payload).toMatchObject({
      jobId: job.id,
      summary: { roleName: 'Lighthouse keeper', status: 'draft' },
    });
  });

  it('refuses a job past draft, and an expiry that is not after today, changing nothing', async () => {
    const { accountId, project } = await aDraftProject();
    const job = await aJob(harness, accountId, project.id);
    expect(
      await refusalOf(
        harness.execute(new UpdateJobCommand(accountId, job.id, { expiresOn: daysFromToday(-1) }, ['expiresOn'])),
      ),
    ).toEqual({ code: ProductionsErrorCode.InvalidDate, args: ['expiresOn'] });
    await changeStatus(accountId, job.id, 'ready');
    expect(
      await refusalOf(harness.execute(new UpdateJobCommand(accountId, job.id, { roleName: 'Keeper' }, ['roleName']))),
    ).toEqual({ code: ProductionsErrorCode.NotValidUpdateStatus, args: ['ready'] });
    expect(await jobRow(job.id)).toMatchObject({ roleName: 'Lighthouse keeper', expiresOn: day(daysFromToday(30)) });
    expect(await eventTypes(harness, job.id)).toEqual(['JobCreated', 'JobStatusChanged']);
  });

  it("answers jobNotFound for another account's job", async () => {
    const { accountId, project } = await aDraftProject();
    const job = await aJob(harness, accountId, project.id);
    expect(
      await refusalOf(harness.execute(new UpdateJobCommand(newAccount(), job.id, { roleName: 'Mine' }, ['roleName']))),
    ).toEqual({ code: ProductionsErrorCode.JobNotFound, args: [job.id] });
    expect(await eventTypes(harness, job.id)).toEqual(['JobCreated']);
  });
});

describe('DeleteJobCommand', () => {
  it('deletes a draft and publishes JobDeleted with its ids', async () => {
    const { accountId, production, project } = await aDraftProject();
    const job = await aJob(harness, accountId, project.id);
    await harness.execute(new DeleteJobCommand(accountId, job.id));
    expect(await jobRow(job.id)).toBeNull();
    expect((await publishedEvents(harness, job.id)).at(-1)).toEqual({
      topic: TOPIC,
      type: 'JobDeleted',
      payload: { jobId: job.id, projectId: project.id, productionId: production.id, accountId },
    });
  });

  it("refuses a published job and another account's job (jobNotFound), keeping it", async () => {
    const accountId = newAccount();
    const { job } = await aListedJob(harness, accountId);
    expect(await refusalOf(harness.execute(new DeleteJobCommand(newAccount(), job.id)))).toEqual({
      code: ProductionsErrorCode.JobNotFound,
      args: [job.id],
    });
    expect(await refusalOf(harness.execute(new DeleteJobCommand(accountId, job.id)))).toEqual({
      code: ProductionsErrorCode.NotValidUpdateStatus,
      args: ['active'],
    });
    expect(await jobRow(job.id)).toMatchObject({ status: 'active' });
    expect(await eventTypes(harness, job.id)).toEqual(['JobCreated', 'JobStatusChanged', 'JobStatusChanged']);
  });
});

describe('ChangeJobStatusCommand', () => {
  it('publishes a job with its pay stated, printing the California license in the ad, with a summary of the new status', async () => {
    const { accountId, production, project } = await aDraftProject();
    const job = await aJob(harness, accountId, project.id, { status: 'ready' });

    const active = await harness.execute(
      new ChangeJobStatusCommand(accountId, job.id, 'active', { number: 'TA-7788', country: 'US', state: 'CA' }),
    );

    expect(active).toMatchObject({ status: 'active', adLicenseNumber: 'TA-7788' });
    expect(await jobRow(job.id)).toMatchObject({ status: 'active', adLicenseNumber: 'TA-7788' });
    const last = (await publishedEvents(harness, job.id)).at(-1);
    expect(last).toEqual({
      topic: TOPIC,
      type: 'JobStatusChanged',
      payload: {
        jobId: job.id,
        projectId: project.id,
        productionId: production.id,
        accountId,
        from: 'ready',
        to: 'active',
        summary: {
          roleName: 'Lighthouse keeper',
          status: 'active',
          preScreen: { media: ['headshot'], nudity: false },
          expiresOn: daysFromToday(30),
          workState: 'CA',
        },
      },
    });
  });

  it('prints no license for a New York job posted under a New York license', async () => {
    const { accountId, project } = await aDraftProject();
    const job = await aJob(harness, accountId, project.id, {
      status: 'ready',
      input: jobInput({ workLocation: { city: 'New York', state: 'NY', country: 'US' } }),
    });
    await harness.execute(
      new ChangeJobStatusCommand(accountId, job.id, 'active', { number: 'NY-1', country: 'US', state: 'NY' }),
    );
    expect(await jobRow(job.id)).toMatchObject({ status: 'active', adLicenseNumber: null });
  });

  it('refuses to publish a California job without its pay (pay transparency), and keeps it ready', async () => {
    const { accountId, project } = await aDraftProject();
    const job = await aJob(harness, accountId, project.id, {
      status: 'ready',
      input: jobInput({ payment: paymentInput({ range: undefined }) }),
    });
    expect(await refusalOf(changeStatus(accountId, job.id, 'active'))).toEqual({
      code: ProductionsErrorCode.PayTransparencyRequired,
      args: ['US-CA', 'payment.amount'],
    });
    expect(await jobRow(job.id)).toMatchObject({ status: 'ready', adLicenseNumber: null });
    expect(await eventTypes(harness, job.id)).toEqual(['JobCreated', 'JobStatusChanged']);
  });

  it('refuses to publish a job whose expiry has passed since it was written', async () => {
    const { accountId, project } = await aDraftProject();
    const job = await aJob(harness, accountId, project.id, { status: 'ready' });
    const yesterday = daysFromToday(-1);
    await harness.db.job.update({
      where: { id: job.id },
      data: { expiresOn: day(yesterday), data: { ...job.data, expiresOn: yesterday } as never },
    });
    expect(await refusalOf(changeStatus(accountId, job.id, 'active'))).toEqual({
      code: ProductionsErrorCode.InvalidDate,
      args: ['expiresOn'],
    });
    expect(await jobRow(job.id)).toMatchObject({ status: 'ready' });
  });

  it('refuses a step the table does not allow, and answers jobNotFound for another account, changing nothing', async () => {
    const { accountId, project } = await aDraftProject();
    const job = await aJob(harness, accountId, project.id);
    expect(await refusalOf(changeStatus(accountId, job.id, 'active'))).toEqual({
      code: ProductionsErrorCode.InvalidStatusTransition,
      args: ['draft', 'active'],
    });
    expect(await refusalOf(changeStatus(newAccount(), job.id, 'ready'))).toEqual({
      code: ProductionsErrorCode.JobNotFound,
      args: [job.id],
    });
    expect(await jobRow(job.id)).toMatchObject({ status: 'draft' });
    expect(await eventTypes(harness, job.id)).toEqual(['JobCreated']);
  });
});

describe('job queries and the hierarchy', () => {
  it("reads the account's own job; another account's answers jobNotFound", async () => {
    const { accountId, project } = await aDraftProject();
    const job = await aJob(harness, accountId, project.id);
    expect(await harness.ask(new GetJobQuery(accountId, job.id))).toMatchObject({ id: job.id, status: 'draft' });
    expect(await refusalOf(harness.ask(new GetJobQuery(newAccount(), job.id)))).toEqual({
      code: ProductionsErrorCode.JobNotFound,
      args: [job.id],
    });
  });

  it('shows the details of a listed job with its production and project to everyone, until its production is unpublished', async () => {
    const owner = newAccount();
    const stranger = newAccount();
    const { production, job } = await aListedJob(harness, owner);

    expect(await harness.ask(new GetJobDetailsQuery(stranger, job.id))).toMatchObject({
      id: job.id,
      productionStatus: 'active',
      productionName: 'Harbor Lights',
      productionPhase: 'hiring',
      companyName: 'Lighthouse Pictures',
      unionStatus: 'union',
      projectName: 'Principal photography',
    });

    await harness.execute(new ChangeProductionStatusCommand(owner, production.id, 'ready'));
    expect(await refusalOf(harness.ask(new GetJobDetailsQuery(stranger, job.id)))).toEqual({
      code: ProductionsErrorCode.JobNotFound,
      args: [job.id],
    });
    expect(await harness.ask(new GetJobDetailsQuery(owner, job.id))).toMatchObject({ productionStatus: 'ready' });
  });

  it("lists a project's jobs: all of them to its account, the listed ones to others", async () => {
    const owner = newAccount();
    const stranger = newAccount();
    const { project, job: listed } = await aListedJob(harness, owner);
    const draft = await aJob(harness, owner, project.id);
    const ids = async (accountId: string) =>
      (await harness.ask(new ListJobsByProjectQuery(accountId, project.id, { limit: 10 }))).data.map((job) => job.id);
    expect(await ids(owner)).toEqual([listed.id, draft.id].sort().reverse());
    expect(await ids(stranger)).toEqual([listed.id]);

    const hidden = await aProject(harness, owner, project.productionId);
    expect(await refusalOf(harness.ask(new ListJobsByProjectQuery(stranger, hidden.id, { limit: 10 })))).toEqual({
      code: ProductionsErrorCode.ProjectNotFound,
      args: [hidden.id],
    });
  });

  it("pages through the account's jobs, newest first", async () => {
    const { accountId, project } = await aDraftProject();
    const created = [];
    for (let index = 0; index < 3; index += 1) {
      created.push((await aJob(harness, accountId, project.id)).id);
    }
    const [newest, middle, oldest] = created.sort().reverse();
    const first = await harness.ask(new ListJobsQuery(accountId, { limit: 2 }));
    expect({ ids: first.data.map((job) => job.id), has_more: first.has_more }).toEqual({
      ids: [newest, middle],
      has_more: true,
    });
    const back = await harness.ask(new ListJobsQuery(accountId, { limit: 1, endingBefore: oldest }));
    expect({ ids: back.data.map((job) => job.id), has_more: back.has_more }).toEqual({ ids: [middle], has_more: true });
  });
});

describe('SearchJobsQuery (hand-written SQL: relevance tiers, filters, who sees what, keyset pages)', () => {
  const owner = newAccount();
  const stranger = newAccount();
  // Words no other job holds: each search below finds only this block's jobs.
  const first = uniqueWord();
  const second = uniqueWord();
  const shared = uniqueWord();
  const jobs: Record<string, string> = {};

  /** A mistyped word: its last letter changed, close enough by trigrams (word similarity 9/13). */
  const typo = (word: string) => `${word.slice(0, -1)}${word.endsWith('q') ? 'w' : 'q'}`;

  function search(accountId: string, input: JobSearchInput, page: PageRequest = { limit: 20 }) {
    return harness.ask(new SearchJobsQuery(accountId, input, page));
  }

  /** The names of the jobs found, in the order found. */
  async function found(accountId: string, input: JobSearchInput, page?: PageRequest) {
    const result = await search(accountId, input, page);
    const names = Object.fromEntries(Object.entries(jobs).map(([name, id]) => [id, name]));
    return { jobs: result.data.map((job) => names[job.id] ?? job.id), has_more: result.has_more };
  }

  beforeAll(async () => {
    // Relevance tiers of "<first> <second>": the phrase, both exact words, both as prefixes, a typo.
    const tiers: Record<string, string> = {
      phrase: `${first} ${second} keeper`,
      exact: `Keeper ${second} and ${first}`,
      prefix: `${first}ish ${second}s`,
      similar: `${typo(first)} ${second}`,
    };
    let listedProject = '';
    for (const [name, roleName] of Object.entries(tiers)) {
      const { project, job } = await aListedJob(harness, owner, jobInput({ roleName }));
      jobs[name] = job.id;
      listedProject = project.id;
    }
    const draft = await aJob(harness, owner, listedProject, {
      input: jobInput({ roleName: `${first} ${second} draft` }),
    });
    jobs.ownDraft = draft.id;

    // Filters: three listed jobs sharing one word in their description, in two productions.
    const union = await aProduction(harness, owner, { status: 'active' });
    const unionProject = await aProject(harness, owner, union.id, { status: 'active' });
    const nonunion = await aProduction(harness, owner, {
      status: 'active',
      input: productionInput({ unionStatus: 'nonunion', category: 'creativeTalent' }),
    });
    const nonunionProject = await aProject(harness, owner, nonunion.id, { status: 'active' });
    await harness.execute(new ChangeProductionPhaseCommand(owner, nonunion.id, 'freeze'));
    const description = `Filters ${shared}.`;
    const filtered: [string, string, JobInput][] = [
      ['losAngeles', unionProject.id, jobInput({ description })],
      [
        'newYork',
        nonunionProject.id,
        jobInput({
          description,
          type: 'lead',
          remoteOption: 'hybrid',
          workLocation: { city: 'New York', state: 'NY', country: 'US' },
          keyDates: [{ label: 'Shoot', date: daysFromToday(40) }],
          payment: paymentInput({ rateType: 'hourly', range: undefined, amount: 5_000 }),
        }),
      ],
      [
        'virtual',
        unionProject.id,
        jobInput({
          description,
          locationKind: 'virtual',
          remoteOption: undefined,
          workLocation: undefined,
          keyDates: [],
          payment: { paying: false },
        }),
      ],
    ];
    for (const [name, projectId, input] of filtered) {
      jobs[name] = (await aJob(harness, owner, projectId, { status: 'active', input })).id;
    }
  });

  it('ranks the phrase, then the exact words, then prefixes, then a typo; newest first within a tier', async () => {
    expect(await found(stranger, { text: `${first} ${second}` })).toEqual({
      jobs: ['phrase', 'exact', 'prefix', 'similar'],
      has_more: false,
    });
  });

  it("finds the caller's own jobs whatever their status, others' only while listed", async () => {
    expect((await found(owner, { text: `${first} ${second}` })).jobs).toEqual([
      'ownDraft',
      'phrase',
      'exact',
      'prefix',
      'similar',
    ]);
  });

  it('pages through the tiers forwards and backwards from a cursor', async () => {
    const text = `${first} ${second}`;
    expect(await found(stranger, { text }, { limit: 1 })).toEqual({ jobs: ['phrase'], has_more: true });
    expect(await found(stranger, { text }, { limit: 2, startingAfter: jobs.phrase })).toEqual({
      jobs: ['exact', 'prefix'],
      has_more: true,
    });
    expect(await found(stranger, { text }, { limit: 2, startingAfter: jobs.prefix })).toEqual({
      jobs: ['similar'],
      has_more: false,
    });
    expect(await found(stranger, { text }, { limit: 2, endingBefore: jobs.similar })).toEqual({
      jobs: ['exact', 'prefix'],
      has_more: true,
    });
  });

  it.each<[string, JobSearchInput, string[]]>([
    ['types', { types: ['lead'] }, ['newYork']],
    ['location kinds', { locationKinds: ['virtual'] }, ['virtual']],
    ['remote options', { remoteOptions: ['onSite', 'hybrid'] }, ['losAngeles', 'newYork']],
    ['union statuses', { unionStatuses: ['nonunion'] }, ['newYork']],
    ['categories', { categories: ['creativeTalent'] }, ['newYork']],
    ['unpaid', { paying: false }, ['virtual']],
    ['rate types', { rateTypes: ['hourly'] }, ['newYork']],
    ['pay reaching the minimum', { pay: { min: 50_000 } }, ['losAngeles']],
    ['pay reaching below the maximum', { pay: { max: 10_000 } }, ['newYork']],
    ['a key date from', { dates: { from: daysFromToday(30) } }, ['newYork']],
    ['a key date up to', { dates: { to: daysFromToday(20) } }, ['losAngeles']],
    ['a key date range', { dates: { from: daysFromToday(35), to: daysFromToday(45) } }, ['newYork']],
    ['a key date range between their dates', { dates: { from: daysFromToday(11), to: daysFromToday(39) } }, []],
    [
      'several filters of several values',
      { types: ['lead', 'supporting'], rateTypes: ['daily', 'hourly'], paying: true },
      ['losAngeles', 'newYork'],
    ],
    ['the city in another state', { state: 'CA', city: 'New York' }, []],
    ['productions hiring', { hiring: true }, ['losAngeles', 'virtual']],
    ['country and state, in any case', { country: 'us', state: 'ca' }, ['losAngeles']],
    ['the city, in any case', { city: 'NEW YORK' }, ['newYork']],
  ])('filters by %s', async (_case, filters, expected) => {
    const result = await found(stranger, { text: shared, ...filters });
    expect(result.jobs.sort()).toEqual(expected.sort());
  });

  it('hides a job from others once it expires or its production is unpublished; its account still finds it', async () => {
    const word = uniqueWord();
    const expiring = await aListedJob(harness, owner, jobInput({ roleName: `Expiring ${word}` }));
    const unpublished = await aListedJob(harness, owner, jobInput({ roleName: `Unpublished ${word}` }));
    const ids = async (accountId: string) => (await search(accountId, { text: word })).data.map((job) => job.id).sort();
    expect(await ids(stranger)).toEqual([expiring.job.id, unpublished.job.id].sort());

    await harness.db.job.update({ where: { id: expiring.job.id }, data: { expiresOn: day(daysFromToday(0)) } });
    await harness.execute(new ChangeProductionStatusCommand(owner, unpublished.production.id, 'ready'));

    expect(await ids(stranger)).toEqual([]);
    expect(await ids(owner)).toEqual([expiring.job.id, unpublished.job.id].sort());
  });

  it.each<[string, JobSearchInput, string, string[]]>([
    ['a pay range upside down', { pay: { min: 2, max: 1 } }, ProductionsErrorCode.InvalidRange, ['pay']],
    ['a date that is not one', { dates: { from: 'tomorrow' } }, ProductionsErrorCode.InvalidDate, ['dates.from']],
    ['a type outside the catalogue', { types: ['hero'] }, ProductionsErrorCode.InvalidChoice, ['types', 'hero']],
    ['text over 100 characters', { text: 'x'.repeat(101) }, ProductionsErrorCode.MaxLength, ['100', 'text']],
  ])('refuses %s', async (_case, input, code, args) => {
    expect(await refusalOf(search(stranger, input))).toEqual({ code, args });
  });
});

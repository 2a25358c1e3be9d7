import { ProductionsErrorCode, ProductionsTopics } from '@callsheet/contracts';
import { refusalOf, sharedTestApp } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import { SearchJobsQuery } from '../src/job/queries/search-jobs/search-jobs.query.js';
import { ChangeProductionPhaseCommand } from '../src/production/commands/change-production-phase/change-production-phase.command.js';
import { ChangeProductionStatusCommand } from '../src/production/commands/change-production-status/change-production-status.command.js';
import { CreateProductionCommand } from '../src/production/commands/create-production/create-production.command.js';
import { DeleteProductionCommand } from '../src/production/commands/delete-production/delete-production.command.js';
import { UpdateProductionCommand } from '../src/production/commands/update-production/update-production.command.js';
import type { ProductionInput } from '../src/production/domain/production.rules.js';
import { planProductionDeletion } from '../src/production/domain/record-deletion.js';
import { ProductionRepository } from '../src/production/production.repository.js';
import { GetProductionDetailsQuery } from '../src/production/queries/get-production-details/get-production-details.query.js';
import { GetProductionQuery } from '../src/production/queries/get-production/get-production.query.js';
import { ListProductionsQuery } from '../src/production/queries/list-productions/list-productions.query.js';
import {
  aJob,
  aProduction,
  aProject,
  eventsMentioning,
  eventTypes,
  newAccount,
  productionInput,
  publishedEvents,
  uniqueWord,
} from './productions-fixtures.js';
import { startProductionsTestApp } from './productions-test-app.js';

const harness = sharedTestApp(startProductionsTestApp);

const TOPIC = ProductionsTopics.productionEvents;

function productionRow(id: string) {
  return harness.db.production.findUnique({ where: { id } });
}

describe('CreateProductionCommand', () => {
  it('saves a checked, trimmed draft in the hiring phase and publishes ProductionCreated', async () => {
    const accountId = newAccount();
    const created = await harness.execute(new CreateProductionCommand(accountId, productionInput()));

    const row = await productionRow(created.id);
    expect(row).toMatchObject({
      accountId,
      status: 'draft',
      phase: 'hiring',
      name: 'Harbor Lights',
      type: 'film',
      category: 'performingTalent',
      unionStatus: 'union',
    });
    expect(row?.data).toEqual({
      name: 'Harbor Lights',
      type: 'film',
      subtype: 'feature',
      category: 'performingTalent',
      company: { name: 'Lighthouse Pictures' },
      personnel: [{ name: 'Ava DuVernay', role: 'Director' }],
      website: 'https://lighthouse.example.com/',
      unionStatus: 'union',
      description: 'A coastal drama.',
    });
    expect(await publishedEvents(harness, created.id)).toEqual([
      { topic: TOPIC, type: 'ProductionCreated', payload: { productionId: created.id, accountId } },
    ]);
  });

  it.each<[string, Partial<ProductionInput>, string, string[]]>([
    ['no name', { name: '  ' }, ProductionsErrorCode.Required, ['name']],
    ['a name over 120 characters', { name: 'x'.repeat(121) }, ProductionsErrorCode.MaxLength, ['120', 'name']],
    ['a type outside the catalogue', { type: 'opera' }, ProductionsErrorCode.InvalidChoice, ['type', 'opera']],
    [
      'a subtype of another type',
      { subtype: 'scriptedSeries' },
      ProductionsErrorCode.InvalidChoice,
      ['subtype', 'scriptedSeries'],
    ],
    [
      'a plain-http website',
      { website: 'http://lighthouse.example.com' },
      ProductionsErrorCode.InvalidUrl,
      ['website'],
    ],
    ['personnel that is not a list', { personnel: 'Ava' as never }, ProductionsErrorCode.InvalidValue, ['personnel']],
  ])('refuses %s and writes nothing', async (_case, overrides, code, args) => {
    const accountId = newAccount();
    expect(
      await refusalOf(harness.execute(new CreateProductionCommand(accountId, productionInput(overrides)))),
    ).toEqual({ code, args });
    expect(await harness.db.production.count({ where: { accountId } })).toBe(0);
    expect(await eventsMentioning(harness, accountId)).toBe(0);
  });
});

describe('UpdateProductionCommand', () => {
  it('saves only the masked fields of a draft and publishes ProductionUpdated', async () => {
    const accountId = newAccount();
    const { id } = await aProduction(harness, accountId);
    const updated = await harness.execute(
      new UpdateProductionCommand(
        accountId,
        id,
        { name: 'Not in the mask', description: ' Rewritten. ', unionStatus: 'nonunion' },
        ['description', 'unionStatus'],
      ),
    );

    expect(updated.data).toMatchObject({ name: 'Harbor Lights', description: 'Rewritten.', unionStatus: 'nonunion' });
    expect(await productionRow(id)).toMatchObject({ name: 'Harbor Lights', unionStatus: 'nonunion' });
    expect(await publishedEvents(harness, id)).toEqual([
      { topic: TOPIC, type: 'ProductionCreated', payload: { productionId: id, accountId } },
      { topic: TOPIC, type: 'ProductionUpdated', payload: { productionId: id, accountId } },
    ]);
  });

  it("rewrites its jobs' search copies: category, union status and its name in their search text and words", async () => {
    const accountId = newAccount();
    const production = await aProduction(harness, accountId);
    const project = await aProject(harness, accountId, production.id);
    const job = await aJob(harness, accountId, project.id);
    const word = uniqueWord();

    await harness.execute(
      new UpdateProductionCommand(
        accountId,
        production.id,
        { name: `Moonrise ${word}`, category: 'creativeTalent', unionStatus: 'nonunion' },
        ['name', 'category', 'unionStatus'],
      ),
    );

    expect(await harness.db.job.findUnique({ where: { id: job.id } })).toMatchObject({
      category: 'creativeTalent',
      unionStatus: 'nonunion',
      searchText: `lighthouse keeper weathered, kind, 60s. moonrise ${word} supporting`,
    });
    expect(await harness.db.$queryRaw`SELECT word FROM job_search_word WHERE word = ${word}`).toEqual([{ word }]);
    const found = await harness.ask(new SearchJobsQuery(accountId, { text: word }, { limit: 10 }));
    expect(found.data.map((listed) => listed.id)).toEqual([job.id]);
  });

  it('refuses a production that is no longer a draft, and changes nothing', async () => {
    const accountId = newAccount();
    const { id } = await aProduction(harness, accountId, { status: 'ready' });
    expect(
      await refusalOf(harness.execute(new UpdateProductionCommand(accountId, id, { name: 'Renamed' }, ['name']))),
    ).toEqual({ code: ProductionsErrorCode.NotValidUpdateStatus, args: ['ready'] });
    expect(await productionRow(id)).toMatchObject({ name: 'Harbor Lights', status: 'ready' });
    expect(await eventTypes(harness, id)).toEqual(['ProductionCreated', 'ProductionStatusChanged']);
  });

  it('refuses to clear a required field through the mask', async () => {
    const accountId = newAccount();
    const { id } = await aProduction(harness, accountId);
    expect(await refusalOf(harness.execute(new UpdateProductionCommand(accountId, id, {}, ['name'])))).toEqual({
      code: ProductionsErrorCode.Required,
      args: ['name'],
    });
    expect(await eventTypes(harness, id)).toEqual(['ProductionCreated']);
  });

  it("answers productionNotFound for another account's production, an unknown id and a malformed one", async () => {
    const owner = newAccount();
    const { id } = await aProduction(harness, owner);
    const unknown = randomUUID();
    for (const [accountId, target] of [
      [newAccount(), id],
      [owner, unknown],
      [owner, 'not-an-id'],
    ]) {
      expect(
        await refusalOf(harness.execute(new UpdateProductionCommand(accountId, target, { name: 'Renamed' }, ['name']))),
      ).toEqual({ code: ProductionsErrorCode.ProductionNotFound, args: [target] });
    }
    expect(await productionRow(id)).toMatchObject({ name: 'Harbor Lights' });
    expect(await eventTypes(harness, id)).toEqual(['ProductionCreated']);
  });
});

describe('DeleteProductionCommand', () => {
  it('deletes a draft with its projects and jobs and publishes ProductionDeleted', async () => {
    const accountId = newAccount();
    const production = await aProduction(harness, accountId);
    const project = await aProject(harness, accountId, production.id);
    const job = await aJob(harness, accountId, project.id);

    await harness.execute(new DeleteProductionCommand(accountId, production.id));

    expect(await productionRow(production.id)).toBeNull();
    expect(await harness.db.project.findUnique({ where: { id: project.id } })).toBeNull();
    expect(await harness.db.job.findUnique({ where: { id: job.id } })).toBeNull();
    expect(await publishedEvents(harness, production.id)).toEqual([
      { topic: TOPIC, type: 'ProductionCreated', payload: { productionId: production.id, accountId } },
      { topic: TOPIC, type: 'ProductionDeleted', payload: { productionId: production.id, accountId } },
    ]);
  });

  it('writes a JobDeleted per job and a ProjectDeleted per project removed with it, a published job included', async () => {
    const accountId = newAccount();
    const production = await aProduction(harness, accountId);
    const published = await aProject(harness, accountId, production.id, { status: 'active' });
    const drafted = await aProject(harness, accountId, production.id);
    const jobs = [
      await aJob(harness, accountId, published.id, { status: 'active' }),
      await aJob(harness, accountId, published.id),
      await aJob(harness, accountId, drafted.id),
    ];

    await harness.execute(new DeleteProductionCommand(accountId, production.id));

    expect(await harness.db.job.count({ where: { productionId: production.id } })).toBe(0);
    expect(await harness.db.project.count({ where: { productionId: production.id } })).toBe(0);
    for (const job of jobs) {
      const events = await publishedEvents(harness, job.id);
      expect(events.filter((event) => event.type === 'JobDeleted')).toEqual([
        {
          topic: ProductionsTopics.jobEvents,
          type: 'JobDeleted',
          payload: { jobId: job.id, projectId: job.projectId, productionId: production.id, accountId },
        },
      ]);
    }
    for (const project of [published, drafted]) {
      expect((await publishedEvents(harness, project.id)).at(-1)).toEqual({
        topic: ProductionsTopics.projectEvents,
        type: 'ProjectDeleted',
        payload: { projectId: project.id, productionId: production.id, accountId },
      });
    }
    expect(await eventTypes(harness, production.id)).toEqual(['ProductionCreated', 'ProductionDeleted']);
  });

  it('deletes nothing and writes no event when a job was added after the events were named', async () => {
    const accountId = newAccount();
    const production = await aProduction(harness, accountId);
    const project = await aProject(harness, accountId, production.id);
    const named = await aJob(harness, accountId, project.id);
    const productions = harness.app.get(ProductionRepository);
    const { projects, jobs } = await productions.children(production);
    const events = planProductionDeletion(production, projects, jobs);
    const late = await aJob(harness, accountId, project.id, { status: 'active' });

    expect(await productions.delete(production, events)).toBe(false);

    expect(await productionRow(production.id)).toMatchObject({ status: 'draft' });
    expect(await harness.db.job.count({ where: { id: { in: [named.id, late.id] } } })).toBe(2);
    expect(await eventTypes(harness, production.id)).toEqual(['ProductionCreated']);
    expect(await eventTypes(harness, project.id)).toEqual(['ProjectCreated']);
    expect(await eventTypes(harness, named.id)).toEqual(['JobCreated']);
  });

  it('refuses a production past draft (it is archived instead) and keeps it', async () => {
    const accountId = newAccount();
    const { id } = await aProduction(harness, accountId, { status: 'active' });
    expect(await refusalOf(harness.execute(new DeleteProductionCommand(accountId, id)))).toEqual({
      code: ProductionsErrorCode.NotValidUpdateStatus,
      args: ['active'],
    });
    expect(await productionRow(id)).toMatchObject({ status: 'active' });
    expect(await eventTypes(harness, id)).toEqual([
      'ProductionCreated',
      'ProductionStatusChanged',
      'ProductionStatusChanged',
    ]);
  });

  it("answers productionNotFound for another account's draft and keeps it", async () => {
    const { id } = await aProduction(harness, newAccount());
    expect(await refusalOf(harness.execute(new DeleteProductionCommand(newAccount(), id)))).toEqual({
      code: ProductionsErrorCode.ProductionNotFound,
      args: [id],
    });
    expect(await productionRow(id)).toMatchObject({ status: 'draft' });
    expect(await eventTypes(harness, id)).toEqual(['ProductionCreated']);
  });
});

describe('ChangeProductionStatusCommand', () => {
  it("moves along the status table, copies the status into the production's jobs and publishes each step", async () => {
    const accountId = newAccount();
    const production = await aProduction(harness, accountId);
    const project = await aProject(harness, accountId, production.id);
    const job = await aJob(harness, accountId, project.id);

    for (const status of ['ready', 'active']) {
      const changed = await harness.execute(new ChangeProductionStatusCommand(accountId, production.id, status));
      expect(changed.status).toBe(status);
    }

    expect(await productionRow(production.id)).toMatchObject({ status: 'active' });
    expect(await harness.db.job.findUnique({ where: { id: job.id } })).toMatchObject({ productionStatus: 'active' });
    const base = { productionId: production.id, accountId };
    expect(await publishedEvents(harness, production.id)).toEqual([
      { topic: TOPIC, type: 'ProductionCreated', payload: base },
      { topic: TOPIC, type: 'ProductionStatusChanged', payload: { ...base, from: 'draft', to: 'ready' } },
      { topic: TOPIC, type: 'ProductionStatusChanged', payload: { ...base, from: 'ready', to: 'active' } },
    ]);
  });

  it('completes a production once one of its projects is ready', async () => {
    const accountId = newAccount();
    const production = await aProduction(harness, accountId, { status: 'active' });
    await aProject(harness, accountId, production.id, { status: 'ready' });
    const completed = await harness.execute(new ChangeProductionStatusCommand(accountId, production.id, 'complete'));
    expect(completed.status).toBe('complete');
    expect((await publishedEvents(harness, production.id)).at(-1)).toEqual({
      topic: TOPIC,
      type: 'ProductionStatusChanged',
      payload: { productionId: production.id, accountId, from: 'active', to: 'complete' },
    });
  });

  it('refuses to complete a production without a ready project (spec section 4)', async () => {
    const accountId = newAccount();
    const production = await aProduction(harness, accountId, { status: 'active' });
    await aProject(harness, accountId, production.id);
    expect(
      await refusalOf(harness.execute(new ChangeProductionStatusCommand(accountId, production.id, 'complete'))),
    ).toEqual({ code: ProductionsErrorCode.ProductionNeedsReadyProject, args: [] });
    expect(await productionRow(production.id)).toMatchObject({ status: 'active' });
    expect(await eventTypes(harness, production.id)).toEqual([
      'ProductionCreated',
      'ProductionStatusChanged',
      'ProductionStatusChanged',
    ]);
  });

  it.each([
    ['a step the table does not allow', 'active', ProductionsErrorCode.InvalidStatusTransition, ['draft', 'active']],
    ['the same status', 'draft', ProductionsErrorCode.InvalidStatusTransition, ['draft', 'draft']],
    ['a status outside the catalogue', 'published', ProductionsErrorCode.InvalidChoice, ['status', 'published']],
    ['no status', '', ProductionsErrorCode.Required, ['status']],
  ])('refuses %s and changes nothing', async (_case, status, code, args) => {
    const accountId = newAccount();
    const { id } = await aProduction(harness, accountId);
    expect(await refusalOf(harness.execute(new ChangeProductionStatusCommand(accountId, id, status)))).toEqual({
      code,
      args,
    });
    expect(await productionRow(id)).toMatchObject({ status: 'draft' });
    expect(await eventTypes(harness, id)).toEqual(['ProductionCreated']);
  });

  it("answers productionNotFound for another account's production", async () => {
    const { id } = await aProduction(harness, newAccount());
    expect(await refusalOf(harness.execute(new ChangeProductionStatusCommand(newAccount(), id, 'ready')))).toEqual({
      code: ProductionsErrorCode.ProductionNotFound,
      args: [id],
    });
    expect(await productionRow(id)).toMatchObject({ status: 'draft' });
  });

  it('lets one of two simultaneous changes win: the other is refused, one event is written', async () => {
    const accountId = newAccount();
    const { id } = await aProduction(harness, accountId);
    const outcomes = await Promise.allSettled([
      harness.execute(new ChangeProductionStatusCommand(accountId, id, 'ready')),
      harness.execute(new ChangeProductionStatusCommand(accountId, id, 'ready')),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      code: ProductionsErrorCode.InvalidStatusTransition,
    });
    expect(await eventTypes(harness, id)).toEqual(['ProductionCreated', 'ProductionStatusChanged']);
  });
});

describe('ChangeProductionPhaseCommand', () => {
  it('changes the phase of an active production, copies it into its jobs and publishes ProductionPhaseChanged', async () => {
    const accountId = newAccount();
    const production = await aProduction(harness, accountId, { status: 'active' });
    const project = await aProject(harness, accountId, production.id);
    const job = await aJob(harness, accountId, project.id);

    const changed = await harness.execute(new ChangeProductionPhaseCommand(accountId, production.id, 'freeze'));

    expect(changed.phase).toBe('freeze');
    expect(await productionRow(production.id)).toMatchObject({ phase: 'freeze', status: 'active' });
    expect(await harness.db.job.findUnique({ where: { id: job.id } })).toMatchObject({ productionPhase: 'freeze' });
    expect((await publishedEvents(harness, production.id)).at(-1)).toEqual({
      topic: TOPIC,
      type: 'ProductionPhaseChanged',
      payload: { productionId: production.id, accountId, from: 'hiring', to: 'freeze' },
    });
  });

  it.each([
    ['a production that is not active', 'draft', 'freeze', ProductionsErrorCode.PhaseNeedsActiveProduction, ['draft']],
    [
      'a step the phase table does not allow',
      'active',
      'production',
      ProductionsErrorCode.InvalidPhaseTransition,
      ['hiring', 'production'],
    ],
    ['a phase outside the catalogue', 'active', 'wrapped', ProductionsErrorCode.InvalidChoice, ['phase', 'wrapped']],
  ])('refuses %s and changes nothing', async (_case, status, phase, code, args) => {
    const accountId = newAccount();
    const { id } = await aProduction(harness, accountId, { status });
    const before = await eventTypes(harness, id);
    expect(await refusalOf(harness.execute(new ChangeProductionPhaseCommand(accountId, id, phase)))).toEqual({
      code,
      args,
    });
    expect(await productionRow(id)).toMatchObject({ phase: 'hiring' });
    expect(await eventTypes(harness, id)).toEqual(before);
  });

  it("answers productionNotFound for another account's production", async () => {
    const { id } = await aProduction(harness, newAccount(), { status: 'active' });
    expect(await refusalOf(harness.execute(new ChangeProductionPhaseCommand(newAccount(), id, 'freeze')))).toEqual({
      code: ProductionsErrorCode.ProductionNotFound,
      args: [id],
    });
    expect(await productionRow(id)).toMatchObject({ phase: 'hiring' });
  });
});

describe('production queries', () => {
  it("reads the account's own production; another account's answers productionNotFound", async () => {
    const owner = newAccount();
    const { id } = await aProduction(harness, owner, { status: 'active' });
    expect(await harness.ask(new GetProductionQuery(owner, id))).toMatchObject({ id, accountId: owner });
    expect(await refusalOf(harness.ask(new GetProductionQuery(newAccount(), id)))).toEqual({
      code: ProductionsErrorCode.ProductionNotFound,
      args: [id],
    });
  });

  it('shows the details of an active production to every member, and of a draft only to its account', async () => {
    const owner = newAccount();
    const active = await aProduction(harness, owner, { status: 'active' });
    const draft = await aProduction(harness, owner);
    const stranger = newAccount();
    expect(await harness.ask(new GetProductionDetailsQuery(stranger, active.id))).toMatchObject({
      id: active.id,
    });
    expect(await harness.ask(new GetProductionDetailsQuery(owner, draft.id))).toMatchObject({
      id: draft.id,
    });
    expect(await refusalOf(harness.ask(new GetProductionDetailsQuery(stranger, draft.id)))).toEqual({
      code: ProductionsErrorCode.ProductionNotFound,
      args: [draft.id],
    });
  });

  it("pages through the account's productions newest first, forwards and backwards", async () => {
    const accountId = newAccount();
    await aProduction(harness, newAccount()); // another account's, never listed
    const ids = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push((await aProduction(harness, accountId)).id);
    }
    const [newest, middle, oldest] = ids.sort().reverse();
    const list = (page: { limit: number; startingAfter?: string; endingBefore?: string }) =>
      harness.ask(new ListProductionsQuery(accountId, page));
    const idsOf = (page: { data: { id: string }[]; has_more: boolean }) => ({
      ids: page.data.map((production) => production.id),
      has_more: page.has_more,
    });

    expect(idsOf(await list({ limit: 2 }))).toEqual({ ids: [newest, middle], has_more: true });
    expect(idsOf(await list({ limit: 2, startingAfter: middle }))).toEqual({ ids: [oldest], has_more: false });
    expect(idsOf(await list({ limit: 1, endingBefore: oldest }))).toEqual({ ids: [middle], has_more: true });
    expect(idsOf(await list({ limit: 5 }))).toEqual({ ids: [newest, middle, oldest], has_more: false });
  });
});

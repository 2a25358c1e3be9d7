import { ProductionsErrorCode, ProductionsTopics } from '@callsheet/contracts';
import { refusalOf, sharedTestApp } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import { ChangeProductionStatusCommand } from '../src/production/commands/change-production-status/change-production-status.command.js';
import { ChangeProjectStatusCommand } from '../src/project/commands/change-project-status/change-project-status.command.js';
import { CreateProjectCommand } from '../src/project/commands/create-project/create-project.command.js';
import { DeleteProjectCommand } from '../src/project/commands/delete-project/delete-project.command.js';
import { UpdateProjectCommand } from '../src/project/commands/update-project/update-project.command.js';
import { planProjectDeletion } from '../src/production/domain/record-deletion.js';
import type { ProjectInput } from '../src/project/domain/project.rules.js';
import { GetProjectDetailsQuery } from '../src/project/queries/get-project-details/get-project-details.query.js';
import { GetProjectQuery } from '../src/project/queries/get-project/get-project.query.js';
import { ListProjectsByProductionQuery } from '../src/project/queries/list-projects-by-production/list-projects-by-production.query.js';
import { ProjectRepository } from '../src/project/project.repository.js';
import { ListProjectsQuery } from '../src/project/queries/list-projects/list-projects.query.js';
import {
  aJob,
  aProduction,
  aProject,
  daysFromToday,
  eventsMentioning,
  eventTypes,
  newAccount,
  projectInput,
  publishedEvents,
} from './productions-fixtures.js';
import { startProductionsTestApp } from './productions-test-app.js';

const harness = sharedTestApp(startProductionsTestApp);

const TOPIC = ProductionsTopics.projectEvents;

function projectRow(id: string) {
  return harness.db.project.findUnique({ where: { id } });
}

/** A draft project of a draft production, both of a new account. */
async function aDraftProject() {
  const accountId = newAccount();
  const production = await aProduction(harness, accountId);
  const project = await aProject(harness, accountId, production.id);
  return { accountId, production, project };
}

describe('CreateProjectCommand', () => {
  it('saves a checked draft under one of the account’s productions and publishes ProjectCreated', async () => {
    const accountId = newAccount();
    const production = await aProduction(harness, accountId);
    const start = daysFromToday(20);
    const end = daysFromToday(60);

    const created = await harness.execute(new CreateProjectCommand(accountId, production.id, projectInput()));

    const row = await projectRow(created.id);
    expect(row).toMatchObject({
      accountId,
      productionId: production.id,
      status: 'draft',
      name: 'Principal photography',
    });
    expect(row?.data).toEqual({
      name: 'Principal photography',
      description: 'Six weeks on location.',
      startDate: start,
      endDate: end,
      location: { city: 'Los Angeles', state: 'CA', country: 'US' },
    });
    expect(await publishedEvents(harness, created.id)).toEqual([
      {
        topic: TOPIC,
        type: 'ProjectCreated',
        payload: { projectId: created.id, productionId: production.id, accountId },
      },
    ]);
  });

  it.each<[string, Partial<ProjectInput>, string, string[]]>([
    ['no name', { name: '' }, ProductionsErrorCode.Required, ['name']],
    [
      'a start after the end',
      { startDate: daysFromToday(9), endDate: daysFromToday(8) },
      ProductionsErrorCode.InvalidRange,
      ['dates'],
    ],
    ['a date that does not exist', { startDate: '2027-02-30' }, ProductionsErrorCode.InvalidDate, ['startDate']],
    [
      'a state that is not a US one',
      { location: { city: 'Austin', state: 'Texas', country: 'US' } },
      ProductionsErrorCode.InvalidChoice,
      ['location.state', 'Texas'],
    ],
  ])('refuses %s and writes nothing', async (_case, overrides, code, args) => {
    const accountId = newAccount();
    const production = await aProduction(harness, accountId);
    expect(
      await refusalOf(harness.execute(new CreateProjectCommand(accountId, production.id, projectInput(overrides)))),
    ).toEqual({ code, args });
    expect(await harness.db.project.count({ where: { accountId } })).toBe(0);
    expect(await eventTypes(harness, production.id)).toEqual(['ProductionCreated']);
    expect(await eventsMentioning(harness, accountId)).toBe(1);
  });

  it.each([
    ['a complete', 'complete'],
    ['an archived', 'archived'],
  ])('refuses a new project under %s production', async (_case, status) => {
    const accountId = newAccount();
    const production = await aProduction(harness, accountId, { status: status === 'complete' ? 'active' : status });
    if (status === 'complete') {
      await aProject(harness, accountId, production.id, { status: 'ready' });
      await harness.execute(new ChangeProductionStatusCommand(accountId, production.id, 'complete'));
    }
    const before = await harness.db.project.count({ where: { productionId: production.id } });
    expect(
      await refusalOf(harness.execute(new CreateProjectCommand(accountId, production.id, projectInput()))),
    ).toEqual({ code: ProductionsErrorCode.NotValidUpdateStatus, args: [status] });
    expect(await harness.db.project.count({ where: { productionId: production.id } })).toBe(before);
  });

  it("answers productionNotFound for another account's production and an unknown one", async () => {
    const { id } = await aProduction(harness, newAccount());
    const unknown = randomUUID();
    for (const target of [id, unknown]) {
      const accountId = newAccount();
      expect(await refusalOf(harness.execute(new CreateProjectCommand(accountId, target, projectInput())))).toEqual({
        code: ProductionsErrorCode.ProductionNotFound,
        args: [target],
      });
      expect(await harness.db.project.count({ where: { accountId } })).toBe(0);
    }
  });
});

describe('UpdateProjectCommand', () => {
  it('saves the masked fields of a draft and publishes ProjectUpdated', async () => {
    const { accountId, production, project } = await aDraftProject();
    const updated = await harness.execute(
      new UpdateProjectCommand(accountId, project.id, { name: 'Reshoots', description: 'Ignored' }, ['name']),
    );
    expect(updated.data).toMatchObject({ name: 'Reshoots', description: 'Six weeks on location.' });
    expect(await projectRow(project.id)).toMatchObject({ name: 'Reshoots' });
    const ids = { projectId: project.id, productionId: production.id, accountId };
    expect(await publishedEvents(harness, project.id)).toEqual([
      { topic: TOPIC, type: 'ProjectCreated', payload: ids },
      { topic: TOPIC, type: 'ProjectUpdated', payload: ids },
    ]);
  });

  it('refuses a project past draft and an end before the start, and changes nothing', async () => {
    const { accountId, project } = await aDraftProject();
    expect(
      await refusalOf(
        harness.execute(new UpdateProjectCommand(accountId, project.id, { endDate: daysFromToday(1) }, ['endDate'])),
      ),
    ).toEqual({ code: ProductionsErrorCode.InvalidRange, args: ['dates'] });

    await harness.execute(new ChangeProjectStatusCommand(accountId, project.id, 'ready'));
    expect(
      await refusalOf(harness.execute(new UpdateProjectCommand(accountId, project.id, { name: 'Reshoots' }, ['name']))),
    ).toEqual({ code: ProductionsErrorCode.NotValidUpdateStatus, args: ['ready'] });
    expect(await projectRow(project.id)).toMatchObject({ name: 'Principal photography', status: 'ready' });
    expect(await eventTypes(harness, project.id)).toEqual(['ProjectCreated', 'ProjectStatusChanged']);
  });

  it("answers projectNotFound for another account's project", async () => {
    const { project } = await aDraftProject();
    expect(
      await refusalOf(harness.execute(new UpdateProjectCommand(newAccount(), project.id, { name: 'Mine' }, ['name']))),
    ).toEqual({ code: ProductionsErrorCode.ProjectNotFound, args: [project.id] });
    expect(await projectRow(project.id)).toMatchObject({ name: 'Principal photography' });
    expect(await eventTypes(harness, project.id)).toEqual(['ProjectCreated']);
  });
});

describe('DeleteProjectCommand', () => {
  it('deletes a draft with its jobs, leaves its production, and publishes ProjectDeleted', async () => {
    const { accountId, production, project } = await aDraftProject();
    const job = await aJob(harness, accountId, project.id);

    await harness.execute(new DeleteProjectCommand(accountId, project.id));

    expect(await projectRow(project.id)).toBeNull();
    expect(await harness.db.job.findUnique({ where: { id: job.id } })).toBeNull();
    expect(await harness.db.production.findUnique({ where: { id: production.id } })).toMatchObject({ status: 'draft' });
    expect(await eventTypes(harness, project.id)).toEqual(['ProjectCreated', 'ProjectDeleted']);
  });

  it('writes a JobDeleted per job removed with it, a published job included', async () => {
    const { accountId, production, project } = await aDraftProject();
    const jobs = [
      await aJob(harness, accountId, project.id, { status: 'active' }),
      await aJob(harness, accountId, project.id),
    ];

    await harness.execute(new DeleteProjectCommand(accountId, project.id));

    expect(await harness.db.job.count({ where: { projectId: project.id } })).toBe(0);
    for (const job of jobs) {
      const events = await publishedEvents(harness, job.id);
      expect(events.filter((event) => event.type === 'JobDeleted')).toEqual([
        {
          topic: ProductionsTopics.jobEvents,
          type: 'JobDeleted',
          payload: { jobId: job.id, projectId: project.id, productionId: production.id, accountId },
        },
      ]);
    }
    expect(await publishedEvents(harness, project.id)).toEqual([
      {
        topic: TOPIC,
        type: 'ProjectCreated',
        payload: { projectId: project.id, productionId: production.id, accountId },
      },
      {
        topic: TOPIC,
        type: 'ProjectDeleted',
        payload: { projectId: project.id, productionId: production.id, accountId },
      },
    ]);
  });

  it('deletes nothing and writes no event when a job was added after the events were named', async () => {
    const { accountId, project } = await aDraftProject();
    const projects = harness.app.get(ProjectRepository);
    const events = planProjectDeletion(project, await projects.jobsOf(project));
    const late = await aJob(harness, accountId, project.id, { status: 'active' });

    expect(await projects.delete(project, events)).toBe(false);

    expect(await projectRow(project.id)).toMatchObject({ status: 'draft' });
    expect(await harness.db.job.findUnique({ where: { id: late.id } })).toMatchObject({ status: 'active' });
    expect(await eventTypes(harness, project.id)).toEqual(['ProjectCreated']);
    expect(await eventTypes(harness, late.id)).toEqual(['JobCreated', 'JobStatusChanged', 'JobStatusChanged']);
  });

  it('refuses a project past draft, and another account’s project (projectNotFound), keeping it', async () => {
    const { accountId, project } = await aDraftProject();
    expect(await refusalOf(harness.execute(new DeleteProjectCommand(newAccount(), project.id)))).toEqual({
      code: ProductionsErrorCode.ProjectNotFound,
      args: [project.id],
    });
    await harness.execute(new ChangeProjectStatusCommand(accountId, project.id, 'archived'));
    expect(await refusalOf(harness.execute(new DeleteProjectCommand(accountId, project.id)))).toEqual({
      code: ProductionsErrorCode.NotValidUpdateStatus,
      args: ['archived'],
    });
    expect(await projectRow(project.id)).toMatchObject({ status: 'archived' });
    expect(await eventTypes(harness, project.id)).toEqual(['ProjectCreated', 'ProjectStatusChanged']);
  });
});

describe('ChangeProjectStatusCommand', () => {
  it('moves along the status table and publishes ProjectStatusChanged with both statuses', async () => {
    const { accountId, production, project } = await aDraftProject();
    const ready = await harness.execute(new ChangeProjectStatusCommand(accountId, project.id, 'ready'));
    expect(ready.status).toBe('ready');
    expect(await projectRow(project.id)).toMatchObject({ status: 'ready' });
    expect((await publishedEvents(harness, project.id)).at(-1)).toEqual({
      topic: TOPIC,
      type: 'ProjectStatusChanged',
      payload: { projectId: project.id, productionId: production.id, accountId, from: 'draft', to: 'ready' },
    });
  });

  it.each([
    [
      'a step the table does not allow',
      'complete',
      ProductionsErrorCode.InvalidStatusTransition,
      ['draft', 'complete'],
    ],
    ['a status outside the catalogue', 'done', ProductionsErrorCode.InvalidChoice, ['status', 'done']],
  ])('refuses %s and changes nothing', async (_case, status, code, args) => {
    const { accountId, project } = await aDraftProject();
    expect(await refusalOf(harness.execute(new ChangeProjectStatusCommand(accountId, project.id, status)))).toEqual({
      code,
      args,
    });
    expect(await projectRow(project.id)).toMatchObject({ status: 'draft' });
    expect(await eventTypes(harness, project.id)).toEqual(['ProjectCreated']);
  });

  it("answers projectNotFound for another account's project", async () => {
    const { project } = await aDraftProject();
    expect(await refusalOf(harness.execute(new ChangeProjectStatusCommand(newAccount(), project.id, 'ready')))).toEqual(
      { code: ProductionsErrorCode.ProjectNotFound, args: [project.id] },
    );
    expect(await projectRow(project.id)).toMatchObject({ status: 'draft' });
  });
});

describe('project queries and the hierarchy', () => {
  it("reads the account's own project; another account's answers projectNotFound", async () => {
    const { accountId, project } = await aDraftProject();
    expect(await harness.ask(new GetProjectQuery(accountId, project.id))).toMatchObject({ id: project.id });
    expect(await refusalOf(harness.ask(new GetProjectQuery(newAccount(), project.id)))).toEqual({
      code: ProductionsErrorCode.ProjectNotFound,
      args: [project.id],
    });
  });

  it('shows the details of a project to other members only while it and its production are active', async () => {
    const owner = newAccount();
    const stranger = newAccount();
    const production = await aProduction(harness, owner, { status: 'active' });
    const active = await aProject(harness, owner, production.id, { status: 'active' });
    const draft = await aProject(harness, owner, production.id);
    expect(await harness.ask(new GetProjectDetailsQuery(stranger, active.id))).toMatchObject({ id: active.id });
    expect(await harness.ask(new GetProjectDetailsQuery(owner, draft.id))).toMatchObject({ id: draft.id });
    expect(await refusalOf(harness.ask(new GetProjectDetailsQuery(stranger, draft.id)))).toEqual({
      code: ProductionsErrorCode.ProjectNotFound,
      args: [draft.id],
    });

    await harness.execute(new ChangeProductionStatusCommand(owner, production.id, 'ready'));
    expect(await refusalOf(harness.ask(new GetProjectDetailsQuery(stranger, active.id)))).toEqual({
      code: ProductionsErrorCode.ProjectNotFound,
      args: [active.id],
    });
  });

  it("lists a production's projects: all of them to its account, the active ones to others, none of a hidden production", async () => {
    const owner = newAccount();
    const stranger = newAccount();
    const production = await aProduction(harness, owner, { status: 'active' });
    const active = await aProject(harness, owner, production.id, { status: 'active' });
    const draft = await aProject(harness, owner, production.id);
    const hidden = await aProduction(harness, owner);
    const ids = async (accountId: string, productionId: string) =>
      (await harness.ask(new ListProjectsByProductionQuery(accountId, productionId, { limit: 10 }))).data.map(
        (project) => project.id,
      );

    expect(await ids(owner, production.id)).toEqual([active.id, draft.id].sort().reverse());
    expect(await ids(stranger, production.id)).toEqual([active.id]);
    expect(await refusalOf(ids(stranger, hidden.id))).toEqual({
      code: ProductionsErrorCode.ProductionNotFound,
      args: [hidden.id],
    });
  });

  it("pages through the account's projects, newest first", async () => {
    const accountId = newAccount();
    const production = await aProduction(harness, accountId);
    const created = [];
    for (let index = 0; index < 3; index += 1) {
      created.push((await aProject(harness, accountId, production.id)).id);
    }
    const [newest, middle, oldest] = created.sort().reverse();
    const first = await harness.ask(new ListProjectsQuery(accountId, { limit: 2 }));
    expect({ ids: first.data.map((project) => project.id), has_more: first.has_more }).toEqual({
      ids: [newest, middle],
      has_more: true,
    });
    const next = await harness.ask(new ListProjectsQuery(accountId, { limit: 2, startingAfter: middle }));
    expect({ ids: next.data.map((project) => project.id), has_more: next.has_more }).toEqual({
      ids: [oldest],
      has_more: false,
    });
  });
});

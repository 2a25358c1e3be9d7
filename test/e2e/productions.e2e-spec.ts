import { fromBinary } from '@bufbuild/protobuf';
import { JobStatusChangedSchema, ProductionsTopics } from '@callsheet/contracts';
import { e2eStack, kafkaBrokers, readTopic, waitForOutboxPublished } from '@callsheet/testing';
import { Kafka, logLevel } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { field, gatewayApi, type Json, type Member } from './support/api.js';

// Productions, projects and jobs through the shared stack's gateway with the real identity, profiles and
// productions services, PostgreSQL and Kafka: the wizard, the status table, the completion and
// pay-transparency rules, DRAFT-only edits, hierarchy, search and access by role and by account.
const stack = e2eStack();
const base = stack.gatewayUrl;
const { call, memberWithAccount } = gatewayApi(base);

const aProduction = (overrides: Json = {}): Json => ({
  name: 'Harbor Lights',
  type: 'film',
  subtype: 'feature',
  category: 'performingTalent',
  company: { name: 'Lighthouse Pictures' },
  personnel: [{ name: 'Ava Director', role: 'Director' }],
  website: 'https://lighthouse.example.com',
  unionStatus: 'union',
  description: 'A coastal drama.',
  ...overrides,
});

const aProject = (productionId: string, overrides: Json = {}): Json => ({
  productionId,
  name: 'Season one',
  startDate: '2027-01-10',
  endDate: '2027-03-10',
  location: { city: 'Los Angeles', state: 'CA', country: 'US' },
  ...overrides,
});

const aJob = (projectId: string, overrides: Json = {}): Json => ({
  projectId,
  roleName: 'Lighthouse keeper',
  description: 'Weathered, kind, 60s.',
  type: 'supporting',
  remoteOption: 'onSite',
  locationKind: 'local',
  workLocation: { city: 'Los Angeles', state: 'CA', country: 'US' },
  keyDates: [{ label: 'Callback', date: '2027-01-20', location: 'Stage 5' }],
  preScreen: { media: ['headshot'], nudity: false },
  payment: { paying: true, workDuration: 'underAWeek', rateType: 'daily', range: { min: 45000, max: 60000 } },
  ...overrides,
});

describe('productions end to end', () => {
  let agent: Member;
  let otherAgent: Member;
  let talent: Member;

  beforeAll(async () => {
    [agent, otherAgent, talent] = await Promise.all([
      memberWithAccount('agent'),
      memberWithAccount('production_company'),
      memberWithAccount('talent'),
    ]);
  });

  /** A production with one project and one job, each created through the wizard's steps. */
  async function wizard(owner = agent, job: Json = {}) {
    const production = (await call('POST', '/api/production', owner.token, aProduction())).body;
    const project = (await call('POST', '/api/project', owner.token, aProject(production.id))).body;
    const created = await call('POST', '/api/job', owner.token, aJob(project.id, job));
    expect(created.status).toBe(201);
    return { production, project, job: created.body };
  }

  async function walk(kind: string, id: string, token: string, statuses: string[]) {
    for (const status of statuses) {
      const moved = await call('PATCH', `/api/${kind}/${id}/status`, token, { status });
      expect({ kind, status, code: moved.body.code, result: moved.status }).toEqual({
        kind,
        status,
        code: undefined,
        result: 200,
      });
    }
  }

  /** Publishes the whole chain: project ready, production active, job active. */
  async function publish(chain: { production: Json; project: Json; job: Json }, owner = agent) {
    await walk('project', chain.project.id, owner.token, ['ready', 'active']);
    await walk('production', chain.production.id, owner.token, ['ready', 'active']);
    await walk('job', chain.job.id, owner.token, ['ready', 'active']);
  }

  describe('the wizard', () => {
    it('initializes a production, fills it in, adds a project and a job, each a draft', async () => {
      const init = await call('POST', '/api/production', agent.token, {
        name: 'Quick start',
        type: 'theater',
        category: 'performingTalent',
      });
      expect(init.status).toBe(201);
      expect(init.body).toMatchObject({
        status: 'draft',
        phase: 'hiring',
        phaseLabel: 'hiring',
        accountId: agent.accountId,
      });
      const filled = await call('PATCH', `/api/production/${init.body.id}`, agent.token, {
        subtype: 'musical',
        company: { name: 'Stage Left' },
        website: 'https://stage-left.example.com',
      });
      expect(filled.body).toMatchObject({ name: 'Quick start', subtype: 'musical', company: { name: 'Stage Left' } });

      const project = await call('POST', '/api/project', agent.token, aProject(init.body.id));
      expect(project).toMatchObject({ status: 201, body: { status: 'draft', productionId: init.body.id } });

      const bare = await call('POST', '/api/job', agent.token, aJob(project.body.id, { payment: undefined }));
      expect(bare.status).toBe(201);
      expect(field(bare.body.recommendations, 'key')).toEqual([
        'paymentDetailsRecommended',
        'expectedDurationRecommended',
      ]);
      const paid = await call('PATCH', `/api/job/${bare.body.id}`, agent.token, {
        payment: { paying: true, workDuration: 'underADay', rateType: 'flat', amount: 25000 },
      });
      expect(paid.body.recommendations).toEqual([]);
      expect(paid.body.payment).toMatchObject({ amount: 25000, currency: 'USD' });

      const projects = await call('GET', `/api/project/byProductionId/${init.body.id}`, agent.token);
      expect(field(projects.body.data, 'id')).toEqual([project.body.id]);
      const jobs = await call('GET', `/api/job/byProjectId/${project.body.id}`, agent.token);
      expect(field(jobs.body.data, 'id')).toEqual([bare.body.id]);
      for (const kind of ['production', 'project', 'job']) {
        const id = { production: init.body.id, project: project.body.id, job: bare.body.id }[kind];
        expect((await call('GET', `/api/${kind}/details/${id}`, agent.token)).status).toBe(200);
        expect((await call('GET', `/api/${kind}/${id}`, agent.token)).body.id).toBe(id);
      }
    });

    it('renaming a draft production carries into its jobs’ search, and leaves the jobs’ own type alone', async () => {
      const { production, job } = await wizard();
      const name = `Renamed ${randomUUID().slice(0, 8)}`;
      expect(
        (
          await call('PATCH', `/api/production/${production.id}`, agent.token, {
            name,
            type: 'television',
            subtype: 'scriptedSeries',
          })
        ).status,
      ).toBe(200);
      expect((await call('GET', `/api/job/${job.id}`, agent.token)).body.type).toBe('supporting');
      const found = await call('POST', '/api/job/search', agent.token, { text: name });
      expect(field(found.body.data, 'id')).toEqual([job.id]);
    });

    it.each([
      ['production', { name: '' }, 'required', ['name']],
      ['production', { type: 'opera' }, 'invalidChoice', ['type', 'opera']],
      ['production', { website: 'ftp://x.example.com' }, 'invalidUrl', ['website']],
    ])('refuses a bad %s (%j) with 400 and writes nothing', async (_kind, change, code, args) => {
      const before = (await call('GET', '/api/production?limit=100', agent.token)).body.data.length as number;
      const refused = await call('POST', '/api/production', agent.token, aProduction(change));
      expect(refused).toMatchObject({ status: 400, body: { code, args } });
      expect((await call('GET', '/api/production?limit=100', agent.token)).body.data).toHaveLength(before);
    });

    it('refuses a job with min pay above max, a fractional amount, and an expiry in the past', async () => {
      const { project } = await wizard();
      const range = await call(
        'POST',
        '/api/job',
        agent.token,
        aJob(project.id, { payment: { paying: true, rateType: 'daily', range: { min: 500, max: 100 } } }),
      );
      expect(range).toMatchObject({ status: 400, body: { code: 'invalidRange' } });
      const cents = await call(
        'POST',
        '/api/job',
        agent.token,
        aJob(project.id, { payment: { paying: true, rateType: 'flat', amount: 10.5 } }),
      );
      expect(cents).toMatchObject({ status: 400, body: { code: 'invalidValue' } });
      const expired = await call('POST', '/api/job', agent.token, aJob(project.id, { expiresOn: '2020-01-01' }));
      expect(expired).toMatchObject({ status: 400, body: { code: 'invalidDate', args: ['expiresOn'] } });
    });

    it('updates only drafts: a ready record answers 409 notValidUpdateStatus and keeps its data', async () => {
      const { production, project, job } = await wizard();
      await walk('project', project.id, agent.token, ['ready']);
      await walk('job', job.id, agent.token, ['ready']);
      await walk('production', production.id, agent.token, ['ready']);
      for (const [kind, id, change] of [
        ['production', production.id, { name: 'Renamed' }],
        ['project', project.id, { name: 'Renamed' }],
        ['job', job.id, { roleName: 'Renamed' }],
      ] as const) {
        const refused = await call('PATCH', `/api/${kind}/${id}`, agent.token, change);
        expect({ kind, status: refused.status, code: refused.body.code }).toEqual({
          kind,
          status: 409,
          code: 'notValidUpdateStatus',
        });
        expect((await call('DELETE', `/api/${kind}/${id}`, agent.token)).status).toBe(409);
      }
      expect((await call('GET', `/api/project/${project.id}`, agent.token)).body.name).toBe('Season one');
    });
  });

  describe('the status table', () => {
    let table: Record<string, string[]>;

    beforeAll(async () => {
      // The table the API documents; every pair is then checked against the service.
      const document = (await (await fetch(`${base}/docs-json`)).json()) as Json;
      const description = document.paths['/api/project/{id}/status'].patch.description as string;
      table = Object.fromEntries(
        [...description.matchAll(/^\| (\w+) \| ([\w, ]+) \|$/gm)]
          .filter(([, from]) => from !== 'from')
          .map(([, from, to]) => [from, to.split(',').map((status) => status.trim())]),
      );
      expect(Object.keys(table)).toEqual(['draft', 'ready', 'active', 'complete', 'archived']);
    });

    // How to reach each status from draft, along allowed steps.
    const pathTo: Record<string, string[]> = {
      draft: [],
      ready: ['ready'],
      active: ['ready', 'active'],
      complete: ['ready', 'active', 'complete'],
      archived: ['archived'],
    };
    const statuses = Object.keys(pathTo);
    const pairs = statuses.flatMap((from) => statuses.map((to) => [from, to] as const));

    it.each(
      pairs.flatMap(([from, to]) =>
        (['production', 'project', 'job'] as const).map((kind) => [kind, from, to] as const),
      ),
    )('%s %s → %s: allowed exactly when the documented table says so', async (kind, from, to) => {
      const chain = await wizard();
      if (kind === 'production') {
        // A ready project, so that the completion rule never stands in the table's way here.
        await walk('project', chain.project.id, agent.token, ['ready']);
      }
      const id = chain[kind].id as string;
      await walk(kind, id, agent.token, pathTo[from]);
      const changed = await call('PATCH', `/api/${kind}/${id}/status`, agent.token, { status: to });
      if (table[from].includes(to)) {
        expect(changed).toMatchObject({ status: 200, body: { status: to } });
      } else {
        expect(changed).toMatchObject({ status: 409, body: { code: 'invalidStatusTransition', args: [from, to] } });
        expect((await call('GET', `/api/${kind}/${id}`, agent.token)).body.status).toBe(from);
      }
    });

    it('refuses an unknown status with 400', async () => {
      const { project } = await wizard();
      expect(
        (await call('PATCH', `/api/project/${project.id}/status`, agent.token, { status: 'published' })).body,
      ).toMatchObject({
        code: 'validationFailed',
        args: ['status'],
      });
    });

    it('completes a production only once one of its projects is ready', async () => {
      const production = (await call('POST', '/api/production', agent.token, aProduction())).body;
      const project = (await call('POST', '/api/project', agent.token, aProject(production.id))).body;
      await walk('production', production.id, agent.token, ['ready', 'active']);
      const early = await call('PATCH', `/api/production/${production.id}/status`, agent.token, { status: 'complete' });
      expect(early).toMatchObject({ status: 409, body: { code: 'productionNeedsReadyProject' } });
      expect(early.body.message).toBe('A production cannot be marked completed until at least one project is Ready.');
      await walk('project', project.id, agent.token, ['ready']);
      const done = await call('PATCH', `/api/production/${production.id}/status`, agent.token, { status: 'complete' });
      expect(done.body).toMatchObject({ status: 'complete', phaseLabel: 'completed' });
    });

    it('moves phases by the phase table while the production is active', async () => {
      const production = (await call('POST', '/api/production', agent.token, aProduction())).body;
      const draft = await call('PATCH', `/api/production/${production.id}/phase`, agent.token, { phase: 'freeze' });
      expect(draft).toMatchObject({ status: 409, body: { code: 'phaseNeedsActiveProduction' } });
      await walk('production', production.id, agent.token, ['ready', 'active']);
      expect(
        (await call('PATCH', `/api/production/${production.id}/phase`, agent.token, { phase: 'freeze' })).body.phase,
      ).toBe('freeze');
      const skip = await call('PATCH', `/api/production/${production.id}/phase`, agent.token, {
        phase: 'postProduction',
      });
      expect(skip).toMatchObject({
        status: 409,
        body: { code: 'invalidPhaseTransition', args: ['freeze', 'postProduction'] },
      });
    });
  });

  describe('pay transparency and the casting-ad license', () => {
    it('refuses to publish a California job without pay, naming the law; publishes it once pay is stated', async () => {
      const chain = await wizard(agent, { payment: { paying: true, workDuration: 'underAWeek' } });
      await walk('project', chain.project.id, agent.token, ['ready', 'active']);
      await walk('production', chain.production.id, agent.token, ['ready', 'active']);
      await walk('job', chain.job.id, agent.token, ['ready']);
      const refused = await call('PATCH', `/api/job/${chain.job.id}/status`, agent.token, { status: 'active' });
      expect(refused).toMatchObject({ status: 400, body: { code: 'payTransparencyRequired' } });
      expect(refused.body.args[0]).toBe('US-CA');
      expect(refused.body.message).toContain('432.3');
      await walk('job', chain.job.id, agent.token, ['draft']);
      await call('PATCH', `/api/job/${chain.job.id}`, agent.token, {
        payment: { paying: true, workDuration: 'underAWeek', rateType: 'hourly', range: { min: 3000, max: 4500 } },
      });
      await walk('job', chain.job.id, agent.token, ['ready', 'active']);
    });

    it('shows a California agent’s license number in the published job', async () => {
      const licensed = await memberWithAccount('agent');
      const representative = await call('POST', '/api/representative', licensed.token, {
        representationTypes: ['talentAgent'],
        businessAddressDiffers: true,
        businessAddress: {
          line1: '1 Sunset Blvd',
          city: 'Los Angeles',
          state: 'CA',
          postalCode: '90028',
          country: 'US',
        },
        license: { fullName: 'Lee Agent', number: 'TA-9001', country: 'US', state: 'CA' },
        referencesNotApplicable: true,
      });
      expect(representative.status).toBe(201);
      const chain = await wizard(licensed);
      await publish(chain, licensed);
      const details = await call('GET', `/api/job/details/${chain.job.id}`, talent.token);
      expect(details.body).toMatchObject({
        adLicenseNumber: 'TA-9001',
        status: 'active',
        production: { name: 'Harbor Lights' },
      });
    });
  });

  describe('job search', () => {
    const tag = randomUUID().slice(0, 8);
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const jobs: [string, Json][] = [
        ['keeper', { roleName: `Keeper ${tag}`, type: 'supporting' }],
        [
          'captain',
          {
            roleName: `Captain ${tag}`,
            type: 'lead',
            payment: { paying: true, workDuration: 'overAMonth', rateType: 'weekly', amount: 500000 },
          },
        ],
        [
          'voice',
          {
            roleName: `Narrator ${tag}`,
            type: 'voiceOver',
            locationKind: 'virtual',
            remoteOption: 'remote',
            workLocation: undefined,
          },
        ],
      ];
      for (const [key, job] of jobs) {
        const chain = await wizard(agent, job);
        await publish(chain);
        ids[key] = chain.job.id;
      }
      const hidden = await wizard(otherAgent, { roleName: `Stowaway ${tag}` });
      ids.hidden = hidden.job.id;
    });

    const search = (filters: Json, token = talent.token) => call('POST', '/api/job/search', token, filters);
    const roles = async (filters: Json, token?: string) => {
      const found = await search(filters, token);
      return (field(found.body.data, 'roleName') as string[]).map((name) => name.split(' ')[0]).sort();
    };

    it('finds listed jobs by text and by every filter', async () => {
      expect(await roles({ text: tag })).toEqual(['Captain', 'Keeper', 'Narrator']);
      expect(await roles({ text: `capt ${tag}` })).toEqual(['Captain']);
      expect(await roles({ text: tag, types: ['lead', 'voiceOver'] })).toEqual(['Captain', 'Narrator']);
      expect(await roles({ text: tag, locationKinds: ['virtual'], remoteOptions: ['remote'] })).toEqual(['Narrator']);
      expect(await roles({ text: tag, rateTypes: ['weekly'], pay: { min: 400000 } })).toEqual(['Captain']);
      expect(await roles({ text: tag, pay: { max: 50000 } })).toEqual(['Keeper', 'Narrator']);
      expect(
        await roles({ text: tag, paying: true, categories: ['performingTalent'], unionStatuses: ['union'] }),
      ).toEqual(['Captain', 'Keeper', 'Narrator']);
      expect(await roles({ text: tag, dates: { from: '2027-01-19', to: '2027-01-21' }, hiring: true })).toEqual([
        'Captain',
        'Keeper',
        'Narrator',
      ]);
      expect(await roles({ text: tag, country: 'us', state: 'ca', city: 'los angeles' })).toEqual([
        'Captain',
        'Keeper',
      ]);
    });

    it('finds another account’s draft job only for its owner', async () => {
      expect(await roles({ text: `stowaway ${tag}` })).toEqual([]);
      expect(await roles({ text: `stowaway ${tag}` }, otherAgent.token)).toEqual(['Stowaway']);
      expect((await call('GET', `/api/job/details/${ids.hidden}`, talent.token)).status).toBe(404);
    });

    it('refuses unknown filter keys', async () => {
      expect((await search({ types: ['astronaut'] })).body).toMatchObject({
        code: 'invalidChoice',
        args: ['types', 'astronaut'],
      });
      expect((await search({ accountId: randomUUID() })).body).toMatchObject({
        code: 'validationFailed',
        args: ['accountId'],
      });
    });
  });

  describe('expand and catalogues', () => {
    it('includes a record’s production, project or jobs with ?expand=, and refuses an unknown value', async () => {
      const chain = await wizard();
      const job = await call('GET', `/api/job/${chain.job.id}?expand=project&expand=production`, agent.token);
      expect(job).toMatchObject({
        status: 200,
        body: { id: chain.job.id, project: { id: chain.project.id }, production: { id: chain.production.id } },
      });
      const project = await call('GET', `/api/project/${chain.project.id}?expand=jobs&expand=production`, agent.token);
      expect(project.body).toMatchObject({ production: { id: chain.production.id }, jobs: { has_more: false } });
      expect(field(project.body.jobs.data, 'id')).toEqual([chain.job.id]);
      const production = await call('GET', `/api/production/${chain.production.id}?expand=projects`, agent.token);
      expect(field(production.body.projects.data, 'id')).toEqual([chain.project.id]);
      expect((await call('GET', `/api/job/${chain.job.id}`, agent.token)).body).not.toHaveProperty('project');

      const unknown = await call('GET', `/api/job/${chain.job.id}?expand=owner`, agent.token);
      expect(unknown).toMatchObject({ status: 400, body: { code: 'validationFailed', args: ['expand'] } });
      // Another account's record answers as if it did not exist, expanded or not.
      expect((await call('GET', `/api/job/${chain.job.id}?expand=project`, otherAgent.token)).status).toBe(404);
    });

    it('serves the production and job option lists publicly, like the profile catalogues', async () => {
      const catalogues = await fetch(`${base}/public/catalogues/productions`);
      expect(catalogues.status).toBe(200);
      const body = (await catalogues.json()) as Record<string, string[]>;
      expect(body.productionTypes).toContain('theater');
      expect(body.rateTypes).toContain('hourly');
      expect(body.workDurations).toEqual(['underADay', 'underAWeek', 'underAMonth', 'overAMonth']);
    });
  });

  describe('access', () => {
    it('refuses productions to a talent account (production feature: representative side only)', async () => {
      const refused = await call('POST', '/api/production', talent.token, aProduction());
      expect(refused).toMatchObject({ status: 403, body: { code: 'forbidden', args: ['production'] } });
    });

    it('keeps records to their account: to another account they do not exist (404), drafts stay invisible', async () => {
      const { production, project, job } = await wizard();
      for (const [method, path, body, code] of [
        ['PATCH', `/api/production/${production.id}`, { name: 'Taken' }, 'productionNotFound'],
        ['PATCH', `/api/production/${production.id}/status`, { status: 'ready' }, 'productionNotFound'],
        ['GET', `/api/project/${project.id}`, undefined, 'projectNotFound'],
        ['DELETE', `/api/job/${job.id}`, undefined, 'jobNotFound'],
        ['POST', '/api/job', aJob(project.id), 'projectNotFound'],
      ] as const) {
        const refused = await call(method, path, otherAgent.token, body);
        expect({ method, path, status: refused.status, code: refused.body.code }).toEqual({
          method,
          path,
          status: 404,
          code,
        });
      }
      expect((await call('GET', `/api/production/details/${production.id}`, otherAgent.token)).status).toBe(404);
      expect((await call('GET', `/api/project/byProductionId/${production.id}`, otherAgent.token)).status).toBe(404);
    });
  });

  describe('events', () => {
    it('publishes one JobStatusChanged per change on productions.job.events, keyed by the job', async () => {
      const { job } = await wizard();
      const kafka = new Kafka({ clientId: `e2e-${randomUUID()}`, brokers: kafkaBrokers, logLevel: logLevel.NOTHING });
      await walk('job', job.id, agent.token, ['ready']);
      // Everything productions wrote so far is in Kafka: a second JobStatusChanged would be read too.
      await waitForOutboxPublished(stack.databaseUrls.productions);
      const received = await readTopic(kafka, ProductionsTopics.jobEvents, job.id, 1);
      const statusChanges = () =>
        received.filter(
          (message) => message.headers?.['event-type']?.toString() === 'callsheet.productions.v1.JobStatusChanged',
        );
      expect(statusChanges()).toHaveLength(1);
      expect(fromBinary(JobStatusChangedSchema, statusChanges()[0].value!)).toMatchObject({
        jobId: job.id,
        accountId: agent.accountId,
        from: 'draft',
        to: 'ready',
      });
    });
  });
});

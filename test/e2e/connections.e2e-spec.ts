import { fromBinary } from '@bufbuild/protobuf';
import {
  ApplicationStatusChangedSchema,
  ConnectionsTopics,
  ProductionsTopics,
  ProfilesTopics,
} from '@callsheet/contracts';
import {
  e2eStack,
  kafkaBrokers,
  offsetAfter,
  readTopic,
  waitFor,
  waitForConsumerGroup,
  waitForOutboxPublished,
} from '@callsheet/testing';
import { Kafka, logLevel } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { field, gatewayApi, type Json, type Member } from './support/api.js';

// Connections, applications, prospects and deal memos through the shared stack's gateway with the real
// identity, profiles, productions and connections services, PostgreSQL and Kafka. Connections learns
// profiles and jobs from their events, so a call about a new profile or job waits until it has.
const stack = e2eStack();
const { call, memberWithAccount } = gatewayApi(stack.gatewayUrl);
const kafka = new Kafka({ clientId: 'connections-e2e', brokers: kafkaBrokers, logLevel: logLevel.NOTHING });

/**
 * Waits until connections' copies of profiles and jobs are up to date: every profile and job event
 * written so far is published, and connections' consumers (services/connections/src/reactions) have
 * handled each.
 */
async function replicasUpToDate(): Promise<void> {
  await Promise.all([
    waitForOutboxPublished(stack.databaseUrls.profiles),
    waitForOutboxPublished(stack.databaseUrls.productions),
  ]);
  await Promise.all([
    waitForConsumerGroup(kafka, 'connections.talent-events', ProfilesTopics.talentEvents),
    waitForConsumerGroup(kafka, 'connections.representative-events', ProfilesTopics.representativeEvents),
    waitForConsumerGroup(kafka, 'connections.job-events', ProductionsTopics.jobEvents),
  ]);
}

/** A call about profiles or jobs, made once connections has heard of every one so far. */
async function once(method: string, path: string, token: string, body?: unknown) {
  await replicasUpToDate();
  return call(method, path, token, body);
}

const aTalent = (overrides: Json = {}): Json => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthDate: '1990-12-10',
  citizenship: ['us'],
  unions: ['sagAftra'],
  bodyTypes: ['mesomorph'],
  ethnicAppearances: ['whiteEuropean'],
  ...overrides,
});

const aMinor = (): Json =>
  aTalent({
    firstName: 'Tiny',
    lastName: 'Tim',
    birthDate: '2015-01-20',
    trustAccount: true,
    workPermit: true,
    guardian: {
      firstName: 'Anne',
      lastName: 'Byron',
      relationship: 'mother',
      email: 'anne@example.com',
      phone: '(415) 555-2671',
    },
  });

const aRepresentative = (company: string): Json => ({
  representationTypes: ['talentManager'],
  projectLocations: ['usaWest'],
  services: [],
  businessAddressDiffers: false,
  contact: { email: 'desk@management.example.com' },
  company: { name: company },
  talentTypes: ['actors'],
  referencesNotApplicable: true,
});

async function create(path: string, member: Member, body: Json): Promise<string> {
  const created = await call('POST', path, member.token, body);
  expect({ path, status: created.status, body: created.status === 201 ? undefined : created.body }).toEqual({
    path,
    status: 201,
    body: undefined,
  });
  return created.body.id as string;
}

/** An active job of an active production, with the pre-screen asked for. */
async function activeJob(owner: Member, preScreen: Json, status: 'active' | 'draft' = 'active'): Promise<string> {
  const productionId = await create('/api/production', owner, {
    name: 'Harbor Lights',
    type: 'film',
    subtype: 'feature',
    category: 'performingTalent',
    company: { name: 'Lighthouse Pictures' },
    unionStatus: 'union',
    description: 'A coastal drama.',
  });
  const projectId = await create('/api/project', owner, {
    productionId,
    name: 'Season one',
    startDate: '2027-01-10',
    endDate: '2027-03-10',
    location: { city: 'Los Angeles', state: 'CA', country: 'US' },
  });
  const jobId = await create('/api/job', owner, {
    projectId,
    roleName: `Lighthouse keeper ${randomUUID().slice(0, 4)}`,
    description: 'Weathered, kind, 60s.',
    type: 'supporting',
    remoteOption: 'onSite',
    locationKind: 'local',
    workLocation: { city: 'Los Angeles', state: 'CA', country: 'US' },
    preScreen,
    payment: { paying: true, workDuration: 'underAWeek', rateType: 'daily', range: { min: 45000, max: 60000 } },
  });
  if (status === 'active') {
    for (const [path, id] of [
      ['production', productionId],
      ['project', projectId],
      ['job', jobId],
    ]) {
      for (const next of ['ready', 'active']) {
        const changed = await call('PATCH', `/api/${path}/${id}/status`, owner.token, { status: next });
        expect(changed.status).toBe(200);
      }
    }
  }
  return jobId;
}

describe('connections and applications end to end', () => {
  // Accounts: a production company, two talent, a third talent, a manager, another manager, a stranger.
  let production: Member;
  let talentA: Member;
  let talentB: Member;
  let talentC: Member;
  let manager: Member;
  let otherManager: Member;
  let stranger: Member;
  // Profiles.
  let ada: string; // talentA's
  let bea: string; // talentB's
  let cal: string; // talentC's, connected to the manager
  let managersOwnTalent: string; // a talent profile the manager's account holds
  let tim: string; // a minor of talentA's account
  let mgmt: string; // the manager's representative profile
  let otherMgmt: string; // otherManager's
  // Jobs.
  let job: string; // headshot and cover letter asked for

  beforeAll(async () => {
    [production, talentA, talentB, talentC, manager, otherManager, stranger] = await Promise.all([
      memberWithAccount('production_company'),
      memberWithAccount('talent'),
      memberWithAccount('talent'),
      memberWithAccount('talent'),
      memberWithAccount('manager'),
      memberWithAccount('manager'),
      memberWithAccount('talent'),
    ]);
    [ada, bea, cal, tim, managersOwnTalent, mgmt, otherMgmt] = await Promise.all([
      create('/api/talent', talentA, aTalent()),
      create('/api/talent', talentB, aTalent({ firstName: 'Bea', lastName: 'Arthur' })),
      create('/api/talent', talentC, aTalent({ firstName: 'Cal', lastName: 'Ripken' })),
      create('/api/talent', talentA, aMinor()),
      create('/api/talent', manager, aTalent({ firstName: 'Own', lastName: 'Client' })),
      create('/api/representative', manager, aRepresentative('Northstar Management')),
      create('/api/representative', otherManager, aRepresentative('Southpaw Management')),
    ]);
    job = await activeJob(production, { media: ['headshot', 'coverLetter'], nudity: false });
    // Cal and the manager are connected for the on-behalf rules.
    const request = await once('POST', '/api/connection', manager.token, {
      talentId: cal,
      representativeId: mgmt,
      types: ['talentManager'],
    });
    expect(request.status).toBe(201);
    expect((await call('PATCH', `/api/connection/status/approve/${request.body.id}`, talentC.token)).status).toBe(200);
  }, 120_000);

  describe('connection requests', () => {
    it('refuses a request without a type, without a profile, between two own profiles or two strangers', async () => {
      const cases: [Member, Json, number, string, string[]][] = [
        [manager, { talentId: bea, representativeId: mgmt, types: [] }, 400, 'atLeastOneSelected', ['type']],
        [manager, { representativeId: mgmt, types: ['talentManager'] }, 400, 'required', ['talentId']],
        [
          manager,
          { talentId: bea, representativeId: mgmt, types: ['stylist'] },
          400,
          'invalidChoice',
          ['types[0]', 'stylist'],
        ],
        [
          manager,
          { talentId: managersOwnTalent, representativeId: mgmt, types: ['talentManager'] },
          400,
          'ownProfile',
          [managersOwnTalent, mgmt],
        ],
        [stranger, { talentId: bea, representativeId: mgmt, types: ['talentManager'] }, 403, 'notOwner', [bea, mgmt]],
        [
          manager,
          { talentId: randomUUID(), representativeId: mgmt, types: ['talentManager'] },
          404,
          'profileNotFound',
          [],
        ],
      ];
      for (const [member, body, status, code, args] of cases) {
        const refused = await once('POST', '/api/connection', member.token, body);
        expect({ status: refused.status, code: refused.body.code }).toEqual({ status, code });
        if (args.length > 0) {
          expect(refused.body.args).toEqual(args);
        }
      }
      expect(
        field((await call('GET', '/api/connection/status/sent', manager.token)).body.data, 'talentId'),
      ).not.toContain(bea);
    });

    it('lists a request as sent and received, blocks a second one in either direction, and shows the pair', async () => {
      const sent = await once('POST', '/api/connection', talentB.token, {
        talentId: bea,
        representativeId: mgmt,
        types: ['talentManager', 'talentAgent'],
        message: 'Looking for management',
      });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({
        status: 'pending',
        direction: 'sent',
        requestedBy: 'talent',
        talentName: 'Bea Arthur',
        representativeName: 'Northstar Management',
        actions: ['revoke', 'archive'],
      });
      const again = await call('POST', '/api/connection', manager.token, {
        talentId: bea,
        representativeId: mgmt,
        types: ['talentManager'],
      });
      expect(again).toMatchObject({
        status: 409,
        body: { code: 'connectionExists', args: ['pending'], error: 'connectionExists-pending' },
      });

      const received = await call('GET', '/api/connection/status/received', manager.token);
      expect((received.body.data as Json[]).find((c) => c.id === sent.body.id)).toMatchObject({
        direction: 'received',
        actions: ['approve', 'reject', 'archive'],
      });
      expect(field((await call('GET', '/api/connection/status/sent', talentB.token)).body.data, 'id')).toContain(
        sent.body.id,
      );
      expect((await call('GET', '/api/connection/status/received', talentB.token)).body.data).toEqual([]);
      expect(field((await call('GET', `/api/connection/pending/${bea}`, manager.token)).body.data, 'id')).toEqual([
        sent.body.id,
      ]);
      expect((await call('GET', `/api/connection/connected/${bea}`, manager.token)).body.data).toEqual([]);

      const approved = await call('PATCH', `/api/connection/status/approve/${sent.body.id}`, manager.token);
      expect(approved.body).toMatchObject({ status: 'active', actions: ['remove', 'archive'] });
      expect(field((await call('GET', '/api/connection/status/approved', talentB.token)).body.data, 'id')).toContain(
        sent.body.id,
      );
      expect(
        field(
          (await call('GET', '/api/connection/representatives/connected', talentB.token)).body.data,
          'representativeId',
        ),
      ).toEqual([mgmt]);
      expect(
        field(
          (await call('GET', `/api/connection/talents/connected?profileId=${mgmt}`, manager.token)).body.data,
          'talentId',
        )
          .map(String)
          .sort(),
      ).toEqual([bea, cal].sort());
      const blocked = await call('POST', '/api/connection', manager.token, {
        talentId: bea,
        representativeId: mgmt,
        types: ['talentManager'],
      });
      expect(blocked.body).toMatchObject({ code: 'connectionExists', args: ['active'] });
      // Nobody else sees or changes it.
      expect(
        (await call('PATCH', `/api/connection/${sent.body.id}`, stranger.token, { action: 'archive' })).body.code,
      ).toBe('connectionNotFound');
      expect((await call('DELETE', `/api/connection/${sent.body.id}`, otherManager.token)).status).toBe(404);
      expect((await call('GET', '/api/connection/status/approved', stranger.token)).body.data).toEqual([]);
      // Removing frees the pair for a new request.
      expect((await call('DELETE', `/api/connection/${sent.body.id}`, talentB.token)).body.status).toBe('removed');
      expect((await call('GET', '/api/connection/status/approved', talentB.token)).body.data).toEqual([]);
    });

    // Every action from pending and active, by each side: allowed ones land on the table's status.
    const table: [from: 'pending' | 'active', action: string, by: 'requester' | 'recipient', to: string | null][] = [
      ['pending', 'approve', 'recipient', 'active'],
      ['pending', 'approve', 'requester', null],
      ['pending', 'reject', 'recipient', 'rejected'],
      ['pending', 'reject', 'requester', null],
      ['pending', 'revoke', 'requester', 'revoked'],
      ['pending', 'revoke', 'recipient', null],
      ['pending', 'remove', 'requester', null],
      ['pending', 'remove', 'recipient', null],
      ['pending', 'archive', 'requester', 'archived'],
      ['pending', 'archive', 'recipient', 'archived'],
      ['active', 'approve', 'recipient', null],
      ['active', 'reject', 'recipient', null],
      ['active', 'revoke', 'requester', null],
      ['active', 'remove', 'requester', 'removed'],
      ['active', 'remove', 'recipient', 'removed'],
      ['active', 'archive', 'requester', 'archived'],
      ['active', 'archive', 'recipient', 'archived'],
    ];
    it.each(table)('%s → %s by the %s gives %s', async (from, action, by, to) => {
      const request = await once('POST', '/api/connection', otherManager.token, {
        talentId: bea,
        representativeId: otherMgmt,
        types: ['talentAgent'],
      });
      expect(request.status).toBe(201);
      const id = request.body.id as string;
      if (from === 'active') {
        expect((await call('PATCH', `/api/connection/status/approve/${id}`, talentB.token)).status).toBe(200);
      }
      const actor = by === 'requester' ? otherManager : talentB;
      const result = await call('PATCH', `/api/connection/${id}`, actor.token, { action });
      if (to) {
        expect(result).toMatchObject({ status: 200, body: { status: to } });
      } else {
        expect(result).toMatchObject({
          status: 409,
          body: { code: 'invalidConnectionTransition', args: [from, action] },
        });
      }
      // Leave the pair free for the next row.
      if (['pending', 'active'].includes(to ?? from)) {
        expect((await call('PATCH', `/api/connection/${id}`, talentB.token, { status: 'archived' })).status).toBe(200);
      }
    });

    it('includes a profile’s active connections with ?expand=connections, from either side', async () => {
      const pair = expect.objectContaining({ talentId: cal, representativeId: mgmt, status: 'active' });
      const representative = await call('GET', `/api/representative/${mgmt}?expand=connections`, manager.token);
      expect(representative.status).toBe(200);
      expect(representative.body.connections.data).toEqual(expect.arrayContaining([pair]));
      const talent = await call('GET', `/api/talent/${cal}?expand=connections&expand=photos`, talentC.token);
      expect(talent.body).toMatchObject({ id: cal, photos: [], connections: { has_more: false } });
      expect(talent.body.connections.data).toEqual(expect.arrayContaining([pair]));
      expect((await call('GET', `/api/talent/${cal}?expand=friends`, talentC.token)).body).toMatchObject({
        code: 'validationFailed',
        args: ['expand'],
      });
    });

    it('DELETE revokes for the sender and rejects for the recipient', async () => {
      const first = await once('POST', '/api/connection', otherManager.token, {
        talentId: bea,
        representativeId: otherMgmt,
        types: ['talentAgent'],
      });
      expect((await call('DELETE', `/api/connection/${first.body.id}`, otherManager.token)).body.status).toBe(
        'revoked',
      );
      const second = await call('POST', '/api/connection', otherManager.token, {
        talentId: bea,
        representativeId: otherMgmt,
        types: ['talentAgent'],
      });
      expect((await call('DELETE', `/api/connection/${second.body.id}`, talentB.token)).body.status).toBe('rejected');
    });

    it('settles concurrent approve and revoke on one request in exactly one state', async () => {
      for (let round = 0; round < 5; round += 1) {
        const request = await once('POST', '/api/connection', otherManager.token, {
          talentId: bea,
          representativeId: otherMgmt,
          types: ['talentAgent'],
        });
        const id = request.body.id as string;
        const [approve, revoke] = await Promise.all([
          call('PATCH', `/api/connection/status/approve/${id}`, talentB.token),
          call('PATCH', `/api/connection/${id}`, otherManager.token, { action: 'revoke' }),
        ]);
        expect([approve.status, revoke.status].sort()).toEqual([200, 409]);
        const winner = approve.status === 200 ? 'active' : 'revoked';
        const pending = field(
          (await call('GET', `/api/connection/pending/${bea}`, otherManager.token)).body.data,
          'id',
        );
        const connected = field(
          (await call('GET', `/api/connection/connected/${bea}`, otherManager.token)).body.data,
          'id',
        );
        expect(pending).not.toContain(id);
        expect(connected.includes(id)).toBe(winner === 'active');
        if (winner === 'active') {
          expect((await call('DELETE', `/api/connection/${id}`, talentB.token)).body.status).toBe('removed');
        }
      }
    });
  });

  describe('applying', () => {
    const preScreen = { headshotPhotoId: randomUUID(), coverLetter: 'I grew up by the sea.' };

    it('refuses unknown and closed jobs and missing or bad pre-screen media', async () => {
      const draftJob = await activeJob(production, { media: [] }, 'draft');
      expect(
        (await call('POST', '/api/application', talentA.token, { jobId: randomUUID(), talentId: ada, preScreen })).body
          .code,
      ).toBe('jobNotFound');
      const closed = await waitFor('the draft job to be known', async () => {
        const result = await call('POST', '/api/application', talentA.token, { jobId: draftJob, talentId: ada });
        return result.body.code === 'jobNotFound' ? undefined : result;
      });
      expect(closed).toMatchObject({ status: 409, body: { code: 'jobNotOpen', args: ['draft'] } });
      const missing: [Json, string][] = [
        [{ coverLetter: 'Hi' }, 'headshot'],
        [{ headshotPhotoId: randomUUID() }, 'coverLetter'],
      ];
      for (const [given, medium] of missing) {
        const refused = await once('POST', '/api/application', talentA.token, {
          jobId: job,
          talentId: ada,
          preScreen: given,
        });
        expect(refused).toMatchObject({
          status: 400,
          body: { code: 'preScreenRequired', args: [medium], error: `preScreenRequired-${medium}` },
        });
      }
      const badReel = await call('POST', '/api/application', talentA.token, {
        jobId: job,
        talentId: ada,
        preScreen: { ...preScreen, videoReelUrl: 'http://reels.example.com/ada' },
      });
      expect(badReel.body).toMatchObject({ code: 'invalidValue', args: ['preScreen.videoReelUrl'] });
      expect((await call('GET', '/api/application/status/pending', talentA.token)).body.data).toEqual([]);
    });

    it('takes a talent’s application once: the second answers alreadyApplied-<talent>', async () => {
      const applied = await once('POST', '/api/application', talentA.token, { jobId: job, talentId: ada, preScreen });
      expect(applied.status).toBe(201);
      expect(applied.body).toMatchObject({
        status: 'pending',
        appliedAs: 'talent',
        talentName: 'Ada Lovelace',
        actions: ['unapply'],
      });
      const again = await call('POST', '/api/application', talentA.token, { jobId: job, talentId: ada, preScreen });
      expect(again).toMatchObject({
        status: 409,
        body: {
          code: 'alreadyApplied',
          message: 'This talent already applied to this job',
          error: 'alreadyApplied-Ada Lovelace',
        },
      });
      const [key, ...rest] = String(again.body.error).split('-');
      const argument = rest.join('-');
      expect([key, argument]).toEqual(['alreadyApplied', 'Ada Lovelace']);
    });

    it('lets a representative apply for its own talent and a connected talent, and no other', async () => {
      const connected = await once('POST', '/api/application', manager.token, {
        jobId: job,
        talentId: cal,
        representativeId: mgmt,
        preScreen,
      });
      expect(connected).toMatchObject({
        status: 201,
        body: { appliedAs: 'representative', representativeName: 'Northstar Management' },
      });
      const own = await once('POST', '/api/application', manager.token, {
        jobId: job,
        talentId: managersOwnTalent,
        representativeId: mgmt,
        preScreen,
      });
      expect(own.status).toBe(201);
      // The talent's own account sees what its representative sent, and may withdraw it.
      expect(field((await call('GET', '/api/application/status/pending', talentC.token)).body.data, 'id')).toEqual([
        connected.body.id,
      ]);
      expect((await call('GET', `/api/application/${connected.body.id}`, talentC.token)).body.actions).toEqual([
        'unapply',
      ]);

      const refusals: [Member, Json, number, string][] = [
        [manager, { talentId: bea, representativeId: mgmt }, 403, 'notConnected'],
        [manager, { talentId: bea }, 403, 'notOwner'],
        [manager, { talentId: cal, representativeId: otherMgmt }, 403, 'notOwner'],
        [otherManager, { talentId: cal, representativeId: otherMgmt }, 403, 'notConnected'],
        [talentB, { talentId: ada }, 403, 'notOwner'],
        [talentA, { talentId: tim }, 201, ''],
      ];
      for (const [member, body, status, code] of refusals) {
        const result = await once('POST', '/api/application', member.token, { jobId: job, preScreen, ...body });
        expect({ status: result.status, code: result.body.code ?? '' }).toEqual({ status, code });
      }
    });

    it('refuses a minor a role flagged for nudity and asks adults to acknowledge it', async () => {
      const nudeJob = await activeJob(production, { media: [], nudity: true });
      expect((await once('POST', '/api/application', talentA.token, { jobId: nudeJob, talentId: tim })).body.code).toBe(
        'minorNudityRole',
      );
      expect(
        (await call('POST', '/api/application', talentA.token, { jobId: nudeJob, talentId: ada })).body,
      ).toMatchObject({ code: 'preScreenRequired', args: ['nudityAcknowledged'] });
      expect(
        (
          await call('POST', '/api/application', talentA.token, {
            jobId: nudeJob,
            talentId: ada,
            preScreen: { nudityAcknowledged: true },
          })
        ).status,
      ).toBe(201);
    });

    it('creates exactly one application from 20 identical concurrent requests', async () => {
      const rushJob = await activeJob(production, { media: [] });
      await once('GET', `/api/application/prospects/${rushJob}`, production.token);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          call('POST', '/api/application', talentB.token, { jobId: rushJob, talentId: bea }),
        ),
      );
      const statuses = results.map((result) => result.status).sort();
      expect(statuses).toEqual([201, ...Array(19).fill(409)]);
      expect(
        results.filter((result) => result.status === 409).every((result) => result.body.code === 'alreadyApplied'),
      ).toBe(true);
      const prospects = await call('GET', `/api/application/prospects/${rushJob}`, production.token);
      expect(prospects.body.prospectDtos).toHaveLength(1);
      expect(prospects.body.counts).toEqual({ all: 1, accepted: 0, pending: 1, denied: 0 });
    });
  });

  describe('the application table, prospects and deal memos', () => {
    let tableJob: string;
    let application: string;

    beforeAll(async () => {
      tableJob = await activeJob(production, { media: [] });
      const applied = await once('POST', '/api/application', talentC.token, { jobId: tableJob, talentId: cal });
      expect(applied.status).toBe(201);
      application = applied.body.id as string;
    });

    const act = (member: Member, action: string) =>
      call('PATCH', `/api/application/${application}`, member.token, { action });
    const statusNow = async () => (await call('GET', `/api/application/${application}`, production.token)).body;

    /** Moves the application to a status by allowed steps only. */
    async function bringTo(status: string) {
      let current = await statusNow();
      if (current.archived) {
        await act(production, 'unarchive');
      }
      if ((await call('GET', `/api/application/${application}`, talentC.token)).body.archived) {
        await act(talentC, 'unarchive');
      }
      current = await statusNow();
      if (current.status === 'withdrawn') {
        expect((await call('POST', '/api/application', talentC.token, { jobId: tableJob, talentId: cal })).status).toBe(
          201,
        );
      } else if (current.status === 'accepted') {
        await act(production, 'deny');
        await act(production, 'restore');
      } else if (current.status === 'denied') {
        await act(production, 'restore');
      }
      const step: Record<string, [Member, string] | undefined> = {
        pending: undefined,
        accepted: [production, 'accept'],
        denied: [production, 'deny'],
        withdrawn: [talentC, 'unapply'],
      };
      const [member, action] = step[status] ?? [];
      if (member && action) {
        expect((await act(member, action)).status).toBe(200);
      }
      expect((await statusNow()).status).toBe(status);
    }

    const statuses = ['pending', 'accepted', 'denied', 'withdrawn'];
    const expected: Record<string, Record<string, Record<'applicant' | 'owner', string | null>>> = {
      unapply: { pending: { applicant: 'withdrawn', owner: null } },
      accept: { pending: { applicant: null, owner: 'accepted' } },
      deny: { pending: { applicant: null, owner: 'denied' }, accepted: { applicant: null, owner: 'denied' } },
      restore: { denied: { applicant: null, owner: 'pending' } },
      archive: {
        accepted: { applicant: 'archived', owner: 'archived' },
        denied: { applicant: 'archived', owner: 'archived' },
        withdrawn: { applicant: 'archived', owner: 'archived' },
      },
    };
    const rows = statuses.flatMap((from) =>
      Object.keys(expected).flatMap((action) =>
        (['applicant', 'owner'] as const).map(
          (by) => [from, action, by, expected[action][from]?.[by] ?? null] as const,
        ),
      ),
    );

    it.each(rows)('%s: %s by the %s gives %s', async (from, action, by, to) => {
      await bringTo(from);
      const member = by === 'owner' ? production : talentC;
      const result = await act(member, action);
      if (to === null) {
        expect(result).toMatchObject({
          status: 409,
          body: { code: 'invalidApplicationTransition', args: [from, action] },
        });
      } else if (to === 'archived') {
        expect(result.body).toMatchObject({ status: from, archived: true });
        // Archived on that side only: gone from its lists, still in the other side's.
        const mine =
          by === 'owner'
            ? (await call('GET', `/api/application/prospects/${tableJob}`, production.token)).body.prospectDtos
            : (await call('GET', '/api/application', talentC.token)).body.data;
        expect(field(mine, 'id')).not.toContain(application);
        expect((await act(member, 'archive')).body.code).toBe('invalidApplicationTransition');
        expect((await act(member, 'unarchive')).body.archived).toBe(false);
      } else {
        expect(result.body.status).toBe(to);
        if (to === 'accepted') {
          expect(result.body.acceptedOn).toEqual(expect.any(String));
        }
        if (to === 'denied') {
          expect(result.body.deniedOn).toEqual(expect.any(String));
        }
      }
    });

    it('shows the owner its prospects by tab, with favourites and counts, and nobody else', async () => {
      await bringTo('pending');
      const favourite = await call('PATCH', `/api/application/${application}`, production.token, { isFavorite: true });
      expect(favourite.body.isFavorite).toBe(true);
      expect(
        (await call('PATCH', `/api/application/${application}`, talentC.token, { isFavorite: true })).body.code,
      ).toBe('notOwner');
      const all = await call('GET', `/api/application/prospects/${tableJob}`, production.token);
      expect(all.body.title).toMatch(/^Lighthouse keeper/);
      expect(all.body.prospectDtos[0]).toMatchObject({
        applicationId: application,
        id: application,
        title: 'Cal Ripken',
        isFavorite: true,
        status: 'pending',
      });
      expect(
        (await call('GET', `/api/application/prospects/${tableJob}?status=accepted`, production.token)).body
          .prospectDtos,
      ).toEqual([]);
      expect(
        (await call('GET', `/api/application/prospects/${tableJob}?favorite=false`, production.token)).body
          .prospectDtos,
      ).toEqual([]);
      await act(production, 'accept');
      const accepted = await call('GET', `/api/application/prospects/${tableJob}?status=accepted`, production.token);
      expect(field(accepted.body.prospectDtos, 'applicationId')).toEqual([application]);
      expect(accepted.body.counts).toEqual({ all: 1, accepted: 1, pending: 0, denied: 0 });
      expect(
        (await call('GET', `/api/application/prospects/${tableJob}?status=maybe`, production.token)).body.code,
      ).toBe('invalidChoice');
      expect((await call('GET', `/api/application/prospects/${tableJob}`, talentC.token)).body.code).toBe(
        'jobNotFound',
      );
      expect((await call('GET', `/api/application/prospects/${randomUUID()}`, production.token)).status).toBe(404);
      expect((await call('GET', `/api/application/${application}`, stranger.token)).status).toBe(404);
      expect((await call('PATCH', `/api/application/${application}`, stranger.token, { action: 'deny' })).status).toBe(
        404,
      );
      expect((await call('GET', '/api/application', stranger.token)).body.data).toEqual([]);
    });

    it('takes a deal memo whose split among the talent and its connected representatives is exactly 100%', async () => {
      await bringTo('pending');
      const memo = (split: Json[]) => ({ dealMemo: { rateType: 'daily', unitRate: 45000, quantity: 3, split } });
      const refusals: [Json[], number, string, string[]][] = [
        [
          [
            { profileType: 'talent', profileId: cal, shareBps: 7000 },
            { profileType: 'representative', profileId: mgmt, shareBps: 2000 },
          ],
          400,
          'splitNotWhole',
          ['9000'],
        ],
        [
          [
            { profileType: 'talent', profileId: cal, shareBps: 8000 },
            { profileType: 'representative', profileId: otherMgmt, shareBps: 2000 },
          ],
          400,
          'splitRecipientNotConnected',
          [otherMgmt],
        ],
        [
          [{ profileType: 'talent', profileId: cal, shareBps: 10001 }],
          400,
          'invalidValue',
          ['dealMemo.split[0].shareBps'],
        ],
      ];
      for (const [split, status, code, args] of refusals) {
        const refused = await call(
          'PATCH',
          `/api/application/status/accept/${application}`,
          production.token,
          memo(split),
        );
        expect({ status: refused.status, code: refused.body.code, args: refused.body.args }).toEqual({
          status,
          code,
          args,
        });
      }
      expect((await statusNow()).status).toBe('pending');
      expect((await call('PATCH', `/api/application/${application}`, talentC.token, memo([]))).body.code).toBe(
        'notOwner',
      );
      const accepted = await call(
        'PATCH',
        `/api/application/status/accept/${application}`,
        production.token,
        memo([
          { profileType: 'talent', profileId: cal, shareBps: 8000 },
          { profileType: 'representative', profileId: mgmt, shareBps: 2000 },
        ]),
      );
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({
        status: 'accepted',
        dealMemo: { rateType: 'daily', unitRate: 45000, quantity: 3, total: 135000, currency: 'USD' },
      });
      expect(accepted.body.dealMemo.split).toEqual([
        { profileType: 'talent', profileId: cal, shareBps: 8000, name: 'Cal Ripken' },
        { profileType: 'representative', profileId: mgmt, shareBps: 2000, name: 'Northstar Management' },
      ]);
      await act(production, 'deny');
      const late = await call('PATCH', `/api/application/${application}`, production.token, memo([]));
      expect(late.body).toMatchObject({ code: 'dealMemoNotAllowed', args: ['denied'] });
    });
  });

  describe('reactions to other services’ events', () => {
    it('denies a completed job’s pending applications exactly once, even when the event comes twice', async () => {
      const closingJob = await activeJob(production, { media: [] });
      const ids: string[] = [];
      for (const [member, talent] of [
        [talentA, ada],
        [talentB, bea],
      ] as const) {
        const applied = await once('POST', '/api/application', member.token, { jobId: closingJob, talentId: talent });
        expect(applied.status).toBe(201);
        ids.push(applied.body.id);
      }
      expect(
        (await call('PATCH', `/api/job/${closingJob}/status`, production.token, { status: 'complete' })).status,
      ).toBe(200);
      for (const [id, member] of [
        [ids[0], talentA],
        [ids[1], talentB],
      ] as const) {
        const denied = await waitFor('the application to be denied', async () => {
          const application = (await call('GET', `/api/application/${id}`, member.token)).body;
          return application.status === 'denied' ? application : undefined;
        });
        expect(denied).toMatchObject({ denialReason: 'jobClosed', deniedOn: expect.any(String) });
      }

      // Deliver the very JobStatusChanged message again, headers (event id) and all.
      const jobMessages = await readTopic(kafka, ProductionsTopics.jobEvents, closingJob, 3);
      const completed = jobMessages.find(
        (message) =>
          message.headers?.['event-type']?.toString() === 'callsheet.productions.v1.JobStatusChanged' &&
          message.value?.toString('latin1').includes('complete'),
      );
      expect(completed).toBeDefined();
      const producer = kafka.producer();
      await producer.connect();
      const [redelivered] = await producer.send({
        topic: ProductionsTopics.jobEvents,
        messages: [{ key: closingJob, value: completed!.value, headers: completed!.headers }],
      });
      await producer.disconnect();
      // Connections handled it (a second denial would be in its outbox), and its outbox is published.
      await waitForConsumerGroup(kafka, 'connections.job-events', ProductionsTopics.jobEvents, [
        offsetAfter(redelivered),
      ]);
      await waitForOutboxPublished(stack.databaseUrls.connections);

      for (const id of ids) {
        const changes = (await readTopic(kafka, ConnectionsTopics.applicationEvents, id, 2))
          .filter((message) => message.headers?.['event-type']?.toString() === ApplicationStatusChangedSchema.typeName)
          .map((message) => fromBinary(ApplicationStatusChangedSchema, message.value!))
          .filter((event) => event.action === 'close');
        expect(changes).toHaveLength(1);
        expect(changes[0]).toMatchObject({
          from: 'pending',
          reason: 'jobClosed',
          application: { status: 'denied', jobId: closingJob },
        });
      }
    });

    it('forgets a published job deleted with its draft production: applying to it answers jobNotFound', async () => {
      const doomedJob = await activeJob(production, { media: [] });
      const before = await once('POST', '/api/application', talentB.token, { jobId: doomedJob, talentId: bea });
      expect(before.status).toBe(201);
      const { productionId } = (await call('GET', `/api/job/${doomedJob}`, production.token)).body;
      for (const status of ['ready', 'draft']) {
        const changed = await call('PATCH', `/api/production/${productionId}/status`, production.token, { status });
        expect(changed.status).toBe(200);
      }
      expect((await call('DELETE', `/api/production/${productionId}`, production.token)).status).toBe(200);
      const after = await once('POST', '/api/application', talentA.token, { jobId: doomedJob, talentId: ada });
      expect(after).toMatchObject({ status: 404, body: { code: 'jobNotFound', args: [doomedJob] } });
    });

    it('archives a deleted talent profile’s connections and withdraws its pending applications', async () => {
      const doomed = await create('/api/talent', talentB, aTalent({ firstName: 'Dora', lastName: 'Doomed' }));
      const connection = await once('POST', '/api/connection', talentB.token, {
        talentId: doomed,
        representativeId: otherMgmt,
        types: ['talentAgent'],
      });
      expect(connection.status).toBe(201);
      const applied = await call('POST', '/api/application', talentB.token, {
        jobId: job,
        talentId: doomed,
        preScreen,
      });
      expect(applied.status).toBe(201);
      expect((await call('DELETE', `/api/talent/${doomed}`, talentB.token)).status).toBe(200);
      const archived = await waitFor('the connection to be archived', async () => {
        const pending = (await call('GET', `/api/connection/pending/${doomed}`, otherManager.token)).body.data;
        return pending.length === 0 ? true : undefined;
      });
      expect(archived).toBe(true);
      const withdrawn = (await call('GET', `/api/application/${applied.body.id}`, production.token)).body;
      expect(withdrawn).toMatchObject({ status: 'withdrawn', denialReason: 'talentProfileDeleted', archived: true });
      expect(
        field((await call('GET', '/api/application/status/pending', talentB.token)).body.data, 'id'),
      ).not.toContain(applied.body.id);
    });

    const preScreen = { headshotPhotoId: randomUUID(), coverLetter: 'Dear casting,' };
  });
});

import { ConnectionsErrorCode, ConnectionsTopics } from '@callsheet/contracts';
import { uuid7 } from '@callsheet/kernel';
import { refusalOf, sharedTestApp } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import { ApplicationRepository } from '../src/application/application.repository.js';
import { ApplyCommand } from '../src/application/commands/apply/apply.command.js';
import type { ApplyInput } from '../src/application/domain/apply.rules.js';
import {
  type ApplicationUpdate,
  UpdateApplicationCommand,
} from '../src/application/commands/update-application/update-application.command.js';
import { GetApplicationQuery } from '../src/application/queries/get-application/get-application.query.js';
import { ListApplicationsQuery } from '../src/application/queries/list-applications/list-applications.query.js';
import { ListProspectsQuery } from '../src/application/queries/list-prospects/list-prospects.query.js';
import { ReplicaRepository } from '../src/replica/replica.repository.js';
import {
  aConnection,
  aJob,
  anApplication,
  aRepresentative,
  aTalent,
  daysFromToday,
  eventsMentioning,
  eventTypes,
  newAccount,
  publishedEvents,
} from './connections-fixtures.js';
import { startConnectionsTestApp } from './connections-test-app.js';

const harness = sharedTestApp(startConnectionsTestApp);

const TOPIC = ConnectionsTopics.applicationEvents;

function applicationRow(id: string) {
  return harness.db.application.findUnique({ where: { id } });
}

function update(accountId: string, id: string, change: ApplicationUpdate) {
  return harness.execute(new UpdateApplicationCommand(accountId, id, change));
}

/** A pending application of a new talent to a new job. */
async function aPendingApplication() {
  const talent = await aTalent(harness);
  const job = await aJob(harness);
  const application = await anApplication(harness, talent, job);
  return { talent, job, application };
}

describe('ApplyCommand', () => {
  it('saves the talent’s own pending application and publishes ApplicationSubmitted with what payments needs', async () => {
    const talent = await aTalent(harness, {
      displayName: 'Grace Hopper',
      minor: true,
      trustAccount: true,
      birthDate: '2014-05-09',
    });
    const job = await aJob(harness, { preScreenMedia: ['headshot', 'videoReel'], workState: 'NY' });
    const headshot = randomUUID();

    const application = await anApplication(harness, talent, job, {
      preScreen: { headshotPhotoId: headshot, videoReelUrl: 'https://reels.example.com/grace' },
      message: ' Available all month. ',
    });

    expect(await applicationRow(application.id)).toMatchObject({
      jobId: job.id,
      jobAccountId: job.accountId,
      talentId: talent.id,
      talentAccountId: talent.accountId,
      applicantAccountId: talent.accountId,
      representativeId: null,
      appliedAs: 'talent',
      status: 'pending',
      isFavorite: false,
      preScreen: { headshotPhotoId: headshot, videoReelUrl: 'https://reels.example.com/grace' },
      message: 'Available all month.',
      dealMemo: null,
    });
    expect(await publishedEvents(harness, application.id)).toEqual([
      {
        topic: TOPIC,
        type: 'ApplicationSubmitted',
        payload: {
          application: {
            applicationId: application.id,
            jobId: job.id,
            jobAccountId: job.accountId,
            talentId: talent.id,
            talentAccountId: talent.accountId,
            applicantAccountId: talent.accountId,
            status: 'pending',
            talentMinor: true,
            talentTrustAccount: true,
            jobTitle: 'Lighthouse keeper',
            talentName: 'Grace Hopper',
            jobWorkState: 'NY',
            talentBirthDate: '2014-05-09',
          },
        },
      },
    ]);
  });

  it('lets a representative apply for a talent it is actively connected to', async () => {
    const talent = await aTalent(harness);
    const agent = await aRepresentative(harness);
    await aConnection(harness, talent, agent, 'active');
    const job = await aJob(harness);

    const application = await harness.execute(
      new ApplyCommand(agent.accountId, { jobId: job.id, talentId: talent.id, representativeId: agent.id }),
    );

    expect(await applicationRow(application.id)).toMatchObject({
      applicantAccountId: agent.accountId,
      talentAccountId: talent.accountId,
      representativeId: agent.id,
      appliedAs: 'representative',
      status: 'pending',
    });
    expect(await eventTypes(harness, application.id)).toEqual(['ApplicationSubmitted']);
  });

  it('reopens a withdrawn application (the same row) and publishes the step back to pending', async () => {
    const { talent, job, application } = await aPendingApplication();
    await update(talent.accountId, application.id, { action: 'unapply' });

    const reopened = await anApplication(harness, talent, job, { message: 'Second thoughts.' });

    expect(reopened.id).toBe(application.id);
    expect(await applicationRow(application.id)).toMatchObject({ status: 'pending', message: 'Second thoughts.' });
    expect(await harness.db.application.count({ where: { talentId: talent.id } })).toBe(1);
    const events = await publishedEvents(harness, application.id);
    expect(events.map((event) => event.type)).toEqual([
      'ApplicationSubmitted',
      'ApplicationStatusChanged',
      'ApplicationStatusChanged',
    ]);
    expect(events[2].payload).toMatchObject({ from: 'withdrawn', action: 'apply', application: { status: 'pending' } });
  });

  /** Each refusal of the apply table (apply.rules.ts), in its order, on facts made for it. */
  type Facts = {
    accountId: string;
    input: ApplyInput & { jobId: string; talentId: string; representativeId?: string };
  };
  const refusals: [string, () => Promise<Facts>, string, string[]][] = [
    [
      'a job it does not know',
      async () => {
        const talent = await aTalent(harness);
        return { accountId: talent.accountId, input: { jobId: randomUUID(), talentId: talent.id } };
      },
      ConnectionsErrorCode.JobNotFound,
      ['JOB'],
    ],
    [
      'a job that is not active',
      async () => {
        const talent = await aTalent(harness);
        const job = await aJob(harness, { status: 'ready' });
        return { accountId: talent.accountId, input: { jobId: job.id, talentId: talent.id } };
      },
      ConnectionsErrorCode.JobNotOpen,
      ['ready'],
    ],
    [
      'a job past its expiry',
      async () => {
        const talent = await aTalent(harness);
        const job = await aJob(harness, { expiresOn: daysFromToday(-1) });
        return { accountId: talent.accountId, input: { jobId: job.id, talentId: talent.id } };
      },
      ConnectionsErrorCode.JobNotOpen,
      ['expired'],
    ],
    [
      'a talent it does not know',
      async () => {
        const job = await aJob(harness);
        return { accountId: newAccount(), input: { jobId: job.id, talentId: randomUUID() } };
      },
      ConnectionsErrorCode.ProfileNotFound,
      ['TALENT'],
    ],
    [
      "another account's talent without a representative",
      async () => {
        const talent = await aTalent(harness);
        const job = await aJob(harness);
        return { accountId: newAccount(), input: { jobId: job.id, talentId: talent.id } };
      },
      ConnectionsErrorCode.NotOwner,
      [],
    ],
    [
      "another account's representative profile",
      async () => {
        const talent = await aTalent(harness);
        const agent = await aRepresentative(harness);
        const job = await aJob(harness);
        return {
          accountId: talent.accountId,
          input: { jobId: job.id, talentId: talent.id, representativeId: agent.id },
        };
      },
      ConnectionsErrorCode.NotOwner,
      ['REPRESENTATIVE'],
    ],
    [
      'a representative not connected to the talent',
      async () => {
        const talent = await aTalent(harness);
        const agent = await aRepresentative(harness);
        await aConnection(harness, talent, agent, 'pending');
        const job = await aJob(harness);
        return {
          accountId: agent.accountId,
          input: { jobId: job.id, talentId: talent.id, representativeId: agent.id },
        };
      },
      ConnectionsErrorCode.NotConnected,
      ['REPRESENTATIVE'],
    ],
    [
      'a job of its own account',
      async () => {
        const talent = await aTalent(harness);
        const job = await aJob(harness, { accountId: talent.accountId });
        return { accountId: talent.accountId, input: { jobId: job.id, talentId: talent.id } };
      },
      ConnectionsErrorCode.OwnJob,
      [],
    ],
    [
      'a minor applying to a role flagged for nudity',
      async () => {
        const talent = await aTalent(harness, { minor: true });
        const job = await aJob(harness, { nudity: true });
        return {
          accountId: talent.accountId,
          input: { jobId: job.id, talentId: talent.id, preScreen: { nudityAcknowledged: true } },
        };
      },
      ConnectionsErrorCode.MinorNudityRole,
      [],
    ],
    [
      'a pre-screen without the headshot asked for',
      async () => {
        const talent = await aTalent(harness);
        const job = await aJob(harness, { preScreenMedia: ['headshot', 'coverLetter'] });
        return {
          accountId: talent.accountId,
          input: { jobId: job.id, talentId: talent.id, preScreen: { coverLetter: 'Hi' } },
        };
      },
      ConnectionsErrorCode.PreScreenRequired,
      ['headshot'],
    ],
    [
      'a nudity role not acknowledged',
      async () => {
        const talent = await aTalent(harness);
        const job = await aJob(harness, { nudity: true });
        return { accountId: talent.accountId, input: { jobId: job.id, talentId: talent.id } };
      },
      ConnectionsErrorCode.PreScreenRequired,
      ['nudityAcknowledged'],
    ],
    [
      'a reel that is not an https link',
      async () => {
        const talent = await aTalent(harness);
        const job = await aJob(harness);
        return {
          accountId: talent.accountId,
          input: { jobId: job.id, talentId: talent.id, preScreen: { videoReelUrl: 'http://reels.example.com/a' } },
        };
      },
      ConnectionsErrorCode.InvalidValue,
      ['preScreen.videoReelUrl'],
    ],
  ];

  it.each(refusals)('refuses %s and writes nothing', async (_case, facts, code, args) => {
    const { accountId, input } = await facts();
    const eventsBefore = await eventsMentioning(harness, input.talentId);
    const refusal = await refusalOf(harness.execute(new ApplyCommand(accountId, input)));
    // Args that name a record are written by role: JOB, TALENT, REPRESENTATIVE stand for the ids sent.
    const ids: Record<string, string | undefined> = {
      JOB: input.jobId,
      TALENT: input.talentId,
      REPRESENTATIVE: input.representativeId,
    };
    const expected = args.map((arg) => ids[arg] ?? arg);
    expect(refusal).toEqual({ code, args: expected });
    expect(await harness.db.application.count({ where: { talentId: input.talentId } })).toBe(0);
    expect(await eventsMentioning(harness, input.talentId)).toBe(eventsBefore);
  });

  it('refuses a second application of the talent to the job (alreadyApplied, with the talent’s name)', async () => {
    const talent = await aTalent(harness, { displayName: 'Ada Lovelace' });
    const job = await aJob(harness);
    const first = await anApplication(harness, talent, job);
    expect(await refusalOf(anApplication(harness, talent, job))).toEqual({
      code: ConnectionsErrorCode.AlreadyApplied,
      args: ['Ada Lovelace'],
    });
    expect(await harness.db.application.count({ where: { talentId: talent.id } })).toBe(1);
    expect(await eventTypes(harness, first.id)).toEqual(['ApplicationSubmitted']);
  });

  it('lets exactly one of simultaneous identical applications through (the job and talent key decides)', async () => {
    const talent = await aTalent(harness);
    const job = await aJob(harness);
    const outcomes = await Promise.allSettled([
      anApplication(harness, talent, job),
      anApplication(harness, talent, job),
      anApplication(harness, talent, job),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((each) => each.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({ code: ConnectionsErrorCode.AlreadyApplied });
    }
    expect(await eventsMentioning(harness, talent.id)).toBe(1);
  });

  it('re-reads the job under its row lock: a job closed since it was checked takes no application', async () => {
    const talent = await aTalent(harness);
    const job = await aJob(harness, { status: 'complete' });
    const outcome = await harness.app.get(ApplicationRepository).apply({
      id: uuid7(),
      jobId: job.id,
      jobAccountId: job.accountId,
      talentId: talent.id,
      talentAccountId: talent.accountId,
      applicantAccountId: talent.accountId,
      appliedAs: 'talent',
      preScreen: {},
    });
    expect(outcome).toEqual({ kind: 'jobNotOpen', status: 'complete' });
    expect(await harness.db.application.count({ where: { talentId: talent.id } })).toBe(0);
  });
});

describe('UpdateApplicationCommand', () => {
  it('accepts as the job owner: accepted at, ApplicationStatusChanged', async () => {
    const { job, application } = await aPendingApplication();
    const accepted = await update(job.accountId, application.id, { action: 'accept' });
    expect(accepted.status).toBe('accepted');
    const row = await applicationRow(application.id);
    expect(row).toMatchObject({ status: 'accepted', deniedAt: null, denialReason: null });
    expect(row?.acceptedAt).toBeInstanceOf(Date);
    expect((await publishedEvents(harness, application.id)).at(-1)).toMatchObject({
      topic: TOPIC,
      type: 'ApplicationStatusChanged',
      payload: {
        from: 'pending',
        action: 'accept',
        application: { applicationId: application.id, status: 'accepted' },
      },
    });
  });

  it('denies with a reason, and restores: the reason is published, then cleared', async () => {
    const { job, application } = await aPendingApplication();
    await update(job.accountId, application.id, { action: 'deny', reason: ' Role recast. ' });
    expect(await applicationRow(application.id)).toMatchObject({ status: 'denied', denialReason: 'Role recast.' });
    await update(job.accountId, application.id, { action: 'restore' });
    expect(await applicationRow(application.id)).toMatchObject({
      status: 'pending',
      deniedAt: null,
      denialReason: null,
    });
    const events = await publishedEvents(harness, application.id);
    expect(events.slice(1).map((event) => event.payload)).toMatchObject([
      { from: 'pending', action: 'deny', reason: 'Role recast.', application: { status: 'denied' } },
      { from: 'denied', action: 'restore', application: { status: 'pending' } },
    ]);
  });

  it('archives for one side only, and unarchives', async () => {
    const { talent, job, application } = await aPendingApplication();
    await update(job.accountId, application.id, { action: 'deny' });
    await update(talent.accountId, application.id, { action: 'archive' });
    const archived = await applicationRow(application.id);
    expect(archived?.applicantArchivedAt).toBeInstanceOf(Date);
    expect(archived?.ownerArchivedAt).toBeNull();
    await update(talent.accountId, application.id, { action: 'unarchive' });
    expect(await applicationRow(application.id)).toMatchObject({ applicantArchivedAt: null, status: 'denied' });
    // Archiving moves no status: no event beyond the denial.
    expect(await eventTypes(harness, application.id)).toEqual(['ApplicationSubmitted', 'ApplicationStatusChanged']);
  });

  it('accepts with a deal memo split with a connected representative: both events, the shares with their accounts', async () => {
    const talent = await aTalent(harness);
    const agent = await aRepresentative(harness);
    await aConnection(harness, talent, agent, 'active');
    const job = await aJob(harness);
    const application = await anApplication(harness, talent, job);

    await update(job.accountId, application.id, {
      action: 'accept',
      isFavorite: true,
      dealMemo: {
        rateType: 'daily',
        unitRate: 50_000,
        quantity: 3,
        split: [
          { profileType: 'talent', profileId: talent.id, shareBps: 9_000 },
          { profileType: 'representative', profileId: agent.id, shareBps: 1_000 },
        ],
      },
    });

    expect(await applicationRow(application.id)).toMatchObject({
      status: 'accepted',
      isFavorite: true,
      dealMemo: {
        rateType: 'daily',
        unitRate: 50_000,
        quantity: 3,
        currency: 'USD',
        split: [
          { profileType: 'talent', profileId: talent.id, shareBps: 9_000 },
          { profileType: 'representative', profileId: agent.id, shareBps: 1_000 },
        ],
      },
    });
    const events = await publishedEvents(harness, application.id);
    expect(events.map((event) => event.type)).toEqual([
      'ApplicationSubmitted',
      'ApplicationStatusChanged',
      'ApplicationDealMemoSet',
    ]);
    expect(events[2].payload).toMatchObject({
      application: {
        status: 'accepted',
        dealMemo: {
          rateType: 'daily',
          unitRate: 50_000,
          quantity: 3,
          currency: 'USD',
          total: 150_000,
          split: [
            { profileType: 'talent', profileId: talent.id, shareBps: 9_000, accountId: talent.accountId },
            { profileType: 'representative', profileId: agent.id, shareBps: 1_000, accountId: agent.accountId },
          ],
        },
      },
    });
  });

  it('lets the applicant unapply: withdrawn, published with the step', async () => {
    const { talent, application } = await aPendingApplication();
    await update(talent.accountId, application.id, { action: 'unapply' });
    expect(await applicationRow(application.id)).toMatchObject({ status: 'withdrawn' });
    expect((await publishedEvents(harness, application.id)).at(-1)?.payload).toMatchObject({
      from: 'pending',
      action: 'unapply',
    });
  });

  /** Each refusal of an update, by whom, on a pending application unless it says otherwise. */
  const refusals: [string, 'owner' | 'applicant', ApplicationUpdate, string, string[], string?][] = [
    ['nothing asked', 'owner', {}, ConnectionsErrorCode.Required, ['action']],
    [
      'an action outside the table',
      'owner',
      { action: 'promote' },
      ConnectionsErrorCode.InvalidChoice,
      ['action', 'promote'],
    ],
    [
      'a reason without a denial',
      'owner',
      { action: 'accept', reason: 'Great' },
      ConnectionsErrorCode.InvalidValue,
      ['reason'],
    ],
    [
      'the applicant accepting',
      'applicant',
      { action: 'accept' },
      ConnectionsErrorCode.InvalidApplicationTransition,
      ['pending', 'accept'],
    ],
    [
      'archiving a pending application',
      'owner',
      { action: 'archive' },
      ConnectionsErrorCode.InvalidApplicationTransition,
      ['pending', 'archive'],
    ],
    ['the applicant marking a favourite', 'applicant', { isFavorite: true }, ConnectionsErrorCode.NotOwner, []],
    [
      'a deal memo on a denied application',
      'owner',
      { dealMemo: { rateType: 'fixed', unitRate: 100 } },
      ConnectionsErrorCode.DealMemoNotAllowed,
      ['denied'],
      'denied',
    ],
    [
      'a split that does not add up to 100 %',
      'owner',
      {
        dealMemo: {
          rateType: 'fixed',
          unitRate: 100,
          split: [{ profileType: 'talent', profileId: 'TALENT', shareBps: 9_000 }],
        },
      },
      ConnectionsErrorCode.SplitNotWhole,
      ['9000'],
    ],
    [
      'a split with a representative not connected to the talent',
      'owner',
      {
        dealMemo: {
          rateType: 'fixed',
          unitRate: 100,
          split: [
            { profileType: 'talent', profileId: 'TALENT', shareBps: 5_000 },
            { profileType: 'representative', profileId: '0190a0a0-0000-7000-8000-000000000003', shareBps: 5_000 },
          ],
        },
      },
      ConnectionsErrorCode.SplitRecipientNotConnected,
      ['0190a0a0-0000-7000-8000-000000000003'],
    ],
  ];

  it.each(refusals)('refuses %s and changes nothing', async (_case, side, asked, code, args, status = 'pending') => {
    const { talent, job, application } = await aPendingApplication();
    if (status === 'denied') {
      await update(job.accountId, application.id, { action: 'deny' });
    }
    const before = await applicationRow(application.id);
    const events = await eventTypes(harness, application.id);
    // The talent's share names the application's talent, known only now.
    const change = JSON.parse(JSON.stringify(asked).replaceAll('TALENT', talent.id)) as ApplicationUpdate;
    const accountId = side === 'owner' ? job.accountId : talent.accountId;

    expect(await refusalOf(update(accountId, application.id, change))).toEqual({ code, args });
    expect(await applicationRow(application.id)).toEqual(before);
    expect(await eventTypes(harness, application.id)).toEqual(events);
  });

  it('answers applicationNotFound to an account that is no party to it', async () => {
    const { application } = await aPendingApplication();
    expect(await refusalOf(update(newAccount(), application.id, { action: 'accept' }))).toEqual({
      code: ConnectionsErrorCode.ApplicationNotFound,
      args: [application.id],
    });
    expect(await refusalOf(harness.ask(new GetApplicationQuery(newAccount(), application.id)))).toEqual({
      code: ConnectionsErrorCode.ApplicationNotFound,
      args: [application.id],
    });
    expect(await applicationRow(application.id)).toMatchObject({ status: 'pending' });
  });

  it('lets one of two simultaneous decisions win and refuses the other, naming the status that won', async () => {
    const { job, application } = await aPendingApplication();
    const outcomes = await Promise.allSettled([
      update(job.accountId, application.id, { action: 'accept' }),
      update(job.accountId, application.id, { action: 'accept' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      code: ConnectionsErrorCode.InvalidApplicationTransition,
      args: ['accepted', 'accept'],
    });
    expect(await eventTypes(harness, application.id)).toEqual(['ApplicationSubmitted', 'ApplicationStatusChanged']);
  });
});

describe('applications and prospects', () => {
  it('lists the applicant’s applications by status and by its own archive', async () => {
    const talent = await aTalent(harness);
    const [jobA, jobB, jobC] = [await aJob(harness), await aJob(harness), await aJob(harness)];
    const pending = await anApplication(harness, talent, jobA);
    const denied = await anApplication(harness, talent, jobB);
    const archived = await anApplication(harness, talent, jobC);
    await update(jobB.accountId, denied.id, { action: 'deny' });
    await update(jobC.accountId, archived.id, { action: 'deny' });
    await update(talent.accountId, archived.id, { action: 'archive' });
    const ids = async (status: string | undefined, isArchived: boolean) =>
      (await harness.ask(new ListApplicationsQuery(talent.accountId, status, isArchived, { limit: 10 }))).data.map(
        (application) => application.id,
      );

    expect(await ids(undefined, false)).toEqual([pending.id, denied.id].sort().reverse());
    expect(await ids('denied', false)).toEqual([denied.id]);
    expect(await ids(undefined, true)).toEqual([archived.id]);
    expect(await refusalOf(ids('lost', false))).toEqual({
      code: ConnectionsErrorCode.InvalidChoice,
      args: ['status', 'lost'],
    });
  });

  it("shows a job's owner its prospects by tab, favourite and archive, with each tab's count", async () => {
    const job = await aJob(harness);
    const talents = [await aTalent(harness), await aTalent(harness), await aTalent(harness), await aTalent(harness)];
    const [pending, accepted, denied, withdrawn] = await Promise.all(
      talents.map((talent) => anApplication(harness, talent, job)),
    );
    await update(job.accountId, accepted.id, { action: 'accept', isFavorite: true });
    await update(job.accountId, denied.id, { action: 'deny' });
    await update(talents[3].accountId, withdrawn.id, { action: 'unapply' });
    const prospects = (status: string | undefined, favorite?: boolean) =>
      harness.ask(new ListProspectsQuery(job.accountId, job.id, status, favorite, false, { limit: 10 }));
    const ids = async (status: string | undefined, favorite?: boolean) =>
      (await prospects(status, favorite)).page.data.map((application) => application.id);

    const all = await prospects(undefined);
    expect(all.counts).toEqual({ all: 3, accepted: 1, pending: 1, denied: 1 });
    expect(all.job).toMatchObject({ id: job.id, roleName: 'Lighthouse keeper' });
    expect(all.page.data.map((application) => application.id)).toEqual(
      [pending.id, accepted.id, denied.id].sort().reverse(),
    );
    expect(await ids('accepted')).toEqual([accepted.id]);
    expect(await ids('all', true)).toEqual([accepted.id]);
    expect(await ids('all', false)).toEqual([pending.id, denied.id].sort().reverse());

    await update(job.accountId, denied.id, { action: 'archive' });
    expect((await prospects('all')).counts).toEqual({ all: 2, accepted: 1, pending: 1, denied: 0 });
    expect(
      (
        await harness.ask(new ListProspectsQuery(job.accountId, job.id, 'denied', undefined, true, { limit: 10 }))
      ).page.data.map((application) => application.id),
    ).toEqual([denied.id]);
  });

  it("answers jobNotFound for another account's job, an unknown job and a deleted one", async () => {
    const job = await aJob(harness);
    const gone = await aJob(harness);
    await harness.app.get(ReplicaRepository).markJobDeleted(harness.db, gone.id);
    const unknown = randomUUID();
    for (const [accountId, jobId] of [
      [newAccount(), job.id],
      [job.accountId, unknown],
      [gone.accountId, gone.id],
    ]) {
      expect(
        await refusalOf(
          harness.ask(new ListProspectsQuery(accountId, jobId, undefined, undefined, false, { limit: 10 })),
        ),
      ).toEqual({ code: ConnectionsErrorCode.JobNotFound, args: [jobId] });
    }
  });
});

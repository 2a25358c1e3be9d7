import {
  ConnectionsTopics,
  JobStatusChangedSchema,
  ProductionsTopics,
  ProfilesTopics,
  RepresentativeProfileDeletedSchema,
  TalentProfileDeletedSchema,
} from '@callsheet/contracts';
import { outgoingEvent, uuid7 } from '@callsheet/kernel';
import { sharedTestApp } from '@callsheet/testing';
import { ApplyCommand } from '../src/application/commands/apply/apply.command.js';
import { UpdateApplicationCommand } from '../src/application/commands/update-application/update-application.command.js';
import { ChangeConnectionCommand } from '../src/connection/commands/change-connection/change-connection.command.js';
import type { JobCopy, RepresentativeCopy, TalentCopy } from '../src/replica/replica.repository.js';
import {
  aConnection,
  aJob,
  anApplication,
  aRepresentative,
  aTalent,
  eventTypes,
  publishedEvents,
} from './connections-fixtures.js';
import { startFedConnectionsTestApp } from './connections-test-app.js';

// What upstream changes do here (replica/domain/upstream-changes.ts): real events published over Kafka
// to the service's handlers through the kernel's idempotent consumer, then the rows and the outbox read.
// Each effect happens once, whether the same event comes twice or another event says the same again.

const harness = sharedTestApp(startFedConnectionsTestApp);

function jobStatusChanged(job: JobCopy, to: string) {
  return outgoingEvent(ProductionsTopics.jobEvents, job.id, JobStatusChangedSchema, {
    jobId: job.id,
    projectId: job.projectId,
    productionId: job.productionId,
    accountId: job.accountId,
    from: job.status,
    to,
    summary: { roleName: job.roleName, status: to, preScreen: { media: job.preScreenMedia, nudity: job.nudity } },
  });
}

function talentDeleted(talent: TalentCopy) {
  return outgoingEvent(ProfilesTopics.talentEvents, talent.id, TalentProfileDeletedSchema, {
    talentId: talent.id,
    accountId: talent.accountId,
  });
}

function representativeDeleted(representative: RepresentativeCopy) {
  return outgoingEvent(ProfilesTopics.representativeEvents, representative.id, RepresentativeProfileDeletedSchema, {
    representativeId: representative.id,
    accountId: representative.accountId,
  });
}

function applicationRow(id: string) {
  return harness.db.application.findUniqueOrThrow({ where: { id } });
}

function connectionRow(id: string) {
  return harness.db.connection.findUniqueOrThrow({ where: { id } });
}

describe('a job completed or archived', () => {
  it.each(['complete', 'archived'])(
    'becoming %s denies its pending applications (jobClosed), once, and leaves decided ones',
    async (status) => {
      const job = await aJob(harness);
      const [first, second, decided] = [await aTalent(harness), await aTalent(harness), await aTalent(harness)];
      const pending = [await anApplication(harness, first, job), await anApplication(harness, second, job)];
      const accepted = await anApplication(harness, decided, job);
      await harness.execute(new UpdateApplicationCommand(job.accountId, accepted.id, { action: 'accept' }));
      const eventId = uuid7();

      expect(await harness.feed.deliver(jobStatusChanged(job, status), eventId)).toBe('processed');

      expect(await harness.db.jobRef.findUnique({ where: { id: job.id } })).toMatchObject({ status });
      for (const application of pending) {
        const row = await applicationRow(application.id);
        expect(row).toMatchObject({ status: 'denied', denialReason: 'jobClosed' });
        expect(row.deniedAt).toBeInstanceOf(Date);
        expect((await publishedEvents(harness, application.id)).slice(1)).toMatchObject([
          {
            topic: ConnectionsTopics.applicationEvents,
            type: 'ApplicationStatusChanged',
            payload: {
              application: { applicationId: application.id, status: 'denied' },
              from: 'pending',
              action: 'close',
              reason: 'jobClosed',
            },
          },
        ]);
      }
      expect(await applicationRow(accepted.id)).toMatchObject({ status: 'accepted', denialReason: null });
      expect(await eventTypes(harness, accepted.id)).toEqual(['ApplicationSubmitted', 'ApplicationStatusChanged']);

      // The same event again, and another event saying the same: nothing more happens.
      expect(await harness.feed.deliver(jobStatusChanged(job, status), eventId)).toBe('duplicate');
      expect(await harness.feed.deliver(jobStatusChanged({ ...job, status }, status))).toBe('processed');
      for (const application of pending) {
        expect(await eventTypes(harness, application.id)).toEqual(['ApplicationSubmitted', 'ApplicationStatusChanged']);
      }
    },
  );

  it('denies nothing when a job only goes back to ready', async () => {
    const job = await aJob(harness);
    const application = await anApplication(harness, await aTalent(harness), job);
    await harness.feed.deliver(jobStatusChanged(job, 'ready'));
    expect(await harness.db.jobRef.findUnique({ where: { id: job.id } })).toMatchObject({ status: 'ready' });
    expect(await applicationRow(application.id)).toMatchObject({ status: 'pending' });
    expect(await eventTypes(harness, application.id)).toEqual(['ApplicationSubmitted']);
  });
});

describe('a talent profile deleted', () => {
  it('archives its live connections, withdraws and archives its pending applications, once', async () => {
    const talent = await aTalent(harness);
    const [agent, manager, former] = [
      await aRepresentative(harness),
      await aRepresentative(harness),
      await aRepresentative(harness),
    ];
    const active = await aConnection(harness, talent, agent, 'active');
    const pending = await aConnection(harness, talent, manager);
    const rejected = await aConnection(harness, talent, former);
    await harness.execute(new ChangeConnectionCommand(former.accountId, rejected.id, 'reject'));
    const [openJob, decidedJob] = [await aJob(harness), await aJob(harness)];
    const open = await anApplication(harness, talent, openJob);
    const decided = await anApplication(harness, talent, decidedJob);
    await harness.execute(new UpdateApplicationCommand(decidedJob.accountId, decided.id, { action: 'accept' }));
    const eventId = uuid7();

    expect(await harness.feed.deliver(talentDeleted(talent), eventId)).toBe('processed');

    expect((await harness.db.talentRef.findUnique({ where: { id: talent.id } }))?.deletedAt).toBeInstanceOf(Date);
    for (const [connection, from] of [
      [active, 'active'],
      [pending, 'pending'],
    ] as const) {
      expect(await connectionRow(connection.id)).toMatchObject({
        status: 'archived',
        endedReason: 'talentProfileDeleted',
      });
      expect((await publishedEvents(harness, connection.id)).at(-1)).toMatchObject({
        topic: ConnectionsTopics.connectionEvents,
        type: 'ConnectionStatusChanged',
        payload: {
          connection: { connectionId: connection.id, status: 'archived' },
          from,
          action: 'archive',
          reason: 'talentProfileDeleted',
        },
      });
    }
    expect(await connectionRow(rejected.id)).toMatchObject({ status: 'rejected', endedReason: null });

    const withdrawn = await applicationRow(open.id);
    expect(withdrawn).toMatchObject({ status: 'withdrawn', denialReason: 'talentProfileDeleted' });
    expect(withdrawn.applicantArchivedAt).toBeInstanceOf(Date);
    expect(withdrawn.ownerArchivedAt).toBeInstanceOf(Date);
    expect((await publishedEvents(harness, open.id)).at(-1)?.payload).toMatchObject({
      from: 'pending',
      action: 'withdraw',
      reason: 'talentProfileDeleted',
      application: { status: 'withdrawn' },
    });
    expect(await applicationRow(decided.id)).toMatchObject({ status: 'accepted', applicantArchivedAt: null });

    expect(await harness.feed.deliver(talentDeleted(talent), eventId)).toBe('duplicate');
    expect(await harness.feed.deliver(talentDeleted(talent))).toBe('processed');
    expect(await eventTypes(harness, active.id)).toEqual([
      'ConnectionRequested',
      'ConnectionStatusChanged',
      'ConnectionStatusChanged',
    ]);
    expect(await eventTypes(harness, pending.id)).toEqual(['ConnectionRequested', 'ConnectionStatusChanged']);
    expect(await eventTypes(harness, open.id)).toEqual(['ApplicationSubmitted', 'ApplicationStatusChanged']);
  });
});

describe('a representative profile deleted', () => {
  it('archives its live connections once, and leaves the applications it sent', async () => {
    const representative = await aRepresentative(harness);
    const [talent, other] = [await aTalent(harness), await aTalent(harness)];
    const active = await aConnection(harness, talent, representative, 'active');
    const pending = await aConnection(harness, other, representative);
    const job = await aJob(harness);
    const application = await harness.execute(
      new ApplyCommand(representative.accountId, {
        jobId: job.id,
        talentId: talent.id,
        representativeId: representative.id,
      }),
    );
    const eventId = uuid7();

    expect(await harness.feed.deliver(representativeDeleted(representative), eventId)).toBe('processed');

    for (const connection of [active, pending]) {
      expect(await connectionRow(connection.id)).toMatchObject({
        status: 'archived',
        endedReason: 'representativeProfileDeleted',
      });
      expect((await publishedEvents(harness, connection.id)).at(-1)?.payload).toMatchObject({
        action: 'archive',
        reason: 'representativeProfileDeleted',
      });
    }
    expect(await applicationRow(application.id)).toMatchObject({ status: 'pending' });

    expect(await harness.feed.deliver(representativeDeleted(representative), eventId)).toBe('duplicate');
    expect(await eventTypes(harness, pending.id)).toEqual(['ConnectionRequested', 'ConnectionStatusChanged']);
  });
});

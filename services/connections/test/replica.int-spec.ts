import {
  JobCreatedSchema,
  JobDeletedSchema,
  JobStatusChangedSchema,
  JobUpdatedSchema,
  ProductionCreatedSchema,
  ProductionsTopics,
  ProfilesTopics,
  RepresentativeProfileCreatedSchema,
  RepresentativeProfileDeletedSchema,
  RepresentativeProfileUpdatedSchema,
  TalentProfileCreatedSchema,
  TalentProfileDeletedSchema,
  TalentProfileUpdatedSchema,
} from '@callsheet/contracts';
import { outgoingEvent, uuid7 } from '@callsheet/kernel';
import { sharedTestApp } from '@callsheet/testing';
import { ReplicaRepository } from '../src/replica/replica.repository.js';
import { daysFromToday, newAccount } from './connections-fixtures.js';
import { startFedConnectionsTestApp } from './connections-test-app.js';

// The copies of profiles and jobs as profiles' and productions' events make them: each event published
// over Kafka to the service's own handler (through the kernel's idempotent consumer), then the copy read.

const harness = sharedTestApp(startFedConnectionsTestApp);
const replica = () => harness.app.get(ReplicaRepository);

function talentEvent(
  schema: typeof TalentProfileCreatedSchema | typeof TalentProfileUpdatedSchema,
  fields: {
    talentId: string;
    accountId: string;
    displayName: string;
    minor?: boolean;
    trustAccount?: boolean;
    minorBirthDate?: string;
  },
) {
  return outgoingEvent(ProfilesTopics.talentEvents, fields.talentId, schema, fields);
}

function jobSummary(
  status: string,
  overrides: { roleName?: string; media?: string[]; nudity?: boolean; expiresOn?: string; workState?: string } = {},
) {
  return {
    roleName: overrides.roleName ?? 'Lighthouse keeper',
    status,
    preScreen: { media: overrides.media ?? ['headshot'], nudity: overrides.nudity ?? false },
    expiresOn: overrides.expiresOn,
    workState: overrides.workState,
  };
}

describe('talent profiles', () => {
  it('keeps a copy from TalentProfileCreated and follows TalentProfileUpdated', async () => {
    const talentId = uuid7();
    const accountId = newAccount();
    expect(
      await harness.feed.deliver(
        talentEvent(TalentProfileCreatedSchema, {
          talentId,
          accountId,
          displayName: 'Ada Lovelace',
          minor: true,
          minorBirthDate: '2012-12-10',
        }),
      ),
    ).toBe('processed');
    expect(await replica().findTalent(talentId)).toEqual({
      id: talentId,
      accountId,
      displayName: 'Ada Lovelace',
      minor: true,
      trustAccount: false,
      birthDate: '2012-12-10',
      deleted: false,
    });

    // Come of age: no longer a minor, and the birth date no longer kept.
    await harness.feed.deliver(
      talentEvent(TalentProfileUpdatedSchema, {
        talentId,
        accountId,
        displayName: 'Ada King',
        minor: false,
        trustAccount: true,
      }),
    );
    expect(await replica().findTalent(talentId)).toMatchObject({
      displayName: 'Ada King',
      minor: false,
      trustAccount: true,
      birthDate: undefined,
    });
  });

  it('marks a deleted profile: no longer found, still named in lists', async () => {
    const talentId = uuid7();
    const accountId = newAccount();
    await harness.feed.deliver(
      talentEvent(TalentProfileCreatedSchema, { talentId, accountId, displayName: 'Ada Lovelace' }),
    );
    await harness.feed.deliver(
      outgoingEvent(ProfilesTopics.talentEvents, talentId, TalentProfileDeletedSchema, { talentId, accountId }),
    );

    expect(await replica().findTalent(talentId)).toBeUndefined();
    expect((await replica().talentsByIds([talentId])).get(talentId)).toMatchObject({
      displayName: 'Ada Lovelace',
      deleted: true,
    });
  });

  it('keeps a marked copy of a profile deleted before its copy was made', async () => {
    const talentId = uuid7();
    const accountId = newAccount();
    await harness.feed.deliver(
      outgoingEvent(ProfilesTopics.talentEvents, talentId, TalentProfileDeletedSchema, { talentId, accountId }),
    );
    const row = await harness.db.talentRef.findUnique({ where: { id: talentId } });
    expect(row).toMatchObject({ accountId, displayName: '', minor: false });
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('applies a redelivered event once: an old TalentProfileCreated delivered again does not undo the update', async () => {
    const talentId = uuid7();
    const accountId = newAccount();
    const created = talentEvent(TalentProfileCreatedSchema, { talentId, accountId, displayName: 'Ada Lovelace' });
    const createdId = uuid7();
    expect(await harness.feed.deliver(created, createdId)).toBe('processed');
    await harness.feed.deliver(
      talentEvent(TalentProfileUpdatedSchema, { talentId, accountId, displayName: 'Ada King' }),
    );

    expect(await harness.feed.deliver(created, createdId)).toBe('duplicate');

    expect(await replica().findTalent(talentId)).toMatchObject({ displayName: 'Ada King' });
    expect(
      await harness.db.processedEvent.count({ where: { eventId: createdId, consumer: { endsWith: 'talent-events' } } }),
    ).toBe(1);
  });
});

describe('representative profiles', () => {
  it('keeps a copy, follows its updates and marks its deletion', async () => {
    const representativeId = uuid7();
    const accountId = newAccount();
    const topic = ProfilesTopics.representativeEvents;
    await harness.feed.deliver(
      outgoingEvent(topic, representativeId, RepresentativeProfileCreatedSchema, {
        representativeId,
        accountId,
        displayName: 'Bright Talent Agency',
        representationTypes: ['talentAgent'],
      }),
    );
    expect(await replica().findRepresentative(representativeId)).toEqual({
      id: representativeId,
      accountId,
      displayName: 'Bright Talent Agency',
      representationTypes: ['talentAgent'],
      deleted: false,
    });

    await harness.feed.deliver(
      outgoingEvent(topic, representativeId, RepresentativeProfileUpdatedSchema, {
        representativeId,
        accountId,
        displayName: 'Bright & Co',
        representationTypes: ['talentAgent', 'talentManager'],
      }),
    );
    expect(await replica().findRepresentative(representativeId)).toMatchObject({
      displayName: 'Bright & Co',
      representationTypes: ['talentAgent', 'talentManager'],
    });

    await harness.feed.deliver(
      outgoingEvent(topic, representativeId, RepresentativeProfileDeletedSchema, { representativeId, accountId }),
    );
    expect(await replica().findRepresentative(representativeId)).toBeUndefined();
    expect((await replica().representativesByIds([representativeId])).get(representativeId)).toMatchObject({
      displayName: 'Bright & Co',
      deleted: true,
    });
  });
});

describe('jobs', () => {
  function ids() {
    return { jobId: uuid7(), projectId: uuid7(), productionId: uuid7(), accountId: newAccount() };
  }

  it('keeps what applications need from JobCreated, and follows JobUpdated and JobStatusChanged (an expiry removed included)', async () => {
    const job = ids();
    const topic = ProductionsTopics.jobEvents;
    const expiresOn = daysFromToday(30);
    await harness.feed.deliver(
      outgoingEvent(topic, job.jobId, JobCreatedSchema, {
        ...job,
        summary: jobSummary('draft', { expiresOn, workState: 'CA' }),
      }),
    );
    expect(await replica().findJob(job.jobId)).toEqual({
      id: job.jobId,
      accountId: job.accountId,
      productionId: job.productionId,
      projectId: job.projectId,
      roleName: 'Lighthouse keeper',
      status: 'draft',
      preScreenMedia: ['headshot'],
      nudity: false,
      expiresOn,
      workState: 'CA',
      deleted: false,
    });

    await harness.feed.deliver(
      outgoingEvent(topic, job.jobId, JobUpdatedSchema, {
        ...job,
        summary: jobSummary('draft', { roleName: 'Keeper', media: ['headshot', 'coverLetter'], nudity: true }),
      }),
    );
    await harness.feed.deliver(
      outgoingEvent(topic, job.jobId, JobStatusChangedSchema, {
        ...job,
        from: 'draft',
        to: 'ready',
        summary: jobSummary('ready', { roleName: 'Keeper', media: ['headshot', 'coverLetter'], nudity: true }),
      }),
    );
    expect(await replica().findJob(job.jobId)).toMatchObject({
      roleName: 'Keeper',
      status: 'ready',
      preScreenMedia: ['headshot', 'coverLetter'],
      nudity: true,
      expiresOn: undefined,
      workState: undefined,
    });
  });

  it('marks a deleted job: no longer found, still read by id for old applications', async () => {
    const job = ids();
    const topic = ProductionsTopics.jobEvents;
    await harness.feed.deliver(
      outgoingEvent(topic, job.jobId, JobCreatedSchema, { ...job, summary: jobSummary('draft') }),
    );
    await harness.feed.deliver(outgoingEvent(topic, job.jobId, JobDeletedSchema, job));

    expect(await replica().findJob(job.jobId)).toBeUndefined();
    expect((await replica().jobsByIds([job.jobId])).get(job.jobId)).toMatchObject({ status: 'deleted', deleted: true });
  });

  it('writes nothing for the deletion of a job it never knew, and skips events of other types on the topic', async () => {
    const job = ids();
    expect(
      await harness.feed.deliver(outgoingEvent(ProductionsTopics.jobEvents, job.jobId, JobDeletedSchema, job)),
    ).toBe('processed');
    expect(await harness.db.jobRef.findUnique({ where: { id: job.jobId } })).toBeNull();

    expect(
      await harness.feed.deliver(
        outgoingEvent(ProductionsTopics.jobEvents, job.jobId, ProductionCreatedSchema, {
          productionId: job.productionId,
          accountId: job.accountId,
        }),
      ),
    ).toBe('skipped');
  });
});

import {
  closesApplications,
  JOB_CLOSED,
  REPRESENTATIVE_PROFILE_DELETED,
  TALENT_PROFILE_DELETED,
  upstreamEffects,
} from './upstream-changes.js';

describe('closesApplications', () => {
  it('closes on complete and archived, not on the statuses a job takes applications in', () => {
    expect(closesApplications('complete')).toBe(true);
    expect(closesApplications('archived')).toBe(true);
    for (const status of ['draft', 'active', 'inactive', '']) {
      expect(closesApplications(status)).toBe(false);
    }
  });
});

describe('upstreamEffects', () => {
  const job = {
    id: 'job-1',
    accountId: 'account-1',
    productionId: 'production-1',
    projectId: 'project-1',
    roleName: 'Keeper',
    status: 'complete',
    preScreenMedia: [],
    nudity: false,
  };

  it("denies a job's pending applications when it is completed or archived", () => {
    expect(upstreamEffects({ kind: 'jobSaved', job, statusChangedTo: 'complete' })).toEqual([
      { ends: 'pendingApplicationsOfJob', jobId: 'job-1', reason: JOB_CLOSED },
    ]);
    expect(upstreamEffects({ kind: 'jobSaved', job: { ...job, status: 'active' }, statusChangedTo: 'active' })).toEqual(
      [],
    );
  });

  it('ends nothing when a job is saved without a status change, even a closed one', () => {
    expect(upstreamEffects({ kind: 'jobSaved', job })).toEqual([]);
  });

  it("archives a deleted talent profile's live connections, then withdraws its pending applications", () => {
    expect(upstreamEffects({ kind: 'talentDeleted', talentId: 'talent-1', accountId: 'account-1' })).toEqual([
      { ends: 'liveConnections', side: 'talent', profileId: 'talent-1', reason: TALENT_PROFILE_DELETED },
      { ends: 'pendingApplicationsOfTalent', talentId: 'talent-1', reason: TALENT_PROFILE_DELETED },
    ]);
  });

  it("archives a deleted representative profile's live connections", () => {
    const change = { kind: 'representativeDeleted', representativeId: 'rep-1', accountId: 'account-1' } as const;
    expect(upstreamEffects(change)).toEqual([
      { ends: 'liveConnections', side: 'representative', profileId: 'rep-1', reason: REPRESENTATIVE_PROFILE_DELETED },
    ]);
  });

  it('ends nothing for a saved profile or a deleted job', () => {
    const talent = { id: 'talent-1', accountId: 'account-1', displayName: 'Ada', minor: false, trustAccount: false };
    expect(upstreamEffects({ kind: 'talentSaved', talent })).toEqual([]);
    expect(upstreamEffects({ kind: 'jobDeleted', jobId: 'job-1' })).toEqual([]);
  });
});

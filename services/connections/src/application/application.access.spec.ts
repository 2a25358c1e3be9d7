import { describeRefusal } from '@callsheet/testing';
import { ConnectionsErrorCode } from '../connections.errors.js';
import { applicationPartyOf, requireApplicationParty } from './application.access.js';
import type { StoredApplication } from './application.repository.js';

const JOB_ACCOUNT = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4b01';
const APPLICANT_ACCOUNT = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4b02';
const TALENT_ACCOUNT = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4b03';
const STRANGER = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4b04';
const ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4b05';

// A representative's account applied for a talent of another account.
const application = {
  id: ID,
  jobAccountId: JOB_ACCOUNT,
  applicantAccountId: APPLICANT_ACCOUNT,
  talentAccountId: TALENT_ACCOUNT,
} as StoredApplication;

describe('requireApplicationParty', () => {
  it('answers the job’s account as the owner, the applicant’s and the talent’s as the applicant', () => {
    expect(requireApplicationParty(application, JOB_ACCOUNT, ID).party).toBe('owner');
    expect(requireApplicationParty(application, APPLICANT_ACCOUNT, ID).party).toBe('applicant');
    expect(requireApplicationParty(application, TALENT_ACCOUNT, ID).party).toBe('applicant');
  });

  it('answers anyone else applicationNotFound, exactly like a missing application', () => {
    const notFound = { code: ConnectionsErrorCode.ApplicationNotFound, args: [ID] };
    expect(describeRefusal(() => requireApplicationParty(application, STRANGER, ID))).toMatchObject(notFound);
    expect(describeRefusal(() => requireApplicationParty(undefined, STRANGER, ID))).toMatchObject(notFound);
  });

  it('names no party for anyone else', () => {
    expect(applicationPartyOf(application, STRANGER)).toBeUndefined();
    expect(applicationPartyOf(application, JOB_ACCOUNT)).toBe('owner');
  });
});

import { ConnectionsErrorCode, ConnectionsException } from '../../connections.errors.js';
import {
  COVER_LETTER_MAX_LENGTH,
  isBlank,
  MESSAGE_MAX_LENGTH,
  optionalHttpsUrl,
  optionalId,
  optionalText,
  requiredId,
} from '../../common/field-rules.js';

/*
 * Who may apply for whom, and with what (spec sections 5 and 6), checked in this order so the first
 * refusal is the one to fix first:
 *
 * | check                                                        | refusal                 |
 * | ------------------------------------------------------------ | ----------------------- |
 * | the job is known                                             | 404 jobNotFound         |
 * | the job is active and not past its expiry date               | 409 jobNotOpen          |
 * | the talent (and the representative named) are known          | 404 profileNotFound     |
 * | no representative named: the talent is the caller's          | 403 notOwner            |
 * | representative named: it is the caller's                     | 403 notOwner            |
 * | ... and the talent is the caller's or actively connected to it | 403 notConnected      |
 * | the caller does not own the job                              | 409 ownJob              |
 * | a minor does not apply to a role flagged for nudity          | 409 minorNudityRole     |
 * | every medium of the job's pre-screen request is given        | 400 preScreenRequired   |
 * | one application per talent and job (repository, unique key) | 409 alreadyApplied      |
 *
 * Pre-screen media (spec section 3): headshot (one of the talent's photos), video reel and audio
 * reel (https links), cover letter (text); a job flagged for nudity also needs the applicant's
 * acknowledgement. Media given but not asked for are still checked and kept.
 */
export const PRE_SCREEN_MEDIA = ['headshot', 'videoReel', 'audioReel', 'coverLetter'] as const;
export type PreScreenMedium = (typeof PRE_SCREEN_MEDIA)[number];

export interface PreScreenInput {
  headshotPhotoId?: unknown;
  videoReelUrl?: unknown;
  audioReelUrl?: unknown;
  coverLetter?: unknown;
  nudityAcknowledged?: unknown;
}

export interface PreScreenSubmission {
  headshotPhotoId?: string;
  videoReelUrl?: string;
  audioReelUrl?: string;
  coverLetter?: string;
  nudityAcknowledged?: boolean;
}

export interface ApplyInput {
  jobId?: unknown;
  talentId?: unknown;
  representativeId?: unknown;
  preScreen?: PreScreenInput;
  message?: unknown;
}

export interface ApplyRequest {
  jobId: string;
  talentId: string;
  representativeId?: string;
  preScreen: PreScreenSubmission;
  message?: string;
}

export interface JobFacts {
  accountId: string;
  status: string;
  expiresOn?: string;
  preScreenMedia: readonly string[];
  nudity: boolean;
}

export interface TalentFacts {
  id: string;
  accountId: string;
  minor: boolean;
}

/** What the service knows of the job and the profiles when the application is checked. */
export interface ApplyFacts<Job extends JobFacts = JobFacts, Talent extends TalentFacts = TalentFacts> {
  callerAccountId: string;
  /** YYYY-MM-DD in UTC: a job expiring today still takes applications today. */
  today: string;
  job?: Job;
  talent?: Talent;
  representative?: { id: string; accountId: string };
  /** An active connection links the talent and the named representative profile. */
  connected: boolean;
}

export type AppliedAs = 'talent' | 'representative';

export function validateApplyInput(input: ApplyInput): ApplyRequest {
  return {
    jobId: requiredId('jobId', input.jobId),
    talentId: requiredId('talentId', input.talentId),
    representativeId: optionalId('representativeId', input.representativeId),
    preScreen: validatePreScreen(input.preScreen ?? {}),
    message: optionalText('message', input.message, MESSAGE_MAX_LENGTH),
  };
}

function validatePreScreen(input: PreScreenInput): PreScreenSubmission {
  const nudity = input.nudityAcknowledged;
  if (!isBlank(nudity) && typeof nudity !== 'boolean') {
    throw new ConnectionsException(ConnectionsErrorCode.InvalidValue, 'nudityAcknowledged must be true or false.', [
      'preScreen.nudityAcknowledged',
    ]);
  }
  return {
    headshotPhotoId: optionalId('preScreen.headshotPhotoId', input.headshotPhotoId),
    videoReelUrl: optionalHttpsUrl('preScreen.videoReelUrl', input.videoReelUrl),
    audioReelUrl: optionalHttpsUrl('preScreen.audioReelUrl', input.audioReelUrl),
    coverLetter: optionalText('preScreen.coverLetter', input.coverLetter, COVER_LETTER_MAX_LENGTH),
    nudityAcknowledged: nudity === true ? true : undefined,
  };
}

/** Runs the table above (but the last line); answers in whose name the application is made. */
export function checkApplication<Job extends JobFacts, Talent extends TalentFacts>(
  request: ApplyRequest,
  facts: ApplyFacts<Job, Talent>,
): { appliedAs: AppliedAs; job: Job; talent: Talent } {
  const { job, talent, representative } = facts;
  if (!job) {
    throw new ConnectionsException(ConnectionsErrorCode.JobNotFound, `No job ${request.jobId}.`, [request.jobId]);
  }
  if (job.status !== 'active') {
    throw new ConnectionsException(ConnectionsErrorCode.JobNotOpen, 'This job is not taking applications.', [
      job.status,
    ]);
  }
  if (job.expiresOn && job.expiresOn < facts.today) {
    throw new ConnectionsException(ConnectionsErrorCode.JobNotOpen, 'This job listing has expired.', ['expired']);
  }
  if (!talent) {
    throw profileNotFound(request.talentId);
  }
  if (request.representativeId && !representative) {
    throw profileNotFound(request.representativeId);
  }
  const appliedAs = applicantSide(facts.callerAccountId, talent.accountId, representative, facts.connected);
  if (job.accountId === facts.callerAccountId) {
    throw new ConnectionsException(ConnectionsErrorCode.OwnJob, 'You cannot apply to a job of your own account.');
  }
  if (talent.minor && job.nudity) {
    throw new ConnectionsException(
      ConnectionsErrorCode.MinorNudityRole,
      'A minor cannot apply to a role that involves nudity.',
    );
  }
  checkPreScreen(job.preScreenMedia, job.nudity, request.preScreen);
  return { appliedAs, job, talent };
}

function applicantSide(
  callerAccountId: string,
  talentAccountId: string,
  representative: { id: string; accountId: string } | undefined,
  connected: boolean,
): AppliedAs {
  if (!representative) {
    if (talentAccountId !== callerAccountId) {
      throw new ConnectionsException(
        ConnectionsErrorCode.NotOwner,
        'This talent profile is not yours: a representative applies with its representative profile.',
      );
    }
    return 'talent';
  }
  if (representative.accountId !== callerAccountId) {
    throw new ConnectionsException(ConnectionsErrorCode.NotOwner, 'This representative profile is not yours.', [
      representative.id,
    ]);
  }
  if (talentAccountId !== callerAccountId && !connected) {
    throw new ConnectionsException(
      ConnectionsErrorCode.NotConnected,
      'A representative applies only for its own talent or a talent it is connected to.',
      [representative.id],
    );
  }
  return 'representative';
}

/** Where an application carries each pre-screen medium a job may ask for. */
export const PRE_SCREEN_SUBMISSION_FIELD: Readonly<Record<PreScreenMedium, keyof PreScreenSubmission>> = {
  headshot: 'headshotPhotoId',
  videoReel: 'videoReelUrl',
  audioReel: 'audioReelUrl',
  coverLetter: 'coverLetter',
};

/** How a refusal names each medium ("This job's pre-screen asks for a headshot."). */
export const PRE_SCREEN_MEDIUM_LABEL: Readonly<Record<PreScreenMedium, string>> = {
  headshot: 'a headshot',
  videoReel: 'a video reel',
  audioReel: 'an audio reel',
  coverLetter: 'a cover letter',
};

function checkPreScreen(media: readonly string[], nudity: boolean, submission: PreScreenSubmission): void {
  for (const medium of PRE_SCREEN_MEDIA) {
    if (media.includes(medium) && submission[PRE_SCREEN_SUBMISSION_FIELD[medium]] === undefined) {
      throw new ConnectionsException(
        ConnectionsErrorCode.PreScreenRequired,
        `This job's pre-screen asks for ${PRE_SCREEN_MEDIUM_LABEL[medium]}.`,
        [medium],
      );
    }
  }
  if (nudity && submission.nudityAcknowledged !== true) {
    throw new ConnectionsException(
      ConnectionsErrorCode.PreScreenRequired,
      'This role involves nudity: acknowledge it to apply.',
      ['nudityAcknowledged'],
    );
  }
}

function profileNotFound(id: string): ConnectionsException {
  return new ConnectionsException(ConnectionsErrorCode.ProfileNotFound, `No profile ${id}.`, [id]);
}

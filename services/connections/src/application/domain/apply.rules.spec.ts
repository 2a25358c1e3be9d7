import { describeRefusal } from '@callsheet/testing';
import { ConnectionsErrorCode } from '../../connections.errors.js';
import {
  checkApplication,
  PRE_SCREEN_MEDIA,
  PRE_SCREEN_MEDIUM_LABEL,
  PRE_SCREEN_SUBMISSION_FIELD,
  validateApplyInput,
  type ApplyFacts,
  type ApplyInput,
  type ApplyRequest,
  type PreScreenSubmission,
} from './apply.rules.js';

const JOB_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a01';
const TALENT_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a02';
const REPRESENTATIVE_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a03';
const PHOTO_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a04';

const CALLER = 'account-caller';
const OTHER = 'account-other';
const JOB_OWNER = 'account-job-owner';
const TODAY = '2025-06-15';

const FULL_PRE_SCREEN: PreScreenSubmission = {
  headshotPhotoId: PHOTO_ID,
  videoReelUrl: 'https://video.example.com/reel',
  audioReelUrl: 'https://audio.example.com/reel',
  coverLetter: 'Dear casting director',
  nudityAcknowledged: true,
};

interface Scenario {
  request: ApplyRequest;
  facts: ApplyFacts;
}

/** A talent applying for itself to an open job that asks for nothing. */
function talentScenario(): Scenario {
  return {
    request: { jobId: JOB_ID, talentId: TALENT_ID, preScreen: {} },
    facts: {
      callerAccountId: CALLER,
      today: TODAY,
      job: { accountId: JOB_OWNER, status: 'active', expiresOn: '2025-06-30', preScreenMedia: [], nudity: false },
      talent: { id: TALENT_ID, accountId: CALLER, minor: false },
      connected: false,
    },
  };
}

/** A representative applying for a talent of another account it is connected to. */
function representativeScenario(): Scenario {
  const scenario = talentScenario();
  scenario.request.representativeId = REPRESENTATIVE_ID;
  scenario.facts.talent = { id: TALENT_ID, accountId: OTHER, minor: false };
  scenario.facts.representative = { id: REPRESENTATIVE_ID, accountId: CALLER };
  scenario.facts.connected = true;
  return scenario;
}

/** In whose name the application is made (checkApplication also hands back the job and talent it checked). */
const check = ({ request, facts }: Scenario) => checkApplication(request, facts).appliedAs;

interface Row {
  check: string;
  /** Makes the scenario fail this check (and only this one). */
  breaks: (scenario: Scenario) => void;
  refusal: { code: ConnectionsErrorCode; args: readonly string[]; message: string };
}

const job = (scenario: Scenario) => scenario.facts.job as NonNullable<ApplyFacts['job']>;
const talent = (scenario: Scenario) => scenario.facts.talent as NonNullable<ApplyFacts['talent']>;

const ROW = {
  jobKnown: {
    check: 'the job is known',
    breaks: (scenario) => {
      scenario.facts.job = undefined;
    },
    refusal: { code: ConnectionsErrorCode.JobNotFound, args: [JOB_ID], message: `No job ${JOB_ID}.` },
  },
  jobActive: {
    check: 'the job is active',
    breaks: (scenario) => {
      job(scenario).status = 'completed';
    },
    refusal: {
      code: ConnectionsErrorCode.JobNotOpen,
      args: ['completed'],
      message: 'This job is not taking applications.',
    },
  },
  jobNotExpired: {
    check: 'the job is not past its expiry date',
    breaks: (scenario) => {
      job(scenario).expiresOn = '2025-06-14';
    },
    refusal: { code: ConnectionsErrorCode.JobNotOpen, args: ['expired'], message: 'This job listing has expired.' },
  },
  talentKnown: {
    check: 'the talent is known',
    breaks: (scenario) => {
      scenario.facts.talent = undefined;
    },
    refusal: { code: ConnectionsErrorCode.ProfileNotFound, args: [TALENT_ID], message: `No profile ${TALENT_ID}.` },
  },
  representativeKnown: {
    check: 'the representative named is known',
    breaks: (scenario) => {
      scenario.facts.representative = undefined;
    },
    refusal: {
      code: ConnectionsErrorCode.ProfileNotFound,
      args: [REPRESENTATIVE_ID],
      message: `No profile ${REPRESENTATIVE_ID}.`,
    },
  },
  talentOwned: {
    check: "no representative named: the talent is the caller's",
    breaks: (scenario) => {
      talent(scenario).accountId = OTHER;
    },
    refusal: {
      code: ConnectionsErrorCode.NotOwner,
      args: [],
      message: 'This talent profile is not yours: a representative applies with its representative profile.',
    },
  },
  representativeOwned: {
    check: "representative named: it is the caller's",
    breaks: (scenario) => {
      scenario.facts.representative = { id: REPRESENTATIVE_ID, accountId: 'account-third' };
    },
    refusal: {
      code: ConnectionsErrorCode.NotOwner,
      args: [REPRESENTATIVE_ID],
      message: 'This representative profile is not yours.',
    },
  },
  connected: {
    check: "the talent is the caller's or actively connected to the representative",
    breaks: (scenario) => {
      scenario.facts.connected = false;
    },
    refusal: {
      code: ConnectionsErrorCode.NotConnected,
      args: [REPRESENTATIVE_ID],
      message: 'A representative applies only for its own talent or a talent it is connected to.',
    },
  },
  notOwnJob: {
    check: 'the caller does not own the job',
    breaks: (scenario) => {
      job(scenario).accountId = CALLER;
    },
    refusal: { code: ConnectionsErrorCode.OwnJob, args: [], message: 'You cannot apply to a job of your own account.' },
  },
  noMinorNudity: {
    check: 'a minor does not apply to a role flagged for nudity',
    breaks: (scenario) => {
      talent(scenario).minor = true;
      job(scenario).nudity = true;
    },
    refusal: {
      code: ConnectionsErrorCode.MinorNudityRole,
      args: [],
      message: 'A minor cannot apply to a role that involves nudity.',
    },
  },
  preScreenMedia: {
    check: "every medium of the job's pre-screen request is given",
    breaks: (scenario) => {
      job(scenario).preScreenMedia = ['coverLetter'];
    },
    refusal: {
      code: ConnectionsErrorCode.PreScreenRequired,
      args: ['coverLetter'],
      message: "This job's pre-screen asks for a cover letter.",
    },
  },
  nudityAcknowledged: {
    check: 'a role flagged for nudity is acknowledged',
    breaks: (scenario) => {
      job(scenario).nudity = true;
    },
    refusal: {
      code: ConnectionsErrorCode.PreScreenRequired,
      args: ['nudityAcknowledged'],
      message: 'This role involves nudity: acknowledge it to apply.',
    },
  },
} satisfies Record<string, Row>;

/** The table at the top of apply.rules.ts, in order, for each way of applying. */
const TABLES: readonly (readonly [string, () => Scenario, readonly Row[]])[] = [
  [
    'a talent for itself',
    talentScenario,
    [
      ROW.jobKnown,
      ROW.jobActive,
      ROW.jobNotExpired,
      ROW.talentKnown,
      ROW.talentOwned,
      ROW.notOwnJob,
      ROW.noMinorNudity,
      ROW.preScreenMedia,
      ROW.nudityAcknowledged,
    ],
  ],
  [
    'a representative',
    representativeScenario,
    [
      ROW.jobKnown,
      ROW.jobActive,
      ROW.jobNotExpired,
      ROW.talentKnown,
      ROW.representativeKnown,
      ROW.representativeOwned,
      ROW.connected,
      ROW.notOwnJob,
      ROW.noMinorNudity,
      ROW.preScreenMedia,
      ROW.nudityAcknowledged,
    ],
  ],
];

describe.each(TABLES)('checkApplication: %s', (_way, scenario, rows) => {
  const indexed = rows.map((row, index) => [row.check, index] as const);

  it('passes when every check holds', () => {
    expect(() => check(scenario())).not.toThrow();
  });

  it.each(indexed)('refuses when only "%s" fails', (_check, index) => {
    const broken = scenario();
    rows[index].breaks(broken);
    expect(describeRefusal(() => check(broken))).toEqual(rows[index].refusal);
  });

  it.each(indexed)('refuses first on "%s" when it and every later check fail', (_check, index) => {
    const broken = scenario();
    // Later checks break first: an earlier break may remove the record a later one changes.
    for (const row of rows.slice(index).reverse()) {
      row.breaks(broken);
    }
    expect(describeRefusal(() => check(broken))).toEqual(rows[index].refusal);
  });
});

describe('checkApplication: who applies', () => {
  it('answers "talent" when a talent applies for itself', () => {
    expect(check(talentScenario())).toBe('talent');
  });

  it('hands back the very job and talent records it checked', () => {
    const { request, facts } = representativeScenario();
    const checked = checkApplication(request, facts);
    expect(checked).toEqual({ appliedAs: 'representative', job: facts.job, talent: facts.talent });
    expect(checked.job).toBe(facts.job);
    expect(checked.talent).toBe(facts.talent);
  });

  it("keeps the caller's own job and talent types", () => {
    const { request, facts } = talentScenario();
    const job = { ...(facts.job as NonNullable<ApplyFacts['job']>), title: 'Lead' };
    const talent = { ...(facts.talent as NonNullable<ApplyFacts['talent']>), name: 'Ada' };
    const checked = checkApplication(request, { ...facts, job, talent });
    expect([checked.job.title, checked.talent.name]).toEqual(['Lead', 'Ada']);
  });

  it('answers "representative" for a connected talent of another account', () => {
    expect(check(representativeScenario())).toBe('representative');
  });

  it('answers "representative" for the representative\'s own talent, connected or not', () => {
    const own = representativeScenario();
    talent(own).accountId = CALLER;
    own.facts.connected = false;
    expect(check(own)).toBe('representative');
    own.facts.connected = true;
    expect(check(own)).toBe('representative');
  });

  it('refuses a representative not connected to the talent', () => {
    const unconnected = representativeScenario();
    unconnected.facts.connected = false;
    expect(describeRefusal(() => check(unconnected))).toEqual(ROW.connected.refusal);
  });

  it('refuses a representative profile of another account, even when connected', () => {
    const notMine = representativeScenario();
    notMine.facts.representative = { id: REPRESENTATIVE_ID, accountId: OTHER };
    expect(describeRefusal(() => check(notMine))).toEqual(ROW.representativeOwned.refusal);
  });

  it('refuses a talent of another account applied for without a representative profile, even if connected', () => {
    const notMine = talentScenario();
    talent(notMine).accountId = OTHER;
    notMine.facts.connected = true;
    expect(describeRefusal(() => check(notMine))).toEqual(ROW.talentOwned.refusal);
  });

  it('refuses a representative applying to a job of its own account', () => {
    const ownJob = representativeScenario();
    job(ownJob).accountId = CALLER;
    expect(describeRefusal(() => check(ownJob))).toEqual(ROW.notOwnJob.refusal);
  });
});

describe('checkApplication: open jobs', () => {
  it.each(['draft', 'ready', 'complete', 'completed', 'archived', 'ACTIVE', ''])(
    'refuses a %j job, naming its status',
    (status) => {
      const closed = talentScenario();
      job(closed).status = status;
      expect(describeRefusal(() => check(closed))).toEqual({
        code: ConnectionsErrorCode.JobNotOpen,
        args: [status],
        message: 'This job is not taking applications.',
      });
    },
  );

  it.each(['2025-06-14', '2025-05-31', '2024-12-31'])('refuses a job that expired on %s', (expiresOn) => {
    const expired = talentScenario();
    job(expired).expiresOn = expiresOn;
    expect(describeRefusal(() => check(expired))).toEqual(ROW.jobNotExpired.refusal);
  });

  it.each([TODAY, '2025-06-16', '2026-01-01'])('takes applications for a job expiring on %s', (expiresOn) => {
    const open = talentScenario();
    job(open).expiresOn = expiresOn;
    expect(check(open)).toBe('talent');
  });

  it.each([undefined, ''])('takes applications for a job without an expiry date (%j)', (expiresOn) => {
    const open = talentScenario();
    job(open).expiresOn = expiresOn;
    expect(check(open)).toBe('talent');
  });
});

describe('checkApplication: pre-screen', () => {
  it.each(PRE_SCREEN_MEDIA)('asks for %s when the job requests it and it is missing', (medium) => {
    const missing = talentScenario();
    job(missing).preScreenMedia = [...PRE_SCREEN_MEDIA];
    missing.request.preScreen = { ...FULL_PRE_SCREEN, [PRE_SCREEN_SUBMISSION_FIELD[medium]]: undefined };
    expect(describeRefusal(() => check(missing))).toEqual({
      code: ConnectionsErrorCode.PreScreenRequired,
      args: [medium],
      message: `This job's pre-screen asks for ${PRE_SCREEN_MEDIUM_LABEL[medium]}.`,
    });
  });

  it.each(PRE_SCREEN_MEDIA)('takes an application with only %s when only it is requested', (medium) => {
    const given = talentScenario();
    job(given).preScreenMedia = [medium];
    given.request.preScreen = {
      [PRE_SCREEN_SUBMISSION_FIELD[medium]]: FULL_PRE_SCREEN[PRE_SCREEN_SUBMISSION_FIELD[medium]],
    };
    expect(check(given)).toBe('talent');
  });

  it('takes an application with every medium requested and given', () => {
    const full = talentScenario();
    job(full).preScreenMedia = [...PRE_SCREEN_MEDIA];
    full.request.preScreen = FULL_PRE_SCREEN;
    expect(check(full)).toBe('talent');
  });

  it('names the first missing medium in headshot, video, audio, cover letter order', () => {
    const missing = talentScenario();
    job(missing).preScreenMedia = ['coverLetter', 'audioReel', 'videoReel'];
    expect(describeRefusal(() => check(missing)).args).toEqual(['videoReel']);
  });

  it('ignores media names it does not know', () => {
    const unknown = talentScenario();
    job(unknown).preScreenMedia = ['selfTape'];
    expect(check(unknown)).toBe('talent');
  });

  it('needs the acknowledgement for a role flagged for nudity', () => {
    const nudity = talentScenario();
    job(nudity).nudity = true;
    expect(describeRefusal(() => check(nudity))).toEqual(ROW.nudityAcknowledged.refusal);
    nudity.request.preScreen = { nudityAcknowledged: true };
    expect(check(nudity)).toBe('talent');
  });

  it('asks for the requested media before the nudity acknowledgement', () => {
    const both = talentScenario();
    job(both).nudity = true;
    job(both).preScreenMedia = ['headshot'];
    expect(describeRefusal(() => check(both)).args).toEqual(['headshot']);
  });

  it('does not ask for an acknowledgement when the role involves no nudity', () => {
    const plain = talentScenario();
    plain.request.preScreen = { nudityAcknowledged: undefined };
    expect(check(plain)).toBe('talent');
  });

  it('refuses a minor for a role flagged for nudity, even acknowledged', () => {
    const minor = talentScenario();
    talent(minor).minor = true;
    job(minor).nudity = true;
    minor.request.preScreen = FULL_PRE_SCREEN;
    expect(describeRefusal(() => check(minor))).toEqual(ROW.noMinorNudity.refusal);
  });

  it('lets a minor apply to a role without nudity', () => {
    const minor = talentScenario();
    talent(minor).minor = true;
    expect(check(minor)).toBe('talent');
  });
});

describe('validateApplyInput', () => {
  const input = (overrides: ApplyInput = {}): ApplyInput => ({ jobId: JOB_ID, talentId: TALENT_ID, ...overrides });
  const preScreen = (overrides: ApplyInput['preScreen']) => validateApplyInput(input({ preScreen: overrides }));

  it('takes the smallest application', () => {
    expect(validateApplyInput(input())).toEqual({
      jobId: JOB_ID,
      talentId: TALENT_ID,
      representativeId: undefined,
      preScreen: {
        headshotPhotoId: undefined,
        videoReelUrl: undefined,
        audioReelUrl: undefined,
        coverLetter: undefined,
        nudityAcknowledged: undefined,
      },
      message: undefined,
    });
  });

  it('keeps and normalises everything given', () => {
    expect(
      validateApplyInput({
        jobId: ` ${JOB_ID.toUpperCase()} `,
        talentId: TALENT_ID,
        representativeId: REPRESENTATIVE_ID.toUpperCase(),
        preScreen: {
          headshotPhotoId: PHOTO_ID.toUpperCase(),
          videoReelUrl: ' https://Video.Example.com/reel ',
          audioReelUrl: 'https://audio.example.com/reel?t=10',
          coverLetter: '  Dear casting director  ',
          nudityAcknowledged: true,
        },
        message: ' Hello ',
      }),
    ).toEqual({
      jobId: JOB_ID,
      talentId: TALENT_ID,
      representativeId: REPRESENTATIVE_ID,
      preScreen: {
        headshotPhotoId: PHOTO_ID,
        videoReelUrl: 'https://video.example.com/reel',
        audioReelUrl: 'https://audio.example.com/reel?t=10',
        coverLetter: 'Dear casting director',
        nudityAcknowledged: true,
      },
      message: 'Hello',
    });
  });

  describe.each(['jobId', 'talentId'] as const)('%s', (field) => {
    it.each([undefined, null, '', '  '])('is required (%j)', (value) => {
      expect(describeRefusal(() => validateApplyInput(input({ [field]: value })))).toEqual({
        code: ConnectionsErrorCode.Required,
        args: [field],
        message: 'This is a required field.',
      });
    });

    it.each(['job-1', 12, `${JOB_ID}0`])('refuses an invalid id (%j)', (value) => {
      expect(describeRefusal(() => validateApplyInput(input({ [field]: value })))).toEqual({
        code: ConnectionsErrorCode.InvalidValue,
        args: [field],
        message: `${field} is not a valid id.`,
      });
    });
  });

  it('treats a blank representative as none and refuses an invalid one', () => {
    expect(validateApplyInput(input({ representativeId: '' })).representativeId).toBeUndefined();
    expect(validateApplyInput(input({ representativeId: null })).representativeId).toBeUndefined();
    expect(describeRefusal(() => validateApplyInput(input({ representativeId: 'rep' })))).toEqual({
      code: ConnectionsErrorCode.InvalidValue,
      args: ['representativeId'],
      message: 'representativeId is not a valid id.',
    });
  });

  it.each(['photo-1', 7, `${PHOTO_ID}/`])('refuses an invalid headshot photo id (%j)', (headshotPhotoId) => {
    expect(describeRefusal(() => preScreen({ headshotPhotoId }))).toEqual({
      code: ConnectionsErrorCode.InvalidValue,
      args: ['preScreen.headshotPhotoId'],
      message: 'preScreen.headshotPhotoId is not a valid id.',
    });
  });

  describe.each(['videoReelUrl', 'audioReelUrl'] as const)('preScreen.%s', (field) => {
    it.each([
      ['plain http', 'http://video.example.com/reel'],
      ['javascript:', 'javascript:alert(1)'],
      ['JavaScript: in capitals', 'JAVASCRIPT:alert(document.cookie)'],
      ['a data: link', 'data:text/html,<script>alert(1)</script>'],
      ['a user and password', 'https://user:secret@video.example.com/reel'],
      ['a user name', 'https://user@video.example.com/reel'],
      ['a password only', 'https://:secret@video.example.com/reel'],
      ['a host without a dot', 'https://localhost/reel'],
      ['no scheme', 'video.example.com/reel'],
      ['not a link', 'my reel'],
      ['ftp', 'ftp://video.example.com/reel'],
      ['a number', 42],
    ])('refuses %s', (_case, value) => {
      const refusal = describeRefusal(() => preScreen({ [field]: value }));
      expect(refusal).toMatchObject({ code: ConnectionsErrorCode.InvalidValue, args: [`preScreen.${field}`] });
      if (typeof value === 'string') {
        expect(refusal.message).toBe(`preScreen.${field} must be an https link.`);
      }
    });

    it('refuses a link over 2048 characters', () => {
      const link = `https://video.example.com/${'a'.repeat(2049 - 'https://video.example.com/'.length)}`;
      expect(link).toHaveLength(2049);
      expect(describeRefusal(() => preScreen({ [field]: link }))).toEqual({
        code: ConnectionsErrorCode.MaxLength,
        args: ['2048', `preScreen.${field}`],
        message: 'Max 2048 characters',
      });
    });

    it('takes an https link, leaving a blank one out', () => {
      expect(preScreen({ [field]: 'https://vimeo.com/12345' }).preScreen[field]).toBe('https://vimeo.com/12345');
      expect(preScreen({ [field]: '  ' }).preScreen[field]).toBeUndefined();
    });
  });

  it('takes a cover letter of up to 5000 characters', () => {
    expect(preScreen({ coverLetter: 'x'.repeat(5000) }).preScreen.coverLetter).toHaveLength(5000);
    expect(describeRefusal(() => preScreen({ coverLetter: 'x'.repeat(5001) }))).toEqual({
      code: ConnectionsErrorCode.MaxLength,
      args: ['5000', 'preScreen.coverLetter'],
      message: 'Max 5000 characters',
    });
  });

  it('keeps only a true nudity acknowledgement', () => {
    expect(preScreen({ nudityAcknowledged: true }).preScreen.nudityAcknowledged).toBe(true);
    expect(preScreen({ nudityAcknowledged: false }).preScreen.nudityAcknowledged).toBeUndefined();
    expect(preScreen({ nudityAcknowledged: null }).preScreen.nudityAcknowledged).toBeUndefined();
  });

  it.each(['yes', 'true', 1, {}])('refuses a nudity acknowledgement that is not true or false (%j)', (value) => {
    expect(describeRefusal(() => preScreen({ nudityAcknowledged: value }))).toEqual({
      code: ConnectionsErrorCode.InvalidValue,
      args: ['preScreen.nudityAcknowledged'],
      message: 'nudityAcknowledged must be true or false.',
    });
  });

  it('a false acknowledgement does not satisfy a role flagged for nudity', () => {
    const scenario = talentScenario();
    job(scenario).nudity = true;
    scenario.request.preScreen = preScreen({ nudityAcknowledged: false }).preScreen;
    expect(describeRefusal(() => check(scenario))).toEqual(ROW.nudityAcknowledged.refusal);
  });

  it('takes a message of up to 1000 characters', () => {
    expect(validateApplyInput(input({ message: 'x'.repeat(1000) })).message).toHaveLength(1000);
    expect(describeRefusal(() => validateApplyInput(input({ message: 'x'.repeat(1001) })))).toEqual({
      code: ConnectionsErrorCode.MaxLength,
      args: ['1000', 'message'],
      message: 'Max 1000 characters',
    });
  });
});

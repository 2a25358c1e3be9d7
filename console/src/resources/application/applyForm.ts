/*
 * The apply dialogs' rules, as the connections service checks an application
 * (services/connections/src/application/domain/apply.rules.ts and common/field-rules.ts), so that the
 * dialog refuses on the field what the service would refuse:
 *
 * | field                | rule                                                                 |
 * | -------------------- | -------------------------------------------------------------------- |
 * | talent               | required; a minor cannot apply to a role that involves nudity        |
 * | representative       | required when applying as a representative                            |
 * | headshot             | one of the talent's photos, when the job's pre-screen asks for it     |
 * | video and audio reel | an https link on a public host, when asked for (checked when given)   |
 * | cover letter         | at most 5000 characters; required when asked for                     |
 * | nudity               | acknowledged, when the role involves nudity                           |
 * | message              | optional, at most 1000 characters                                     |
 */
export const PRE_SCREEN_MEDIA = ['headshot', 'videoReel', 'audioReel', 'coverLetter'] as const;
export type PreScreenMedium = (typeof PRE_SCREEN_MEDIA)[number];

export const COVER_LETTER_MAX_LENGTH = 5000;
export const MESSAGE_MAX_LENGTH = 1000;
/** The kernel's URL_MAX_LENGTH. */
export const URL_MAX_LENGTH = 2048;

export interface JobPreScreen {
  media?: string[];
  nudity?: boolean;
  messageToTalent?: string;
}

export interface ApplyForm {
  representativeId: string;
  talentId: string;
  headshotPhotoId: string;
  videoReelUrl: string;
  audioReelUrl: string;
  coverLetter: string;
  nudityAcknowledged: boolean;
  message: string;
}

export const EMPTY_APPLY_FORM: ApplyForm = {
  representativeId: '',
  talentId: '',
  headshotPhotoId: '',
  videoReelUrl: '',
  audioReelUrl: '',
  coverLetter: '',
  nudityAcknowledged: false,
  message: '',
};

export type ApplyField = keyof ApplyForm;

/** A refusal: a key under resources.application.apply.errors, with its arguments. */
export interface ApplyError {
  key: string;
  args?: Record<string, string | number>;
}

export type ApplyErrors = Partial<Record<ApplyField, ApplyError>>;

/** POST /api/application. */
export interface ApplyBody {
  jobId: string;
  talentId: string;
  representativeId?: string;
  preScreen: {
    headshotPhotoId?: string;
    videoReelUrl?: string;
    audioReelUrl?: string;
    coverLetter?: string;
    nudityAcknowledged?: boolean;
  };
  message?: string;
}

/** The media the job asks for, in the dialog's order (unknown names are ignored). */
export function requestedMedia(preScreen: JobPreScreen | undefined): PreScreenMedium[] {
  const asked = preScreen?.media ?? [];
  return PRE_SCREEN_MEDIA.filter((medium) => asked.includes(medium));
}

/** An https link on a public host (a dot in its name), as the service takes reels. */
export function isHttpsLink(text: string): boolean {
  if (text.length > URL_MAX_LENGTH) {
    return false;
  }
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export interface ApplyContext {
  jobId: string;
  preScreen: JobPreScreen | undefined;
  asRepresentative: boolean;
  /** Whether the chosen talent is a minor (undefined while unknown). */
  talentMinor?: boolean;
}

function reelError(value: string, asked: boolean): ApplyError | undefined {
  if (value === '') {
    return asked ? { key: 'required' } : undefined;
  }
  return isHttpsLink(value) ? undefined : { key: 'httpsLink' };
}

/** The form's refusals on their fields, or the body to send. */
export function validateApply(form: ApplyForm, context: ApplyContext): { errors: ApplyErrors; body?: ApplyBody } {
  const errors: ApplyErrors = {};
  const media = requestedMedia(context.preScreen);
  const nudity = context.preScreen?.nudity === true;
  const trimmed = {
    videoReelUrl: form.videoReelUrl.trim(),
    audioReelUrl: form.audioReelUrl.trim(),
    coverLetter: form.coverLetter.trim(),
    message: form.message.trim(),
  };
  if (context.asRepresentative && !form.representativeId) {
    errors.representativeId = { key: 'required' };
  }
  if (!form.talentId) {
    errors.talentId = { key: 'required' };
  } else if (nudity && context.talentMinor === true) {
    errors.talentId = { key: 'minorNudity' };
  }
  if (media.includes('headshot') && !form.headshotPhotoId) {
    errors.headshotPhotoId = { key: form.talentId ? 'headshotRequired' : 'required' };
  }
  const video = reelError(trimmed.videoReelUrl, media.includes('videoReel'));
  if (video) {
    errors.videoReelUrl = video;
  }
  const audio = reelError(trimmed.audioReelUrl, media.includes('audioReel'));
  if (audio) {
    errors.audioReelUrl = audio;
  }
  if (media.includes('coverLetter') && trimmed.coverLetter === '') {
    errors.coverLetter = { key: 'required' };
  } else if (trimmed.coverLetter.length > COVER_LETTER_MAX_LENGTH) {
    errors.coverLetter = { key: 'maxLength', args: { max: COVER_LETTER_MAX_LENGTH } };
  }
  if (nudity && !form.nudityAcknowledged) {
    errors.nudityAcknowledged = { key: 'nudityRequired' };
  }
  if (trimmed.message.length > MESSAGE_MAX_LENGTH) {
    errors.message = { key: 'maxLength', args: { max: MESSAGE_MAX_LENGTH } };
  }
  if (Object.keys(errors).length > 0) {
    return { errors };
  }
  const preScreen: ApplyBody['preScreen'] = {};
  if (media.includes('headshot') && form.headshotPhotoId) {
    preScreen.headshotPhotoId = form.headshotPhotoId;
  }
  if (trimmed.videoReelUrl) {
    preScreen.videoReelUrl = trimmed.videoReelUrl;
  }
  if (trimmed.audioReelUrl) {
    preScreen.audioReelUrl = trimmed.audioReelUrl;
  }
  if (trimmed.coverLetter) {
    preScreen.coverLetter = trimmed.coverLetter;
  }
  if (nudity) {
    preScreen.nudityAcknowledged = true;
  }
  return {
    errors,
    body: {
      jobId: context.jobId,
      talentId: form.talentId,
      ...(context.asRepresentative ? { representativeId: form.representativeId } : {}),
      preScreen,
      ...(trimmed.message ? { message: trimmed.message } : {}),
    },
  };
}

/** The dialog's fields the service's refusals name (args[0] of required and invalidValue, or the medium of preScreenRequired). */
const FIELD_OF_ARGUMENT: Record<string, ApplyField> = {
  talentId: 'talentId',
  representativeId: 'representativeId',
  'preScreen.headshotPhotoId': 'headshotPhotoId',
  'preScreen.videoReelUrl': 'videoReelUrl',
  'preScreen.audioReelUrl': 'audioReelUrl',
  'preScreen.coverLetter': 'coverLetter',
  'preScreen.nudityAcknowledged': 'nudityAcknowledged',
  message: 'message',
  headshot: 'headshotPhotoId',
  videoReel: 'videoReelUrl',
  audioReel: 'audioReelUrl',
  coverLetter: 'coverLetter',
  nudityAcknowledged: 'nudityAcknowledged',
};

/** Codes that belong to the talent chosen (the translated message goes under it). */
const TALENT_CODES = ['alreadyApplied', 'minorNudityRole', 'notConnected'];

/**
 * The field a refusal of POST /api/application belongs on: the one its argument names, the talent for
 * alreadyApplied (its argument is the talent's name, which the message carries), a minor on a nudity
 * role, a talent not connected; undefined for the others (the snackbar says them).
 */
export function applyRefusalField(body: { code?: string; args?: string[] } | undefined): ApplyField | undefined {
  const code = body?.code ?? '';
  if (TALENT_CODES.includes(code)) {
    return code === 'notConnected' ? 'representativeId' : 'talentId';
  }
  if (['required', 'invalidValue', 'maxLength', 'preScreenRequired'].includes(code)) {
    const named = code === 'maxLength' ? body?.args?.[1] : body?.args?.[0];
    return named ? FIELD_OF_ARGUMENT[named] : undefined;
  }
  return undefined;
}

import { describe, expect, it } from 'vitest';
import {
  applyRefusalField,
  EMPTY_APPLY_FORM,
  isHttpsLink,
  requestedMedia,
  validateApply,
  type ApplyForm,
} from './applyForm';

const filled = (overrides: Partial<ApplyForm> = {}): ApplyForm => ({
  ...EMPTY_APPLY_FORM,
  talentId: 't1',
  headshotPhotoId: 'p1',
  videoReelUrl: 'https://vimeo.com/123',
  coverLetter: 'I grew up by the sea.',
  ...overrides,
});

const job = { jobId: 'j1', preScreen: { media: ['headshot', 'videoReel'] }, asRepresentative: false };

describe('the pre-screen a job asks for', () => {
  it('lists the media in the dialog order, ignoring names it does not know', () => {
    expect(requestedMedia({ media: ['coverLetter', 'headshot', 'hologram'] })).toEqual(['headshot', 'coverLetter']);
    expect(requestedMedia(undefined)).toEqual([]);
  });

  it('takes reels as https links on a public host only', () => {
    expect(isHttpsLink('https://vimeo.com/123')).toBe(true);
    expect(isHttpsLink('http://vimeo.com/123')).toBe(false);
    expect(isHttpsLink('https://localhost/reel')).toBe(false);
    expect(isHttpsLink('vimeo.com/123')).toBe(false);
    expect(isHttpsLink('https://user:secret@vimeo.com/1')).toBe(false);
    expect(isHttpsLink(`https://vimeo.com/${'a'.repeat(2100)}`)).toBe(false);
  });
});

describe('validating an application before sending', () => {
  it('sends what the API takes: the media asked for and given, trimmed', () => {
    expect(validateApply(filled({ coverLetter: '  Dear casting  ', message: ' Hello ' }), job)).toEqual({
      errors: {},
      body: {
        jobId: 'j1',
        talentId: 't1',
        preScreen: {
          headshotPhotoId: 'p1',
          videoReelUrl: 'https://vimeo.com/123',
          coverLetter: 'Dear casting',
        },
        message: 'Hello',
      },
    });
  });

  it('names the representative when applying as one', () => {
    const { body } = validateApply(filled({ representativeId: 'r1' }), { ...job, asRepresentative: true });
    expect(body?.representativeId).toBe('r1');
    expect(validateApply(filled(), { ...job, asRepresentative: true }).errors).toEqual({
      representativeId: { key: 'required' },
    });
  });

  it('refuses each missing medium on its field', () => {
    const everything = { ...job, preScreen: { media: ['headshot', 'videoReel', 'audioReel', 'coverLetter'] } };
    expect(validateApply({ ...EMPTY_APPLY_FORM, talentId: 't1' }, everything).errors).toEqual({
      headshotPhotoId: { key: 'headshotRequired' },
      videoReelUrl: { key: 'required' },
      audioReelUrl: { key: 'required' },
      coverLetter: { key: 'required' },
    });
    expect(validateApply(EMPTY_APPLY_FORM, job).errors).toMatchObject({
      talentId: { key: 'required' },
      headshotPhotoId: { key: 'required' },
    });
  });

  it('checks a reel given though not asked for, and the lengths', () => {
    expect(validateApply(filled({ audioReelUrl: 'ftp://x.example.com' }), job).errors).toEqual({
      audioReelUrl: { key: 'httpsLink' },
    });
    expect(validateApply(filled({ coverLetter: 'x'.repeat(5001) }), job).errors).toEqual({
      coverLetter: { key: 'maxLength', args: { max: 5000 } },
    });
    expect(validateApply(filled({ message: 'x'.repeat(1001) }), job).errors).toEqual({
      message: { key: 'maxLength', args: { max: 1000 } },
    });
  });

  it('asks the nudity acknowledgement on a nudity role and refuses a minor there', () => {
    const nudity = { ...job, preScreen: { media: [], nudity: true } };
    expect(validateApply(filled(), nudity).errors).toEqual({ nudityAcknowledged: { key: 'nudityRequired' } });
    expect(validateApply(filled({ nudityAcknowledged: true }), nudity).body?.preScreen).toEqual({
      videoReelUrl: 'https://vimeo.com/123',
      coverLetter: 'I grew up by the sea.',
      nudityAcknowledged: true,
    });
    expect(
      validateApply(filled({ nudityAcknowledged: true }), { ...nudity, talentMinor: true }).errors.talentId,
    ).toEqual({ key: 'minorNudity' });
  });
});

describe("the service's refusals of an application", () => {
  it('go on the field they belong to', () => {
    expect(applyRefusalField({ code: 'alreadyApplied', args: ['Ada Lovelace'] })).toBe('talentId');
    expect(applyRefusalField({ code: 'minorNudityRole' })).toBe('talentId');
    expect(applyRefusalField({ code: 'notConnected', args: ['r1'] })).toBe('representativeId');
    expect(applyRefusalField({ code: 'preScreenRequired', args: ['headshot'] })).toBe('headshotPhotoId');
    expect(applyRefusalField({ code: 'preScreenRequired', args: ['nudityAcknowledged'] })).toBe('nudityAcknowledged');
    expect(applyRefusalField({ code: 'invalidValue', args: ['preScreen.videoReelUrl'] })).toBe('videoReelUrl');
    expect(applyRefusalField({ code: 'maxLength', args: ['5000', 'preScreen.coverLetter'] })).toBe('coverLetter');
  });

  it('leave the others to the snackbar', () => {
    expect(applyRefusalField({ code: 'jobNotOpen', args: ['complete'] })).toBeUndefined();
    expect(applyRefusalField({ code: 'ownJob' })).toBeUndefined();
    expect(applyRefusalField({ code: 'invalidValue', args: ['jobId'] })).toBeUndefined();
  });
});

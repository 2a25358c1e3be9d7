import { describeRefusal } from '@callsheet/testing';
import { ProductionsErrorCode } from '../../productions.errors.js';
import { aJobInput, TODAY } from '../../../test/builders/job.builders.js';
import { itLimitsLengths, itRefusesOutsideCatalogues, itRequires } from '../../../test/field-refusals.js';
import {
  JOB_LISTING_MAX_DAYS,
  KEY_DATES_MAX_COUNT,
  MESSAGE_TO_TALENT_MAX_LENGTH,
  ROLE_NAME_MAX_LENGTH,
  SPECIAL_INSTRUCTIONS_MAX_LENGTH,
  validateJob,
  type JobInput,
} from './job.rules.js';

const valid = (overrides: Partial<JobInput> = {}) => validateJob(aJobInput(overrides), TODAY);
const refusal = (overrides: Partial<JobInput>) => describeRefusal(() => valid(overrides));

describe('validateJob', () => {
  it('normalizes a complete job: trimmed, place codes upper-cased, the payment filled in', () => {
    const input = aJobInput();
    expect(valid()).toEqual({
      ...input,
      roleName: 'Lighthouse keeper',
      workLocation: { city: 'Los Angeles', state: 'CA', country: 'US' },
      payment: {
        ...input.payment,
        durationUnknown: false,
        amount: undefined,
        noDetails: false,
        dependsOnOutcome: undefined,
        agreedAmount: false,
        currency: 'USD',
      },
    });
  });

  it('accepts a draft with only its role name, type and a virtual location', () => {
    expect(validateJob({ roleName: 'Narrator', type: 'voiceOver', locationKind: 'virtual' }, TODAY)).toEqual({
      roleName: 'Narrator',
      description: undefined,
      type: 'voiceOver',
      remoteOption: 'remote',
      ethnicities: [],
      locationKind: 'virtual',
      workLocation: undefined,
      keyDates: [],
      expiresOn: undefined,
      specialInstructions: undefined,
      additionalMaterials: [],
      preScreen: { media: [], nudity: false, messageToTalent: undefined },
      payment: undefined,
    });
  });

  itRequires(refusal, ['roleName', 'type', 'locationKind']);
  itLimitsLengths(refusal, { roleName: ROLE_NAME_MAX_LENGTH, specialInstructions: SPECIAL_INSTRUCTIONS_MAX_LENGTH });
  itRefusesOutsideCatalogues(refusal, { type: 'villain', remoteOption: 'sometimes', locationKind: 'regional' });

  it.each([
    ['ethnicities', ['martian']],
    ['additionalMaterials', ['hologram']],
  ] as const)('refuses %s outside the catalogue', (field, values) => {
    expect(refusal({ [field]: values })).toMatchObject({
      code: ProductionsErrorCode.InvalidChoice,
      args: [field, values[0]],
    });
  });

  describe('location', () => {
    it('refuses an on-site or hybrid virtual job', () => {
      expect(refusal({ locationKind: 'virtual', remoteOption: 'hybrid' })).toEqual({
        code: ProductionsErrorCode.InvalidValue,
        args: ['remoteOption'],
        message: 'A virtual job is remote.',
      });
    });

    it('requires the work location of a local job, down to the city', () => {
      expect(refusal({ workLocation: undefined })).toMatchObject({
        code: ProductionsErrorCode.Required,
        args: ['workLocation'],
      });
      expect(refusal({ workLocation: { state: 'NY', country: 'US' } })).toMatchObject({
        code: ProductionsErrorCode.Required,
        args: ['workLocation.city'],
      });
    });

    it('requires the country of a nationwide job, not its city', () => {
      expect(refusal({ locationKind: 'nationwide', workLocation: undefined })).toMatchObject({
        code: ProductionsErrorCode.Required,
        args: ['workLocation'],
      });
      expect(valid({ locationKind: 'nationwide', workLocation: { country: 'fr' } }).workLocation).toEqual({
        city: undefined,
        state: undefined,
        country: 'FR',
      });
    });

    it('needs a state code for a US work location', () => {
      expect(refusal({ workLocation: { city: 'Denver', state: 'Colorado', country: 'US' } })).toMatchObject({
        code: ProductionsErrorCode.InvalidChoice,
        args: ['workLocation.state', 'Colorado'],
      });
    });
  });

  describe('key dates', () => {
    it('drops blank rows and needs the label and date of a started one', () => {
      expect(valid({ keyDates: [{ label: ' ', date: '' }] }).keyDates).toEqual([]);
      expect(refusal({ keyDates: [{ label: 'Shoot', location: 'Pier 9' }] })).toEqual({
        code: ProductionsErrorCode.Required,
        args: ['keyDates.0.date'],
        message: 'This is a required field.',
      });
    });

    it('refuses a date that does not exist', () => {
      expect(refusal({ keyDates: [{ label: 'Shoot', date: '2026-13-01' }] })).toMatchObject({
        code: ProductionsErrorCode.InvalidDate,
        args: ['keyDates.0.date'],
      });
    });

    it(`takes at most ${KEY_DATES_MAX_COUNT}`, () => {
      const keyDates = Array.from({ length: KEY_DATES_MAX_COUNT + 1 }, () => ({ label: 'Shoot', date: '2026-04-01' }));
      expect(refusal({ keyDates })).toMatchObject({ code: ProductionsErrorCode.InvalidValue, args: ['keyDates'] });
    });
  });

  describe('expiry', () => {
    it.each(['2026-03-02', '2026-03-01'])('refuses %s, not after today', (expiresOn) => {
      expect(refusal({ expiresOn })).toEqual({
        code: ProductionsErrorCode.InvalidDate,
        args: ['expiresOn'],
        message: 'Expiration must be a date after today.',
      });
    });

    it('accepts tomorrow and a year ahead, refuses later', () => {
      expect(valid({ expiresOn: '2026-03-03' }).expiresOn).toBe('2026-03-03');
      expect(valid({ expiresOn: '2027-03-02' }).expiresOn).toBe('2027-03-02');
      expect(refusal({ expiresOn: '2027-03-03' })).toEqual({
        code: ProductionsErrorCode.InvalidDate,
        args: ['expiresOn'],
        message: `Expiration must be within ${JOB_LISTING_MAX_DAYS} days of today.`,
      });
    });
  });

  describe('pre-screen', () => {
    it('refuses media outside the catalogue', () => {
      expect(refusal({ preScreen: { media: ['selfie'] } })).toMatchObject({
        code: ProductionsErrorCode.InvalidChoice,
        args: ['preScreen.media', 'selfie'],
      });
    });

    it('keeps the nudity flag and limits the message to talent', () => {
      expect(valid({ preScreen: { nudity: true } }).preScreen).toEqual({
        media: [],
        nudity: true,
        messageToTalent: undefined,
      });
      expect(refusal({ preScreen: { messageToTalent: 'x'.repeat(MESSAGE_TO_TALENT_MAX_LENGTH + 1) } })).toMatchObject({
        code: ProductionsErrorCode.MaxLength,
        args: [String(MESSAGE_TO_TALENT_MAX_LENGTH), 'preScreen.messageToTalent'],
      });
    });
  });

  it('reports the first broken rule in form order', () => {
    expect(refusal({ type: 'villain', expiresOn: '2020-01-01' }).args).toEqual(['type', 'villain']);
  });
});

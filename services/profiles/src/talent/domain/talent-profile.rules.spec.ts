import { ProfilesErrorCode, ProfilesException } from '../../profiles.errors.js';
import {
  aMinorTalentProfileInput,
  aTalentProfileInput,
  TODAY,
} from '../../../test/builders/talent-profile.builders.js';
import { validateTalentProfile, type TalentProfileInput } from './talent-profile.rules.js';

function failureOf(input: TalentProfileInput): ProfilesException {
  try {
    validateTalentProfile(input, TODAY);
  } catch (error) {
    if (error instanceof ProfilesException) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the talent profile to be refused');
}

function expectRefusal(input: TalentProfileInput, code: ProfilesErrorCode, args: string[], message?: string): void {
  const error = failureOf(input);
  expect({ code: error.code, args: error.args }).toEqual({ code, args });
  if (message !== undefined) {
    expect(error.message).toBe(message);
  }
}

const valid = (overrides: Partial<TalentProfileInput> = {}) =>
  validateTalentProfile(aTalentProfileInput(overrides), TODAY);

describe('validateTalentProfile', () => {
  it('normalizes a complete adult profile: names trimmed, blanks dropped, codes and measurements as stored', () => {
    const { height: _height, weight: _weight, ...input } = aTalentProfileInput();
    expect(valid()).toEqual({
      ...input,
      firstName: 'Ada',
      aliases: ['Ada L.'],
      trustAccount: false,
      workPermit: false,
      passport: { number: 'X1234567', country: 'US', expiresOn: '2030-01-31' },
      canPlayTransgender: false,
      canPlayNonBinary: false,
      heightCm: 175,
      weightGrams: 60000,
      skills: {
        athletic: ['fencing'],
        performance: [],
        accents: [],
        languages: ['en', 'fr'],
        disabilityTypes: [],
        assistiveDevices: [],
      },
    });
  });

  it('accepts a profile with only the required answers', () => {
    const minimal: TalentProfileInput = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '1990-12-10',
      citizenship: ['canadian'],
      unions: ['nonUnion'],
      bodyTypes: ['ectomorph'],
      ethnicAppearances: ['multiracial'],
    };
    expect(validateTalentProfile(minimal, TODAY)).toMatchObject({
      aliases: [],
      tattoos: {},
      sizes: {},
      socialLinks: {},
      canPlayTwins: false,
    });
  });

  describe('names', () => {
    it.each([[''], ['   ']])('requires a first name when it is %j', (firstName) => {
      expectRefusal(
        aTalentProfileInput({ firstName }),
        ProfilesErrorCode.Required,
        ['firstName'],
        'This is a required field.',
      );
    });

    it('requires a last name when it is blank', () => {
      expectRefusal(aTalentProfileInput({ lastName: ' ' }), ProfilesErrorCode.Required, ['lastName']);
    });

    it('accepts 50 characters and refuses 51 with "Max 50 characters"', () => {
      expect(valid({ lastName: 'x'.repeat(50) }).lastName).toHaveLength(50);
      expectRefusal(
        aTalentProfileInput({ middleName: 'x'.repeat(51) }),
        ProfilesErrorCode.MaxLength,
        ['50', 'middleName'],
        'Max 50 characters',
      );
    });

    it('drops a blank middle name', () => {
      expect(valid({ middleName: '  ' }).middleName).toBeUndefined();
    });

    it('refuses a name that is not text', () => {
      const input = { ...aTalentProfileInput(), firstName: 42 } as unknown as TalentProfileInput;
      expectRefusal(input, ProfilesErrorCode.InvalidValue, ['firstName']);
    });
  });

  describe('aliases', () => {
    it('keeps up to three aliases, dropping blank ones', () => {
      expect(valid({ aliases: ['A', '', 'B', 'C'] }).aliases).toEqual(['A', 'B', 'C']);
    });

    it('refuses a fourth alias', () => {
      expectRefusal(aTalentProfileInput({ aliases: ['A', 'B', 'C', 'D'] }), ProfilesErrorCode.InvalidValue, [
        'aliases',
      ]);
    });

    it('names the alias that is too long by its position', () => {
      expectRefusal(aTalentProfileInput({ aliases: ['A', 'x'.repeat(51)] }), ProfilesErrorCode.MaxLength, [
        '50',
        'aliases.1',
      ]);
    });
  });

  describe('birth date', () => {
    it.each(['', '10/12/1990', '1990-2-1', '2001-02-29', '1990-13-01'])('refuses %j', (birthDate) => {
      const error = failureOf(aTalentProfileInput({ birthDate }));
      expect(error.args).toEqual(['birthDate']);
      expect([ProfilesErrorCode.Required, ProfilesErrorCode.InvalidValue]).toContain(error.code);
    });

    it('accepts today and refuses tomorrow', () => {
      expect(() => validateTalentProfile(aMinorTalentProfileInput({ birthDate: '2025-06-15' }), TODAY)).not.toThrow();
      expectRefusal(
        aTalentProfileInput({ birthDate: '2025-06-16' }),
        ProfilesErrorCode.InvalidValue,
        ['birthDate'],
        'Birth date cannot be in the future',
      );
    });

    it('accepts 1900-01-01 and refuses earlier dates', () => {
      expect(valid({ birthDate: '1900-01-01' }).birthDate).toBe('1900-01-01');
      expectRefusal(
        aTalentProfileInput({ birthDate: '1899-12-31' }),
        ProfilesErrorCode.InvalidValue,
        ['birthDate'],
        'Birth date cannot be before 1900',
      );
    });
  });

  describe('minors', () => {
    it('keeps the guardian and minor flags of a talent under 18, normalizing email and phone', () => {
      const input = aMinorTalentProfileInput();
      const profile = validateTalentProfile(input, TODAY);
      expect(profile).toMatchObject({
        trustAccount: true,
        workPermit: true,
        guardian: { ...input.guardian, email: 'anne@example.com', phone: '+14155552671' },
      });
    });

    it('requires a guardian when the talent is under 18', () => {
      expectRefusal(
        aMinorTalentProfileInput({ guardian: undefined }),
        ProfilesErrorCode.MinorNeedsGuardian,
        ['guardian.firstName'],
        'A parent or guardian is required for a talent under 18.',
      );
    });

    it.each(['lastName', 'relationship', 'email', 'phone'] as const)('requires the guardian %s', (field) => {
      const guardian = { ...aMinorTalentProfileInput().guardian, [field]: '' };
      expectRefusal(aMinorTalentProfileInput({ guardian }), ProfilesErrorCode.MinorNeedsGuardian, [
        `guardian.${field}`,
      ]);
    });

    it('refuses a guardian email that is malformed', () => {
      const guardian = { ...aMinorTalentProfileInput().guardian, email: 'anne@' };
      expectRefusal(
        aMinorTalentProfileInput({ guardian }),
        ProfilesErrorCode.InvalidEmail,
        ['guardian.email'],
        'Invalid email.',
      );
    });

    it('refuses a guardian phone that no numbering plan allows', () => {
      const guardian = { ...aMinorTalentProfileInput().guardian, phone: '555-1234' };
      expectRefusal(
        aMinorTalentProfileInput({ guardian }),
        ProfilesErrorCode.InvalidPhone,
        ['guardian.phone'],
        'Phone number must be valid.',
      );
    });

    it('refuses a relationship outside the catalogue', () => {
      const guardian = { ...aMinorTalentProfileInput().guardian, relationship: 'aunt' };
      expectRefusal(aMinorTalentProfileInput({ guardian }), ProfilesErrorCode.InvalidChoice, [
        'guardian.relationship',
        'aunt',
      ]);
    });

    it('treats a talent as a minor on the day before their 18th birthday', () => {
      expectRefusal(
        aMinorTalentProfileInput({ birthDate: '2007-06-16', guardian: undefined }),
        ProfilesErrorCode.MinorNeedsGuardian,
        ['guardian.firstName'],
      );
    });

    it('drops guardian and minor flags once the talent turns 18', () => {
      const profile = validateTalentProfile(aMinorTalentProfileInput({ birthDate: '2007-06-15' }), TODAY);
      expect(profile).toMatchObject({ trustAccount: false, workPermit: false });
      expect(profile.guardian).toBeUndefined();
    });
  });

  it('limits the tax id to 20 characters', () => {
    expectRefusal(aTalentProfileInput({ taxId: '1'.repeat(21) }), ProfilesErrorCode.MaxLength, ['20', 'taxId']);
  });

  describe('citizenship', () => {
    it('requires at least one citizenship', () => {
      expectRefusal(
        aTalentProfileInput({ citizenship: [] }),
        ProfilesErrorCode.AtLeastOneSelected,
        ['citizenship'],
        'At least one citizenship selected',
      );
    });

    it('refuses a key outside the catalogue', () => {
      expectRefusal(
        aTalentProfileInput({ citizenship: ['mexican'] }),
        ProfilesErrorCode.InvalidChoice,
        ['citizenship', 'mexican'],
        '"mexican" is not a valid choice',
      );
    });

    it('requires a description when "other" is selected, and keeps it', () => {
      expectRefusal(aTalentProfileInput({ citizenship: ['other'] }), ProfilesErrorCode.Required, [
        'citizenshipOtherDescription',
      ]);
      const profile = valid({ citizenship: ['us', 'other', 'us'], citizenshipOtherDescription: ' Mexican ' });
      expect(profile).toMatchObject({ citizenship: ['us', 'other'], citizenshipOtherDescription: 'Mexican' });
    });

    it('drops the description when "other" is not selected', () => {
      expect(valid({ citizenshipOtherDescription: 'Mexican' }).citizenshipOtherDescription).toBeUndefined();
    });
  });

  it('keeps work permits as trimmed free text, limited to 100 characters each', () => {
    expect(valid({ workPermits: [' O-1 visa ', ''] }).workPermits).toEqual(['O-1 visa']);
    expectRefusal(aTalentProfileInput({ workPermits: ['x'.repeat(101)] }), ProfilesErrorCode.MaxLength, [
      '100',
      'workPermits.0',
    ]);
  });

  describe('passport', () => {
    it('is optional when every field is blank', () => {
      expect(valid({ passport: { number: '', country: '', expiresOn: '' } }).passport).toBeUndefined();
    });

    it('accepts an expiry tomorrow and refuses one today', () => {
      expect(valid({ passport: { number: 'X1', country: 'CA', expiresOn: '2025-06-16' } }).passport?.expiresOn).toBe(
        '2025-06-16',
      );
      expectRefusal(
        aTalentProfileInput({ passport: { number: 'X1', country: 'CA', expiresOn: '2025-06-15' } }),
        ProfilesErrorCode.PassportExpired,
        ['passport.expiresOn'],
        'Expiration must be a date after today.',
      );
    });

    it('requires the number once any field is given', () => {
      expectRefusal(
        aTalentProfileInput({ passport: { country: 'CA', expiresOn: '2030-01-01' } }),
        ProfilesErrorCode.Required,
        ['passport.number'],
      );
    });

    it('requires a two-letter country code', () => {
      expectRefusal(
        aTalentProfileInput({ passport: { number: 'X1', country: 'USA', expiresOn: '2030-01-01' } }),
        ProfilesErrorCode.InvalidValue,
        ['passport.country'],
      );
    });
  });

  describe('addresses', () => {
    it('accepts a non-US residence without state or postal code', () => {
      const residenceAddress = { careOf: 'c/o Agency', line1: '10 Rue de Rivoli', city: 'Paris', country: 'fr' };
      expect(valid({ residenceAddress }).residenceAddress).toEqual({ ...residenceAddress, country: 'FR' });
    });

    it('requires line 1 once any field is given', () => {
      expectRefusal(
        aTalentProfileInput({ residenceAddress: { city: 'Paris', country: 'FR' } }),
        ProfilesErrorCode.Required,
        ['residenceAddress.line1'],
      );
    });

    it('requires a ZIP code in the US, and refuses a malformed one', () => {
      const residenceAddress = { line1: '1 Main St', city: 'Austin', state: 'TX', country: 'US' };
      expectRefusal(aTalentProfileInput({ residenceAddress }), ProfilesErrorCode.Required, [
        'residenceAddress.postalCode',
      ]);
      expectRefusal(
        aTalentProfileInput({ residenceAddress: { ...residenceAddress, postalCode: '7870' } }),
        ProfilesErrorCode.InvalidValue,
        ['residenceAddress.postalCode'],
      );
    });

    it('requires a country for the residence', () => {
      expectRefusal(
        aTalentProfileInput({ residenceAddress: { line1: '1 Main St', city: 'Paris' } }),
        ProfilesErrorCode.Required,
        ['residenceAddress.country'],
      );
    });

    it('defaults the US mailing address to the US and refuses another country', () => {
      const usMailingAddress = { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701-1234' };
      expect(valid({ usMailingAddress }).usMailingAddress?.country).toBe('US');
      expectRefusal(
        aTalentProfileInput({ usMailingAddress: { ...usMailingAddress, country: 'CA' } }),
        ProfilesErrorCode.InvalidValue,
        ['usMailingAddress.country'],
      );
    });
  });

  describe('unions', () => {
    it('requires at least one union, or non-union', () => {
      expectRefusal(
        aTalentProfileInput({ unions: [] }),
        ProfilesErrorCode.AtLeastOneSelected,
        ['union'],
        'At least one union selected',
      );
    });

    it('refuses non-union combined with a union', () => {
      expectRefusal(aTalentProfileInput({ unions: ['nonUnion', 'aea'] }), ProfilesErrorCode.InvalidValue, ['unions']);
    });

    it('refuses a key outside the catalogue', () => {
      expectRefusal(aTalentProfileInput({ unions: ['equity'] }), ProfilesErrorCode.InvalidChoice, ['unions', 'equity']);
    });
  });

  describe('playable age', () => {
    it('accepts a range of a single age', () => {
      expect(valid({ playableAge: { from: 30, to: 30 } }).playableAge).toEqual({ from: 30, to: 30 });
    });

    it('refuses a range whose start is above its end', () => {
      expectRefusal(
        aTalentProfileInput({ playableAge: { from: 40, to: 30 } }),
        ProfilesErrorCode.InvalidRange,
        ['playableAge'],
        'From must not be above to',
      );
    });

    it.each([121, -1, 12.5])('refuses %p as an age', (to) => {
      expectRefusal(
        aTalentProfileInput({ playableAge: { from: 0, to } }),
        ProfilesErrorCode.InvalidValue,
        ['playableAge.to'],
        'Must be a whole number from 0 to 120',
      );
    });

    it('requires both ends once one is given', () => {
      expectRefusal(aTalentProfileInput({ playableAge: { from: 20 } }), ProfilesErrorCode.InvalidValue, [
        'playableAge.to',
      ]);
    });
  });

  it.each([
    ['genderRole', 'robot'],
    ['hairColor', 'blue'],
    ['hairLength', 'medium'],
    ['facialHair', 'walrus'],
    ['eyeColor', 'violet'],
  ] as const)('refuses %s %j outside the catalogue', (field, value) => {
    expectRefusal(aTalentProfileInput({ [field]: value }), ProfilesErrorCode.InvalidChoice, [field, value]);
  });

  it('requires at least one body type', () => {
    expectRefusal(
      aTalentProfileInput({ bodyTypes: [] }),
      ProfilesErrorCode.AtLeastOneSelected,
      ['bodyType'],
      'At least one bodyType selected',
    );
  });

  describe('tattoos and piercings', () => {
    it('refuses a body area outside the catalogue', () => {
      expectRefusal(aTalentProfileInput({ tattoos: { elbow: 'one' } }), ProfilesErrorCode.InvalidChoice, [
        'tattoos',
        'elbow',
      ]);
    });

    it('refuses a coverage level outside the catalogue', () => {
      expectRefusal(aTalentProfileInput({ piercings: { nose: 'huge' } }), ProfilesErrorCode.InvalidChoice, [
        'piercings.nose',
        'huge',
      ]);
    });

    it('takes the spec’s coverage words none, one, few, several and many', () => {
      const tattoos = { face: 'none', arms: 'one', back: 'few', legs: 'several', hands: 'many' };
      expect(validateTalentProfile(aTalentProfileInput({ tattoos }), TODAY).tattoos).toEqual(tattoos);
    });

    it('refuses the former words small, medium and large', () => {
      for (const word of ['small', 'medium', 'large']) {
        expectRefusal(aTalentProfileInput({ tattoos: { arms: word } }), ProfilesErrorCode.InvalidChoice, [
          'tattoos.arms',
          word,
        ]);
      }
    });
  });

  it('requires at least one ethnic appearance', () => {
    expectRefusal(
      aTalentProfileInput({ ethnicAppearances: [] }),
      ProfilesErrorCode.AtLeastOneSelected,
      ['ethnicAppearance'],
      'At least one ethnicAppearance selected',
    );
  });

  describe('sizes', () => {
    it('keeps every size field trimmed and drops blank ones', () => {
      expect(valid({ sizes: { waist: ' 28 ', hat: '' } }).sizes).toEqual({ waist: '28' });
    });

    it('limits sizes to 20 characters and wardrobe notes to 2000', () => {
      expectRefusal(aTalentProfileInput({ sizes: { waist: 'x'.repeat(21) } }), ProfilesErrorCode.MaxLength, [
        '20',
        'sizes.waist',
      ]);
      expect(valid({ sizes: { wardrobeNotes: 'x'.repeat(2000) } }).sizes.wardrobeNotes).toHaveLength(2000);
      expectRefusal(aTalentProfileInput({ sizes: { wardrobeNotes: 'x'.repeat(2001) } }), ProfilesErrorCode.MaxLength, [
        '2000',
        'sizes.wardrobeNotes',
      ]);
    });
  });

  describe('height and weight', () => {
    it('stores height in whole centimetres from either system', () => {
      expect(valid({ height: { cm: 172.6 } }).heightCm).toBe(173);
      expect(valid({ height: { feet: 6 } }).heightCm).toBe(183);
    });

    it('stores weight in whole grams from either system', () => {
      expect(valid({ weight: { lb: 150 } }).weightGrams).toBe(68039);
      expect(valid({ weight: { kg: 55.5 } }).weightGrams).toBe(55500);
    });

    it('refuses an impossible height', () => {
      expectRefusal(aTalentProfileInput({ height: { cm: 400 } }), ProfilesErrorCode.InvalidValue, ['height']);
      expectRefusal(aTalentProfileInput({ height: { feet: 5, inches: 12 } }), ProfilesErrorCode.InvalidValue, [
        'height',
      ]);
    });

    it('refuses an impossible weight', () => {
      expectRefusal(
        aTalentProfileInput({ weight: { kg: 0 } }),
        ProfilesErrorCode.InvalidValue,
        ['weight'],
        'Weight must be from 1 to 650 kg',
      );
    });
  });

  it('requires all three pronoun forms once one is given', () => {
    expectRefusal(aTalentProfileInput({ pronouns: { subject: 'they', object: 'them' } }), ProfilesErrorCode.Required, [
      'pronouns.possessive',
    ]);
  });

  describe('social links', () => {
    it('accepts every host of a network, such as x.com for twitter', () => {
      expect(valid({ socialLinks: { twitter: 'https://x.com/ada', youtube: ' ' } }).socialLinks).toEqual({
        twitter: 'https://x.com/ada',
      });
    });

    it.each([
      'https://evil.example/instagram.com',
      'http://www.instagram.com/ada',
      'https://user:pw@www.instagram.com/ada',
      'www.instagram.com/ada',
    ])('refuses %j as an Instagram link', (url) => {
      expectRefusal(
        aTalentProfileInput({ socialLinks: { instagram: url } }),
        ProfilesErrorCode.InvalidUrl,
        ['socialLinks.instagram'],
        'Invalid URL.',
      );
    });

    it('refuses a network outside the catalogue', () => {
      expectRefusal(
        aTalentProfileInput({ socialLinks: { myspace: 'https://myspace.com/ada' } }),
        ProfilesErrorCode.InvalidChoice,
        ['socialLinks', 'myspace'],
      );
    });
  });

  describe('skills', () => {
    it('keeps each key once', () => {
      expect(valid({ skills: { accents: ['irish', 'irish', 'british'] } }).skills.accents).toEqual([
        'irish',
        'british',
      ]);
    });

    it('refuses a key outside its catalogue, naming the catalogue', () => {
      expectRefusal(aTalentProfileInput({ skills: { languages: ['english'] } }), ProfilesErrorCode.InvalidChoice, [
        'skills.languages',
        'english',
      ]);
    });
  });

  it('reports the first broken rule in form order', () => {
    const input = aTalentProfileInput({ lastName: '', unions: [], bodyTypes: [] });
    expect(failureOf(input).args).toEqual(['lastName']);
    expect(failureOf({ ...input, lastName: 'L' }).args).toEqual(['union']);
  });
});

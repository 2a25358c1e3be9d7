import { ProfilesErrorCode, ProfilesException } from '../../profiles.errors.js';
import { aRepresentativeProfileInput } from '../../../test/builders/representative-profile.builders.js';
import { validateRepresentativeProfile, type RepresentativeProfileInput } from './representative-profile.rules.js';

function failureOf(input: RepresentativeProfileInput): ProfilesException {
  try {
    validateRepresentativeProfile(input);
  } catch (error) {
    if (error instanceof ProfilesException) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the representative profile to be refused');
}

function expectRefusal(
  input: RepresentativeProfileInput,
  code: ProfilesErrorCode,
  args: string[],
  message?: string,
): void {
  const error = failureOf(input);
  expect({ code: error.code, args: error.args }).toEqual({ code, args });
  if (message !== undefined) {
    expect(error.message).toBe(message);
  }
}

const valid = (overrides: Partial<RepresentativeProfileInput> = {}) =>
  validateRepresentativeProfile(aRepresentativeProfileInput(overrides));

const aReference = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 202 555 0123' };

describe('validateRepresentativeProfile', () => {
  it('normalizes a complete profile: contact, website, codes and phone numbers as stored', () => {
    const input = aRepresentativeProfileInput();
    expect(valid()).toEqual({
      ...input,
      contact: { email: 'desk@agency.com', phone: '+12135550147' },
      website: 'https://agency.example.com/',
      license: { ...input.license, country: 'US' },
      references: [
        { name: 'Alan Turing', email: 'alan@example.com', phone: '+442079460958' },
        { name: 'Joan Clarke', email: 'joan@example.com', phone: '+14155552671' },
      ],
      referencesNotApplicable: false,
    });
  });

  describe('representation types', () => {
    it('requires at least one', () => {
      expectRefusal(
        aRepresentativeProfileInput({ representationTypes: [] }),
        ProfilesErrorCode.AtLeastOneSelected,
        ['representationType'],
        'At least one representationType selected',
      );
    });

    it('refuses a key outside the catalogue', () => {
      expectRefusal(
        aRepresentativeProfileInput({ representationTypes: ['publicist'] }),
        ProfilesErrorCode.InvalidChoice,
        ['representationTypes', 'publicist'],
      );
    });
  });

  it.each([
    ['projectLocations', ['mars']],
    ['services', ['sagAgent']],
    ['talentTypes', ['robots']],
    ['projectTypes', ['opera']],
  ] as const)('refuses %s outside the catalogue', (field, values) => {
    expectRefusal(aRepresentativeProfileInput({ [field]: values }), ProfilesErrorCode.InvalidChoice, [
      field,
      values[0],
    ]);
  });

  describe('business address', () => {
    it('is required when it differs', () => {
      expectRefusal(aRepresentativeProfileInput({ businessAddress: undefined }), ProfilesErrorCode.Required, [
        'businessAddress',
      ]);
    });

    it('is checked field by field when it differs', () => {
      const businessAddress = { line1: '1 Main St', city: '', country: 'US' };
      expectRefusal(aRepresentativeProfileInput({ businessAddress }), ProfilesErrorCode.Required, [
        'businessAddress.city',
      ]);
    });

    it('is dropped when it does not differ', () => {
      const profile = valid({ businessAddressDiffers: false });
      expect(profile.businessAddress).toBeUndefined();
      expect(profile.businessAddressDiffers).toBe(false);
    });
  });

  describe('contact and website', () => {
    it('refuses a malformed email', () => {
      expectRefusal(
        aRepresentativeProfileInput({ contact: { email: 'desk.agency.com' } }),
        ProfilesErrorCode.InvalidEmail,
        ['contact.email'],
        'Invalid email.',
      );
    });

    it('refuses an invalid phone', () => {
      expectRefusal(
        aRepresentativeProfileInput({ contact: { phone: '12' } }),
        ProfilesErrorCode.InvalidPhone,
        ['contact.phone'],
        'Phone number must be valid.',
      );
    });

    it.each(['http://agency.example.com', 'agency.example.com', 'javascript:alert(1)'])(
      'refuses the website %j',
      (website) => {
        expectRefusal(
          aRepresentativeProfileInput({ website }),
          ProfilesErrorCode.InvalidUrl,
          ['website'],
          'Invalid URL.',
        );
      },
    );
  });

  describe('company', () => {
    it('requires a name once any field is given', () => {
      expectRefusal(aRepresentativeProfileInput({ company: { kind: 'employer' } }), ProfilesErrorCode.Required, [
        'company.name',
      ]);
    });

    it('accepts 0 to 200 years in operation', () => {
      expect(valid({ company: { name: 'New', yearsInOperation: 0 } }).company?.yearsInOperation).toBe(0);
      expectRefusal(
        aRepresentativeProfileInput({ company: { name: 'Old', yearsInOperation: 201 } }),
        ProfilesErrorCode.InvalidValue,
        ['company.yearsInOperation'],
        'Must be a whole number from 0 to 200',
      );
    });

    it('refuses a kind outside the catalogue', () => {
      expectRefusal(
        aRepresentativeProfileInput({ company: { name: 'X', kind: 'llc' } }),
        ProfilesErrorCode.InvalidChoice,
        ['company.kind', 'llc'],
      );
    });

    it('limits the name to 100 characters', () => {
      expectRefusal(
        aRepresentativeProfileInput({ company: { name: 'x'.repeat(101) } }),
        ProfilesErrorCode.MaxLength,
        ['100', 'company.name'],
        'Max 100 characters',
      );
    });
  });

  describe('license', () => {
    it('is optional when every field is blank (for anyone but an agent in a licensing state)', () => {
      expect(
        valid({ representationTypes: ['talentManager'], license: { fullName: '', number: ' ' } }).license,
      ).toBeUndefined();
    });

    it('requires the number once any field is given', () => {
      expectRefusal(
        aRepresentativeProfileInput({ license: { fullName: 'Grace Hopper' } }),
        ProfilesErrorCode.Required,
        ['license.number'],
      );
    });
  });

  it('refuses a talent-represented band outside the catalogue', () => {
    expectRefusal(aRepresentativeProfileInput({ talentRepresented: '1-5' }), ProfilesErrorCode.InvalidChoice, [
      'talentRepresented',
      '1-5',
    ]);
  });

  describe('references', () => {
    it('requires two complete references in California', () => {
      expectRefusal(
        aRepresentativeProfileInput({ references: [aReference] }),
        ProfilesErrorCode.ReferencesRequired,
        ['references', '2'],
        'At least 2 professional references are required in California; enter N/A to add them later.',
      );
    });

    it('requires as many as the place of business asks: five in Florida', () => {
      const miami = { line1: '1 Ocean Drive', city: 'Miami', state: 'FL', postalCode: '33139', country: 'US' };
      const inFlorida = { businessAddress: miami, license: undefined, representationTypes: ['talentManager'] };
      expectRefusal(
        aRepresentativeProfileInput({ ...inFlorida, references: [aReference, aReference, aReference, aReference] }),
        ProfilesErrorCode.ReferencesRequired,
        ['references', '5'],
        'At least 5 professional references are required in Florida; enter N/A to add them later.',
      );
      expect(valid({ ...inFlorida, references: Array.from({ length: 5 }, () => aReference) }).references).toHaveLength(
        5,
      );
      expect(valid({ ...inFlorida, references: [], referencesNotApplicable: true }).references).toEqual([]);
    });

    it('requires two where no place of business is known', () => {
      expectRefusal(
        aRepresentativeProfileInput({
          representationTypes: ['castingProfessional'],
          businessAddressDiffers: false,
          license: undefined,
          references: [aReference],
        }),
        ProfilesErrorCode.ReferencesRequired,
        ['references', '2'],
        'At least 2 professional references are required; enter N/A to add them later.',
      );
    });

    it('accepts none when N/A is entered', () => {
      const profile = valid({ references: [], referencesNotApplicable: true });
      expect(profile).toMatchObject({ references: [], referencesNotApplicable: true });
    });

    it('drops blank rows before counting', () => {
      expectRefusal(
        aRepresentativeProfileInput({ references: [aReference, { name: '', email: '', phone: '' }] }),
        ProfilesErrorCode.ReferencesRequired,
        ['references', '2'],
      );
    });

    it('names the missing field of a started reference', () => {
      expectRefusal(
        aRepresentativeProfileInput({ references: [aReference, { name: 'Bob', email: 'bob@example.com' }] }),
        ProfilesErrorCode.Required,
        ['references.1.phone'],
      );
    });

    it('checks each reference email and phone', () => {
      expectRefusal(
        aRepresentativeProfileInput({ references: [{ ...aReference, email: 'bob' }, aReference] }),
        ProfilesErrorCode.InvalidEmail,
        ['references.0.email'],
      );
      expectRefusal(
        aRepresentativeProfileInput({ references: [aReference, { ...aReference, phone: '000' }] }),
        ProfilesErrorCode.InvalidPhone,
        ['references.1.phone'],
      );
    });

    it('refuses more than ten references', () => {
      expectRefusal(
        aRepresentativeProfileInput({ references: Array.from({ length: 11 }, () => aReference) }),
        ProfilesErrorCode.InvalidValue,
        ['references'],
      );
    });
  });

  it('reports the first broken rule in form order', () => {
    const input = aRepresentativeProfileInput({ website: 'ftp://x', references: [], company: { kind: 'employer' } });
    expect(failureOf(input).args).toEqual(['website']);
  });
});

import { describeRefusal } from '@callsheet/testing';
import { aPersonInput as personInput } from '../../../test/builders/account.builders.js';
import { PaymentsErrorCode } from '../../payments.errors.js';
import {
  ageOn,
  assertOwnersConfirmable,
  assertPrimaryRepresentative,
  mergedPersonUpdate,
  missingPersonFields,
  optionalPercentBasisPoints,
  ownersCheck,
  parsePerson,
  personTokenOf,
  toStripePerson,
  type PersonData,
} from './persons.js';

const TODAY = new Date('2025-06-15T12:00:00Z');

/** The roles of the complete person (aPersonInput), as parsed and as written back. */
const CEO_AND_OWNER = { executive: true, owner: true, director: false, representative: false, title: 'CEO' };

function person(overrides: Record<string, unknown> = {}): PersonData {
  return parsePerson(personInput(overrides), TODAY);
}

function withRelationship(relationship: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return person({ relationship, ...overrides });
}

describe('person fields', () => {
  it('parses a complete person', () => {
    expect(person({ id: 'person_1' })).toEqual({
      id: 'person_1',
      firstName: 'Jenny',
      lastName: 'Rosen',
      email: 'jenny.rosen@example.com',
      phone: '+14155550123',
      dob: { day: 1, month: 1, year: 1980 },
      address: {
        line1: '510 Townsend St',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '94103',
        country: 'US',
      },
      ssnLast4: '0000',
      relationship: { ...CEO_AND_OWNER, percentOwnershipBasisPoints: 2550 },
    });
  });

  it('leaves out what was not answered', () => {
    expect(
      parsePerson({ first_name: 'Jenny', last_name: 'Rosen', dob: { day: null }, address: { city: ' ' } }, TODAY),
    ).toEqual({
      firstName: 'Jenny',
      lastName: 'Rosen',
      relationship: { executive: false, owner: false, director: false, representative: false },
    });
  });

  // One refusal per row: the table reads better unwrapped.
  // prettier-ignore
  it.each<[string, Record<string, unknown>, { code: string; args: string[]; message: string }]>([
    ['first name missing', { first_name: undefined }, required('first_name')],
    ['last name blank', { last_name: '  ' }, required('last_name')],
    ['first name too long', { first_name: 'x'.repeat(101) }, maxLength('100', 'first_name')],
    ['first name not text', { first_name: 42 }, invalid('first_name', 'Expected text')],
    ['email malformed', { email: 'jenny@' }, invalid('email', 'Invalid email.')],
    ['phone too short', { phone: '555-0123' }, invalid('phone', 'Phone number must be valid.')],
    ['phone area code starting with 0', { phone: '+1 (015) 555-0123' }, invalid('phone', 'Phone number must be valid.')],
    ['phone with letters', { phone: '415-CALL-NOW' }, invalid('phone', 'Phone number must be valid.')],
    ['date of birth without year', { dob: { day: 1, month: 1 } }, required('dob.year')],
    ['date of birth with a fraction', { dob: { day: 1.5, month: 1, year: 1980 } }, whole('dob.day')],
    ['date of birth as text', { dob: { day: '1', month: 1, year: 1980 } }, whole('dob.day')],
    ['date of birth that does not exist', { dob: { day: 31, month: 2, year: 1980 } }, unreal()],
    ['date of birth in month 13', { dob: { day: 1, month: 13, year: 1980 } }, unreal()],
    ['date of birth before 1900', { dob: { day: 1, month: 1, year: 1899 } }, unreal()],
    ['date of birth of a 17-year-old', { dob: { day: 16, month: 6, year: 2007 } }, invalid('dob', 'Must be 18 or older')],
    ['address without city', { address: { line1: '1 Main St', postal_code: '94103', country: 'US', state: 'CA' } }, required('address.city')],
    ['address without country', { address: { line1: '1 Main St', city: 'SF', postal_code: '94103' } }, required('address.country')],
    ['address with a three-letter country', { address: { line1: '1 Main St', city: 'SF', postal_code: '1', country: 'USA' } }, invalid('address.country', 'Expected a two-letter country code')],
    ['US address without state', { address: { line1: '1 Main St', city: 'SF', postal_code: '94103', country: 'US' } }, required('address.state')],
    ['US address with an unknown state', { address: { line1: '1 Main St', city: 'SF', postal_code: '94103', country: 'US', state: 'XX' } }, invalid('address.state', 'Expected a US state code')],
    ['US address with a short ZIP', { address: { line1: '1 Main St', city: 'SF', postal_code: '9410', country: 'US', state: 'CA' } }, invalid('address.postal_code', 'Expected a ZIP code (12345 or 12345-6789)')],
    ['SSN with 5 digits', { ssn_last_4: '12345' }, invalid('ssn_last_4', 'Expected the last 4 digits of the SSN')],
    ['SSN with letters', { ssn_last_4: '12a4' }, invalid('ssn_last_4', 'Expected the last 4 digits of the SSN')],
    ['share over 100%', { relationship: { owner: true, percent_ownership: 100.5 } }, percent('Expected a percentage from 0 to 100')],
    ['negative share', { relationship: { owner: true, percent_ownership: -1 } }, percent('Expected a percentage from 0 to 100')],
    ['share as text', { relationship: { owner: true, percent_ownership: '25' } }, percent('Expected a percentage from 0 to 100')],
    ['share with 3 decimals', { relationship: { owner: true, percent_ownership: 12.345 } }, percent('Expected at most 2 decimals')],
    ['25% holder not marked owner', { relationship: { percent_ownership: 25 } }, invalid('relationship.owner', 'A person holding 25% or more is an owner')],
    ['relationship flag as text', { relationship: { executive: 'yes' } }, invalid('relationship.executive', 'Expected true or false')],
    ['title too long', { relationship: { executive: true, title: 'x'.repeat(101) } }, maxLength('100', 'relationship.title')],
  ])('refuses a %s', (_name, overrides, refusal) => {
    expect(describeRefusal(() => person(overrides))).toEqual(refusal);
  });

  it('refuses a person that is not an object', () => {
    expect(describeRefusal(() => parsePerson('Jenny', TODAY))).toEqual(invalid('person', 'Expected an object'));
  });

  it.each([
    ['+14155550123', '+14155550123'],
    ['14155550123', '+14155550123'],
    ['415.555.0123', '+14155550123'],
    ['+1 415 555 0123', '+14155550123'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('stores phone %s as %s', (phone, stored) => {
    expect(person({ phone }).phone).toBe(stored);
  });

  it('accepts an address outside the US without state and with any postal code', () => {
    expect(
      person({ address: { line1: '1 Rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'fr' } }).address,
    ).toEqual({ line1: '1 Rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'FR' });
  });

  it('accepts a ZIP+4 and a second address line', () => {
    expect(
      person({
        address: {
          line1: '1 Main St',
          line2: 'Suite 2',
          city: 'SF',
          state: 'ca',
          postal_code: '94103-1234',
          country: 'US',
        },
      }).address,
    ).toEqual({
      line1: '1 Main St',
      line2: 'Suite 2',
      city: 'SF',
      state: 'CA',
      postalCode: '94103-1234',
      country: 'US',
    });
  });

  it('counts age in whole years, birthday included', () => {
    expect(ageOn({ day: 15, month: 6, year: 2007 }, TODAY)).toBe(18);
    expect(ageOn({ day: 16, month: 6, year: 2007 }, TODAY)).toBe(17);
    expect(person({ dob: { day: 15, month: 6, year: 2007 } }).dob).toEqual({ day: 15, month: 6, year: 2007 });
  });

  it.each([
    [25.5, 2550],
    [0.01, 1],
    [33.33, 3333],
    [57.7, 5770],
    [100, 10_000],
    [0, 0],
  ])('stores a %d% share as %d basis points', (share, basisPoints) => {
    expect(optionalPercentBasisPoints('share', share)).toBe(basisPoints);
  });

  it('writes the person back in Stripe field names', () => {
    expect(toStripePerson(person())).toEqual({
      first_name: 'Jenny',
      last_name: 'Rosen',
      email: 'jenny.rosen@example.com',
      phone: '+14155550123',
      dob: { day: 1, month: 1, year: 1980 },
      ssn_last_4: '0000',
      address: { line1: '510 Townsend St', state: 'CA', city: 'San Francisco', postal_code: '94103', country: 'US' },
      relationship: { ...CEO_AND_OWNER, percent_ownership: 25.5 },
    });
    expect(toStripePerson(parsePerson({ first_name: 'A', last_name: 'B' }, TODAY))).toEqual({
      first_name: 'A',
      last_name: 'B',
      relationship: { executive: false, owner: false, director: false, representative: false },
    });
  });
});

describe('primary representative', () => {
  it.each([
    ['an executive with a title', { executive: true, title: 'CFO' }],
    ['an owner with a title', { owner: true, title: 'Founder', percent_ownership: 60 }],
  ])('accepts %s', (_name, relationship) => {
    expect(() => assertPrimaryRepresentative(withRelationship(relationship))).not.toThrow();
  });

  it.each([
    ['a director only', { director: true, title: 'Director' }, 'relationship.executive'],
    ['a person with no role', { title: 'Assistant' }, 'relationship.executive'],
    ['an executive without a title', { executive: true }, 'relationship.title'],
    ['an owner without a title', { owner: true }, 'relationship.title'],
  ])('refuses %s', (_name, relationship, field) => {
    expect(describeRefusal(() => assertPrimaryRepresentative(withRelationship(relationship)))).toEqual({
      code: PaymentsErrorCode.PrimaryRepresentativeRequirements,
      args: [field],
      message: 'The primary representative must be an executive or owner with a title.',
    });
  });
});

describe('owners', () => {
  const owner = (share: number, overrides: Record<string, unknown> = {}) =>
    withRelationship({ owner: true, percent_ownership: share }, overrides);

  it('is complete when every owner of 25% or more has full data and the list is confirmed', () => {
    expect(ownersCheck([owner(50), owner(25), owner(10, { email: null })], true)).toEqual([]);
    expect(() => assertOwnersConfirmable([owner(50), owner(50)])).not.toThrow();
  });

  it('asks for the confirmation once the owners are complete', () => {
    expect(ownersCheck([owner(100)], false)).toEqual([
      {
        code: PaymentsErrorCode.OwnersNotConfirmed,
        message: 'Confirm that every owner holding 25% or more has been added.',
        args: [],
      },
    ]);
  });

  it('lists the data an owner of 25% or more lacks, named by id or else by name', () => {
    const issues = ownersCheck(
      [owner(25, { id: 'person_1', email: undefined, ssn_last_4: undefined }), owner(30, { dob: undefined })],
      true,
    );
    expect(issues).toEqual([
      {
        code: PaymentsErrorCode.OwnerDataMissing,
        message: 'person_1 holds 25%: provide email, ssn_last_4.',
        args: ['person_1', 'email', 'ssn_last_4'],
      },
      {
        code: PaymentsErrorCode.OwnerDataMissing,
        message: 'Jenny Rosen holds 30%: provide dob.',
        args: ['Jenny Rosen', 'dob'],
      },
    ]);
  });

  it('reports shares over 100% first, then owners, then the confirmation', () => {
    const issues = ownersCheck([owner(60.25), owner(50, { phone: undefined })], false);
    expect(issues.map((issue) => [issue.code, issue.args])).toEqual([
      [PaymentsErrorCode.OwnershipOverHundred, ['110.25']],
      [PaymentsErrorCode.OwnerDataMissing, ['Jenny Rosen', 'phone']],
      [PaymentsErrorCode.OwnersNotConfirmed, []],
    ]);
  });

  it('refuses to confirm with the first issue', () => {
    expect(describeRefusal(() => assertOwnersConfirmable([owner(75), owner(30)]))).toEqual({
      code: PaymentsErrorCode.OwnershipOverHundred,
      args: ['105'],
      message: "The owners' shares add up to 105%, more than 100%.",
    });
  });

  it('names the verified fields a person lacks', () => {
    expect(missingPersonFields(parsePerson({ first_name: 'A', last_name: 'B' }, TODAY))).toEqual([
      'email',
      'phone',
      'address',
      'dob',
      'ssn_last_4',
    ]);
    expect(missingPersonFields(person())).toEqual([]);
  });
});

describe('full verification of a person', () => {
  const SSN = '123-45-0000';

  it('takes the full SSN with its last four and the identity documents, and writes them to Stripe', () => {
    const parsed = person({
      id_number: SSN,
      verification: {
        document: { front: 'file_front', back: 'file_back' },
        additional_document: { front: 'file_utility_bill' },
      },
    });
    expect(parsed).toMatchObject({
      ssnLast4: '0000',
      idNumber: '123450000',
      verification: {
        document: { front: 'file_front', back: 'file_back' },
        additional_document: { front: 'file_utility_bill' },
      },
    });
    expect(toStripePerson(parsed)).toMatchObject({
      ssn_last_4: '0000',
      id_number: '123450000',
      verification: {
        document: { front: 'file_front', back: 'file_back' },
        additional_document: { front: 'file_utility_bill' },
      },
    });
  });

  it('counts the full number as the tax id an owner must give', () => {
    const withFullNumber = parsePerson({ ...personInput({ ssn_last_4: undefined }), id_number: '123456789' }, TODAY);
    expect(missingPersonFields(withFullNumber)).toEqual([]);
  });

  it.each([
    [{ id_number: '12345' }, 'id_number'],
    [{ id_number: '123456789' }, 'ssn_last_4'],
    [{ verification: { document: { front: 'scan.pdf' } } }, 'verification.document.front'],
    [{ verification: { additional_document: { back: 'file' } } }, 'verification.additional_document.back'],
  ])('refuses %j naming %s', (overrides, field) => {
    expect(describeRefusal(() => person(overrides)).args).toEqual([field]);
  });

  it('reads id_number by the account country', () => {
    expect(parsePerson({ first_name: 'A', last_name: 'B', id_number: 'AB-123-456' }, TODAY, 'CA').idNumber).toBe(
      'AB123456',
    );
  });
});

describe('person tokens', () => {
  const custom = { country: 'US', type: 'custom' as const, today: TODAY };

  it('takes a person token alone on a custom account', () => {
    expect(personTokenOf({ person_token: 'cpt_1EDww82eZvKYlo2C' }, custom)).toBe('cpt_1EDww82eZvKYlo2C');
    expect(personTokenOf({ person_token: 'cpt_1', email: '', phone: null }, custom)).toBe('cpt_1');
  });

  it('answers no token when the details are sent', () => {
    expect(personTokenOf(personInput(), custom)).toBeUndefined();
    expect(personTokenOf({ ...personInput(), person_token: '' }, custom)).toBeUndefined();
  });

  it('refuses a token of another kind, a field beside it and an express account', () => {
    expect(describeRefusal(() => personTokenOf({ person_token: 'ct_1' }, custom))).toMatchObject({
      code: PaymentsErrorCode.InvalidValue,
      args: ['person_token'],
    });
    expect(
      describeRefusal(() => personTokenOf({ person_token: 'cpt_1', id_number: '123456789' }, custom)),
    ).toMatchObject({ code: PaymentsErrorCode.InvalidValue, args: ['id_number'] });
    expect(
      describeRefusal(() => personTokenOf({ person_token: 'cpt_1' }, { ...custom, type: 'express' })),
    ).toMatchObject({ code: PaymentsErrorCode.InvalidValue, args: ['person_token'] });
  });
});

describe('person updates', () => {
  it('reads the fields given over the person Stripe has', () => {
    expect(
      mergedPersonUpdate(
        { first_name: 'Jenny', last_name: 'Rosen', relationship: { executive: true, title: 'CEO' } },
        { id_number: '123456789', relationship: { title: 'President' } },
      ),
    ).toEqual({
      first_name: 'Jenny',
      last_name: 'Rosen',
      id_number: '123456789',
      relationship: { executive: true, title: 'President' },
    });
  });
});

function required(field: string) {
  return { code: PaymentsErrorCode.Required, args: [field], message: 'This is a required field.' };
}

function invalid(field: string, message: string) {
  return { code: PaymentsErrorCode.InvalidValue, args: [field], message };
}

function maxLength(limit: string, field: string) {
  return { code: PaymentsErrorCode.MaxLength, args: [limit, field], message: `Max ${limit} characters` };
}

function whole(field: string) {
  return invalid(field, 'Expected a whole number');
}

function unreal() {
  return invalid('dob', 'Expected a real date of birth');
}

function percent(message: string) {
  return invalid('relationship.percent_ownership', message);
}

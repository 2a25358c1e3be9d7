import { IdentityErrorCode, IdentityException } from '../user/user.errors.js';
import { ageInYears, validateNewAccount, type AccountForm, type AccountRules } from './account.js';

const rules: AccountRules = {
  supportedCountries: ['US'],
  connectMode: 'custom',
  today: new Date('2026-11-22T12:00:00Z'),
};
const adult = { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' };
const individualForm: AccountForm = {
  businessType: 'individual',
  accountType: 'talent',
  businessName: '',
  companyName: '',
  individual: adult,
  tosShownAndAccepted: true,
  country: 'us',
  minor: false,
  accountToken: '',
};

function failure(
  changes: Partial<AccountForm>,
  overrides: Partial<AccountRules> = {},
): { code: string; args: readonly string[] } {
  try {
    validateNewAccount({ ...individualForm, ...changes }, { ...rules, ...overrides });
  } catch (error) {
    if (error instanceof IdentityException) {
      return { code: error.code, args: error.args };
    }
    throw error;
  }
  throw new Error('expected the account to be refused');
}

describe('validateNewAccount', () => {
  it('accepts an adult individual, naming the account after them', () => {
    expect(validateNewAccount(individualForm, rules)).toEqual({
      businessType: 'individual',
      accountType: 'talent',
      name: 'Ada Lovelace',
      country: 'US',
      minor: false,
      individual: adult,
    });
  });

  it.each(['company', 'non_profit'])('accepts a %s named by its company or business name', (businessType) => {
    const account = validateNewAccount(
      {
        ...individualForm,
        businessType,
        individual: undefined,
        companyName: 'Northern Lights Casting',
        accountType: 'casting',
      },
      rules,
    );
    expect(account.name).toBe('Northern Lights Casting');
    expect(account.individual).toBeUndefined();
  });

  it('lets a parent register a minor, with the guardian as the individual', () => {
    expect(validateNewAccount({ ...individualForm, businessType: 'parent', minor: true }, rules).minor).toBe(true);
  });

  it('refuses a minor outside a parent account', () => {
    expect(failure({ minor: true }).code).toBe(IdentityErrorCode.MinorNeedsGuardian);
  });

  it('refuses individuals under 18, counting the birthday itself as the day they turn 18', () => {
    expect(failure({ individual: { ...adult, dateOfBirth: '2008-11-23' } }).code).toBe(
      IdentityErrorCode.IndividualMustBeAdult,
    );
    expect(() =>
      validateNewAccount({ ...individualForm, individual: { ...adult, dateOfBirth: '2008-11-22' } }, rules),
    ).not.toThrow();
    expect(failure({ businessType: 'parent', individual: { ...adult, dateOfBirth: '2010-01-01' } }).code).toBe(
      IdentityErrorCode.IndividualMustBeAdult,
    );
  });

  it.each(['1990-02-30', '10/12/1990', '2030-01-01', ''])('refuses the birth date %j', (dateOfBirth) => {
    expect([IdentityErrorCode.InvalidDate, IdentityErrorCode.Required]).toContain(
      failure({ individual: { ...adult, dateOfBirth } }).code,
    );
  });

  it('requires the individual names and a company name', () => {
    expect(failure({ individual: { ...adult, firstName: ' ' } })).toEqual({
      code: IdentityErrorCode.Required,
      args: ['individual.first_name'],
    });
    expect(failure({ businessType: 'company', individual: undefined })).toEqual({
      code: IdentityErrorCode.Required,
      args: ['company.name'],
    });
  });

  it('refuses unknown business and account types', () => {
    expect(failure({ businessType: 'trust' })).toEqual({
      code: IdentityErrorCode.InvalidChoice,
      args: ['business_type', 'trust'],
    });
    expect(failure({ accountType: 'wizard' }).args).toEqual(['account_type', 'wizard']);
  });

  it('requires the terms of service to be accepted', () => {
    expect(failure({ tosShownAndAccepted: false }).code).toBe(IdentityErrorCode.TosNotAccepted);
  });

  it('accepts only the supported countries', () => {
    expect(failure({ country: 'CA' })).toEqual({ code: IdentityErrorCode.CountryNotSupported, args: ['CA'] });
  });

  it('accepts an account token only in custom connect mode', () => {
    expect(validateNewAccount({ ...individualForm, accountToken: 'ct_123' }, rules).accountToken).toBe('ct_123');
    expect(failure({ accountToken: 'ct_123' }, { connectMode: 'express' }).code).toBe(
      IdentityErrorCode.AccountTokenNotAllowed,
    );
  });
});

describe('ageInYears', () => {
  it('counts whole years from a YYYY-MM-DD date', () => {
    const today = new Date('2026-11-22T00:00:00Z');
    expect(ageInYears('2008-11-22', today)).toBe(18);
    expect(ageInYears('2008-11-23', today)).toBe(17);
    expect(ageInYears('2000-02-29', today)).toBe(26);
  });
});

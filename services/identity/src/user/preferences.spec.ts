import { validatePreferences } from './preferences.js';
import { IdentityErrorCode, IdentityException } from './user.errors.js';

function codeOf(timezone: string, language: string, displayName?: string): string {
  try {
    validatePreferences(timezone, language, displayName);
    return 'none';
  } catch (error) {
    return error instanceof IdentityException ? error.code : 'unexpected';
  }
}

describe('validatePreferences', () => {
  it('accepts IANA timezones and supported languages, keeping what is left empty', () => {
    expect(validatePreferences('America/Toronto', 'fr-QC')).toEqual({ timezone: 'America/Toronto', language: 'fr-QC' });
    expect(validatePreferences('', 'fr-CA')).toEqual({ language: 'fr-CA' });
    expect(validatePreferences('UTC', '')).toEqual({ timezone: 'UTC' });
    expect(validatePreferences('', '')).toEqual({});
  });

  it('rejects unknown timezones and unsupported languages', () => {
    expect(codeOf('Mars/Olympus_Mons', '')).toBe(IdentityErrorCode.UnknownTimezone);
    expect(codeOf('', 'klingon')).toBe(IdentityErrorCode.UnsupportedLanguage);
  });
});

describe('display name', () => {
  it('changes it only when given, trimmed', () => {
    expect(validatePreferences('', '', '  Ada King  ')).toEqual({ displayName: 'Ada King' });
    expect(validatePreferences('', '')).not.toHaveProperty('displayName');
    expect(validatePreferences('', '', 'Ａｄａ 山田').displayName).toBe('Ａｄａ 山田');
  });

  it('accepts exactly 100 characters and refuses 101 with "Max {0} characters"', () => {
    expect(validatePreferences('', '', 'x'.repeat(100)).displayName).toHaveLength(100);
    expect(codeOf('', '', 'x'.repeat(101))).toBe(IdentityErrorCode.MaxLength);
  });

  it('refuses a blank name and control or format characters', () => {
    expect(codeOf('', '', '   ')).toBe(IdentityErrorCode.Required);
    expect(codeOf('', '', 'Ada\nKing')).toBe(IdentityErrorCode.InvalidValue);
    expect(codeOf('', '', 'Ada\u202eKing')).toBe(IdentityErrorCode.InvalidValue);
  });
});

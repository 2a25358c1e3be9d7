import { validatePreferences } from './preferences.js';
import { IdentityErrorCode, IdentityException } from './user.errors.js';

function codeOf(timezone: string, language: string): string {
  try {
    validatePreferences(timezone, language);
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

import { IdentityErrorCode, IdentityException } from './user.errors.js';
import { mixesScripts, normalizeEmail, requireValidEmail, validateSignUp, type SignUpInput } from './sign-up-rules.js';

const valid: SignUpInput = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: ' Ada@Example.COM ',
  password: 'secret1',
  passwordConfirmation: 'secret1',
  language: '',
};

function failureOf(changes: Partial<SignUpInput>): IdentityException {
  try {
    validateSignUp({ ...valid, ...changes });
  } catch (error) {
    if (error instanceof IdentityException) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the sign-up to be refused');
}

describe('validateSignUp', () => {
  it('accepts a valid form, trimming names and lower-casing the email', () => {
    expect(validateSignUp(valid)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
      language: 'en-CA',
    });
  });

  it.each([[''], ['   ']])('requires a first name (%j)', (firstName) => {
    const error = failureOf({ firstName });
    expect(error.code).toBe(IdentityErrorCode.FirstNameRequired);
    expect(error.message).toBe('First Name is Required');
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada lovelace@example.com', 'ada@@example.com'])(
    'rejects the email %j as "Invalid email."',
    (email) => {
      const error = failureOf({ email });
      expect(error.code).toBe(IdentityErrorCode.InvalidEmail);
      expect(error.message).toBe('Invalid email.');
    },
  );

  it('requires at least 6 characters of password, and accepts exactly 6', () => {
    const error = failureOf({ password: 'abc12', passwordConfirmation: 'abc12' });
    expect(error.code).toBe(IdentityErrorCode.PasswordTooShort);
    expect(error.args).toEqual(['6']);
    expect(() => validateSignUp({ ...valid, password: 'abc123', passwordConfirmation: 'abc123' })).not.toThrow();
  });

  it('requires the confirmation to equal the password', () => {
    expect(failureOf({ passwordConfirmation: 'secret2' }).code).toBe(IdentityErrorCode.PasswordsMustMatch);
  });

  it('limits names to 50 characters with "Max {0} characters"', () => {
    const error = failureOf({ lastName: 'x'.repeat(51) });
    expect(error.code).toBe(IdentityErrorCode.MaxLength);
    expect(error.message).toBe('Max 50 characters');
    expect(error.args).toEqual(['50', 'lastName']);
  });

  it('accepts the supported languages, fr-CA alongside fr-QC, and refuses others', () => {
    for (const language of ['en-US', 'fr-QC', 'es-ES', 'fr-CA', 'en-CA']) {
      expect(validateSignUp({ ...valid, language }).language).toBe(language);
    }
    const error = failureOf({ language: 'de-DE' });
    expect(error.code).toBe(IdentityErrorCode.UnsupportedLanguage);
    expect(error.message).toBe('Language de-DE is not supported; use one of en-US, fr-QC, es-ES, fr-CA, en-CA.');
  });

  it('gives a member who names no language the default locale, en-CA', () => {
    expect(validateSignUp({ ...valid, language: '' }).language).toBe('en-CA');
  });

  it('reports the first broken rule in form order', () => {
    expect(failureOf({ firstName: '', email: 'bad', passwordConfirmation: 'x' }).code).toBe(
      IdentityErrorCode.FirstNameRequired,
    );
  });
});

describe('emails', () => {
  function emailCode(email: string): string {
    try {
      requireValidEmail(normalizeEmail(email));
      return 'none';
    } catch (error) {
      return error instanceof IdentityException ? error.code : 'unexpected';
    }
  }

  it('normalizes to NFKC, trimmed and lower-cased as a whole', () => {
    expect(normalizeEmail(' Ada@Example.COM ')).toBe('ada@example.com');
    // Full-width letters and the full-width at sign are compatibility forms of the plain ones.
    expect(normalizeEmail('ＡＤＡ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('ada@example.com');
    // A decomposed é (e + combining accent) and the precomposed one are the same address.
    expect(normalizeEmail('rene\u0301@example.com')).toBe(normalizeEmail('ren\u00e9@example.com'));
    expect(validateSignUp({ ...valid, email: 'Ｒｅｎé@Example.com' }).email).toBe('rené@example.com');
  });

  it('accepts single-script addresses, and scripts written together', () => {
    for (const email of [
      'ada@example.com',
      'рита@пример.рф',
      'αλέξης@example.gr',
      'ren\u00e9@exämple.de',
      '山田たろう@例え.jp',
    ]) {
      expect({ email, code: emailCode(email) }).toEqual({ email, code: 'none' });
    }
  });

  it.each([
    ['a Cyrillic а in a Latin local part', 'p\u0430ypal@example.com'],
    ['a Cyrillic о in a Latin domain label', 'ada@g\u043eogle.com'],
    ['a Greek ο in a Latin domain label', 'ada@\u03bfpenai.com'],
    ['a Latin o in a Cyrillic domain label', 'рита@пpимеp.рф'],
  ])('refuses %s (400 invalidEmail)', (_, email) => {
    expect(emailCode(email)).toBe(IdentityErrorCode.InvalidEmail);
  });

  it.each([
    ['NUL', 'ada\u0000@example.com'],
    ['a control character', 'ada\u0007@example.com'],
    ['a zero-width joiner', 'a\u200dda@example.com'],
    ['a right-to-left override', 'ada\u202e@example.com'],
  ])('refuses an address with %s', (_, email) => {
    expect(emailCode(email)).toBe(IdentityErrorCode.InvalidEmail);
  });

  it('tells mixed-script labels apart from digits, punctuation and marks', () => {
    expect(mixesScripts('ada.lovelace+1815')).toBe(false);
    expect(mixesScripts('\u0430da')).toBe(true);
    expect(mixesScripts('')).toBe(false);
  });
});

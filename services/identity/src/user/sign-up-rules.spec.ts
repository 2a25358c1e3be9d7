import { IdentityErrorCode, IdentityException } from './user.errors.js';
import { validateSignUp, type SignUpInput } from './sign-up-rules.js';

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
      language: 'en-US',
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

  it('accepts the supported languages and refuses others', () => {
    expect(validateSignUp({ ...valid, language: 'fr-QC' }).language).toBe('fr-QC');
    expect(failureOf({ language: 'de-DE' }).code).toBe(IdentityErrorCode.UnsupportedLanguage);
  });

  it('reports the first broken rule in form order', () => {
    expect(failureOf({ firstName: '', email: 'bad', passwordConfirmation: 'x' }).code).toBe(
      IdentityErrorCode.FirstNameRequired,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../dataProvider/apiError';
import { talentErrorField, talentFieldErrors } from './talentErrors';

const refusal = (code: string, args: string[]) => new ApiError(`message of ${code}`, 400, { code, args });

describe('profile refusals on the field they name', () => {
  it('reads the field from the args of each code', () => {
    expect(talentErrorField('required', ['lastName'])).toBe('lastName');
    expect(talentErrorField('maxLength', ['50', 'firstName'])).toBe('firstName');
    expect(talentErrorField('minorNeedsGuardian', ['guardian.phone'])).toBe('guardian.phone');
    expect(talentErrorField('passportExpired', ['passport.expiresOn'])).toBe('passport.expiresOn');
    expect(talentErrorField('invalidUrl', ['socialLinks.instagram'])).toBe('socialLinks.instagram');
    expect(talentErrorField('invalidValue', ['height'])).toBe('heightCm');
    expect(talentErrorField('invalidRange', ['playableAge'])).toBe('playableAge.from');
  });

  it('puts "At least one … selected" on the list input', () => {
    expect(talentErrorField('atLeastOneSelected', ['bodyType'])).toBe('bodyTypes');
    expect(talentErrorField('atLeastOneSelected', ['union'])).toBe('unions');
    expect(talentErrorField('atLeastOneSelected', ['ethnicAppearance'])).toBe('ethnicAppearances');
  });

  it('answers a form errors object only for an input on the saved form', () => {
    const error = refusal('invalidEmail', ['guardian.email']);
    expect(talentFieldErrors(error, ['firstName', 'guardian'])).toEqual({
      'guardian.email': 'message of invalidEmail',
    });
    expect(talentFieldErrors(error, ['bodyTypes'])).toBeUndefined();
  });

  it('lets the caller word the message, and ignores errors that are not the API’s', () => {
    const error = refusal('atLeastOneSelected', ['bodyType']);
    expect(talentFieldErrors(error, ['bodyTypes'], () => 'At least one body type selected')).toEqual({
      bodyTypes: 'At least one body type selected',
    });
    expect(talentFieldErrors(new Error('network'), ['bodyTypes'])).toBeUndefined();
    expect(talentFieldErrors(refusal('profileNotFound', []), ['bodyTypes'])).toBeUndefined();
  });
});

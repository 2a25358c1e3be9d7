/** Spec section 5's rules as react-admin validators (messages are catalogue keys, translated on the field). */
type Validator = (
  value: unknown,
  values?: Record<string, unknown>,
) => string | { message: string; args: Record<string, unknown> } | undefined;

/** Fails unless the value is truthy or zero: "This is a required field." */
export const requiredField: Validator = (value) => (value || value === 0 ? undefined : 'app.validation.required');

/** A standard address pattern: "Invalid email." */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const validEmail: Validator = (value) =>
  typeof value === 'string' && value !== '' && !EMAIL_PATTERN.test(value) ? 'app.validation.email' : undefined;

export const firstNameRequired: Validator = (value) =>
  typeof value === 'string' && value.trim() !== '' ? undefined : 'app.validation.firstNameRequired';

/** Spec section 9: minimum password 6. */
export const MIN_PASSWORD_LENGTH = 6;
export const passwordLength: Validator = (value) =>
  typeof value === 'string' && value.length > 0 && value.length < MIN_PASSWORD_LENGTH
    ? { message: 'app.validation.passwordTooShort', args: { min: MIN_PASSWORD_LENGTH } }
    : undefined;

/** The confirmation must equal the field named `passwordField`. */
export const matches =
  (passwordField = 'password'): Validator =>
  (value, values) =>
    value !== values?.[passwordField] ? 'app.validation.passwordsMustMatch' : undefined;

export function maxLength(max: number): Validator {
  return (value) =>
    typeof value === 'string' && value.length > max
      ? { message: 'app.validation.maxLength', args: { max } }
      : undefined;
}

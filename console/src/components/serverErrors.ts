import { ApiError } from '../dataProvider/apiError';

/** Which form field an API error code belongs to, when it names one (spec section 5 messages on fields). */
const FIELD_OF_CODE: Record<string, string> = {
  firstNameRequired: 'firstName',
  invalidEmail: 'email',
  emailTaken: 'email',
  passwordTooShort: 'password',
  passwordsMustMatch: 'passwordConfirmation',
  invalidCredentials: 'currentPassword',
  currentPasswordIncorrect: 'currentPassword',
  individualMustBeAdult: 'dob',
  minorNeedsGuardian: 'minor',
  tosNotAccepted: 'tos',
  countryNotSupported: 'country',
  inviteEmailMismatch: 'email',
};

/** Wire field names (args[0] of required, invalidDate...) to the console's form field names. */
const FORM_FIELD: Record<string, string> = {
  'individual.first_name': 'firstName',
  'individual.last_name': 'lastName',
  'individual.dob': 'dob',
  'company.name': 'companyName',
  tos_shown_and_accepted: 'tos',
  business_type: 'businessType',
  account_type: 'accountType',
};

/** Codes whose args[0] names the field at fault. */
const FIELD_CODES = ['required', 'invalidDate', 'invalidChoice', 'invalidValue'];

/**
 * The errors of a failed submit, as react-admin's Form takes them from onSubmit ({field: message}):
 * on the field the code names when it names one, else undefined (the caller notifies instead).
 */
export function fieldErrors(error: unknown, fields: readonly string[]): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) {
    return undefined;
  }
  const code = error.code ?? '';
  const named = error.apiBody?.args?.[0];
  const byArgument = named && FIELD_CODES.includes(code) ? (FORM_FIELD[named] ?? named) : undefined;
  const field = byArgument ?? FIELD_OF_CODE[code];
  return field && fields.includes(field) ? { [field]: error.message } : undefined;
}

import { ApiError } from '../../dataProvider/apiError';
import { fieldErrors } from '../../components/serverErrors';

/*
 * The profiles service names the field at fault in its error's args (talent-profile.rules.ts): args[0]
 * for most codes, args[1] for maxLength, the list's singular name for atLeastOneSelected. These put the
 * refusal on the talent form's own input; components/serverErrors.ts covers the codes forms share.
 */

/** atLeastOneSelected names the list in the singular ("bodyType"); the form's inputs are the lists. */
export const LIST_FIELDS: Record<string, string> = {
  bodyType: 'bodyTypes',
  ethnicAppearance: 'ethnicAppearances',
  citizenship: 'citizenship',
  union: 'unions',
};

/** Wire names whose input in the form is named otherwise. */
const FORM_INPUTS: Record<string, string> = {
  height: 'heightCm',
  weight: 'weightKg',
  playableAge: 'playableAge.from',
  aliases: 'aliases.0',
  'passport.expiresOn': 'passport.expiresOn',
};

const NAMED_BY_FIRST_ARG = [
  'required',
  'invalidValue',
  'invalidChoice',
  'invalidDate',
  'invalidRange',
  'invalidEmail',
  'invalidPhone',
  'invalidUrl',
  'minorNeedsGuardian',
  'passportExpired',
];

/** The form input a profiles error names, if it names one. */
export function talentErrorField(code: string | undefined, args: readonly string[] | undefined): string | undefined {
  if (!code) {
    return undefined;
  }
  if (code === 'atLeastOneSelected') {
    return LIST_FIELDS[args?.[0] ?? ''];
  }
  const named = code === 'maxLength' ? args?.[1] : NAMED_BY_FIRST_ARG.includes(code) ? args?.[0] : undefined;
  if (!named) {
    return undefined;
  }
  return FORM_INPUTS[named] ?? named;
}

/**
 * A failed save's errors for react-admin's Form ({input: message}), on the input the error names when
 * that input is on the form being saved (`inputs`, matched by prefix for groups); else undefined.
 */
export function talentFieldErrors(
  error: unknown,
  inputs: readonly string[],
  fieldMessage?: (field: string, error: ApiError) => string | undefined,
): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) {
    return undefined;
  }
  const field = talentErrorField(error.code, error.apiBody?.args);
  const onForm = field && inputs.some((input) => field === input || field.startsWith(`${input}.`));
  if (field && onForm) {
    return { [field]: fieldMessage?.(field, error) ?? error.message };
  }
  return fieldErrors(error, inputs);
}

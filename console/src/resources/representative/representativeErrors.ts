import { ApiError } from '../../dataProvider/apiError';

/*
 * The profiles service names the field at fault in its error's args (representative-profile.rules.ts):
 * args[0] for most codes, args[1] for maxLength, the list's singular name for atLeastOneSelected. These
 * put the refusal on the representative form's own input.
 */

const NAMED_BY_FIRST_ARG = [
  'required',
  'invalidValue',
  'invalidChoice',
  'invalidEmail',
  'invalidPhone',
  'invalidUrl',
  'licenseRequired',
  'referencesRequired',
];

/** Wire names whose input in the form is named otherwise. */
const FORM_INPUTS: Record<string, string> = {
  representationType: 'representationTypes',
  services: 'agentServices',
};

/**
 * The form input a profiles error names, if it names one. `referenceRows` maps the body's references
 * back to the form's rows (blank and "N/A" rows are not sent, so references.1 may be the form's third row).
 */
export function representativeErrorField(
  code: string | undefined,
  args: readonly string[] | undefined,
  referenceRows: readonly number[] = [],
): string | undefined {
  const named =
    code === 'maxLength'
      ? args?.[1]
      : code === 'atLeastOneSelected' || NAMED_BY_FIRST_ARG.includes(code ?? '')
        ? args?.[0]
        : undefined;
  if (!named) {
    return undefined;
  }
  const reference = /^references\.(\d+)(\..+)?$/.exec(named);
  if (reference) {
    const row = referenceRows[Number(reference[1])] ?? Number(reference[1]);
    return `references.${row}${reference[2] ?? ''}`;
  }
  return FORM_INPUTS[named] ?? named;
}

/** A failed save's errors for react-admin's Form ({input: message}), or undefined when no input is named. */
export function representativeFieldErrors(
  error: unknown,
  referenceRows: readonly number[] = [],
): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) {
    return undefined;
  }
  const field = representativeErrorField(error.code, error.apiBody?.args, referenceRows);
  return field ? { [field]: error.message } : undefined;
}

import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../dataProvider/apiError';
import { LIST_FIELDS, talentFieldErrors } from './talentErrors';

/**
 * Turns a failed save into react-admin Form errors: the refusal on the input it names when that input
 * is on the form (the tab being saved), else a snackbar. "At least one … selected" is worded as the
 * spec has it, with the list named in the member's language.
 */
export function useSaveErrors() {
  const notify = useNotify();
  const translate = useTranslate();
  const listNames = Object.fromEntries(Object.entries(LIST_FIELDS).map(([list, input]) => [input, list]));
  return (error: unknown, inputs: readonly string[]): Record<string, string> | undefined => {
    const errors = talentFieldErrors(error, inputs, (field, apiError: ApiError) =>
      apiError.code === 'atLeastOneSelected' && listNames[field]
        ? translate('resources.talent.validation.atLeastOne', {
            0: translate(`resources.talent.validation.lists.${listNames[field]}`),
          })
        : undefined,
    );
    if (errors) {
      return errors;
    }
    notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    return undefined;
  };
}

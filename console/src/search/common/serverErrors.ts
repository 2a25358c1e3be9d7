import { ApiError } from '../../dataProvider/apiError';

/**
 * Where a refused search's error goes: on the form field its arguments name (the services name the
 * field at fault: ["heightCm.min"], ["unions", "xyz"], ["100", "text"]), else above the results.
 * `wireFields` maps the request body's field names to the form's.
 */
export function serverFieldError(
  error: unknown,
  wireFields: Readonly<Record<string, string>>,
): { field?: string; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError)) {
    return { message };
  }
  const named = (error.apiBody?.args ?? []).find((arg) => Object.hasOwn(wireFields, arg));
  return named === undefined ? { message } : { field: wireFields[named], message };
}

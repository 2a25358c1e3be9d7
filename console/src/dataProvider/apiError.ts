import { HttpError } from 'react-admin';

/** The gateway's error body (every error): a stable code, a message, positional args, "code-arg". */
export interface ApiErrorBody {
  code?: string;
  message?: string;
  args?: string[];
  error?: string;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The translated message of an error body (spec section 8): the `error` string split at its first
 * dash gives a key under errors and an argument ("alreadyApplied-Ada Lovelace"); else the code with its
 * args; a key the catalogue lacks falls back to the server's message, and that to "error".
 */
export function errorMessage(
  body: ApiErrorBody | undefined,
  translate: Translate,
  has: (key: string) => boolean,
  retryAfterSeconds?: string,
): string {
  const fallback = body?.message || 'error';
  const { key, args } = errorKey(body);
  if (!key || !has(`errors.${key}`)) {
    return fallback;
  }
  const named: Record<string, string> = Object.fromEntries((args ?? []).map((arg, index) => [String(index), arg]));
  let message = translate(`errors.${key}`, { ...named, _: fallback });
  if (retryAfterSeconds) {
    message = `${message} ${translate('errors.retryAfter', { seconds: retryAfterSeconds })}`;
  }
  return message;
}

export function errorKey(body: ApiErrorBody | undefined): { key?: string; args?: string[] } {
  if (!body) {
    return {};
  }
  if (body.error) {
    const dash = body.error.indexOf('-');
    const key = dash === -1 ? body.error : body.error.slice(0, dash);
    const argument = dash === -1 ? undefined : body.error.slice(dash + 1);
    // The code's args come first; the argument after the dash is the first of them.
    const args = body.args && body.args.length > 0 ? body.args : argument !== undefined ? [argument] : [];
    return { key, args };
  }
  return { key: body.code, args: body.args ?? [] };
}

/** An HttpError whose message is already translated, carrying the code for callers that branch on it. */
export class ApiError extends HttpError {
  constructor(
    message: string,
    status: number,
    readonly apiBody: ApiErrorBody | undefined,
  ) {
    super(message, status, apiBody);
    // react-admin's HttpError resets the prototype to its own: restore ours for instanceof and code.
    Object.setPrototypeOf(this, new.target.prototype);
  }

  get code(): string | undefined {
    return this.apiBody?.code;
  }
}

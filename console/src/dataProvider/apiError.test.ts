import { describe, expect, it } from 'vitest';
import { ApiError, errorKey, errorMessage } from './apiError';

const catalogue: Record<string, string> = {
  'errors.alreadyApplied': '%{0} already applied to this job.',
  'errors.tooManyAttempts': 'Too many attempts.',
  'errors.retryAfter': 'Try again in %{seconds} seconds.',
};
const translate = (key: string, options?: Record<string, unknown>) =>
  (catalogue[key] ?? (options?._ as string | undefined) ?? key).replace(
    /%\{(\w+)\}/g,
    (_, name: string) => (options?.[name] as string | undefined) ?? '',
  );
const has = (key: string) => key in catalogue;

describe('API errors as messages (spec section 8)', () => {
  it('splits the key-argument string at the first dash', () => {
    expect(errorKey({ error: 'alreadyApplied-Ada Lovelace-Smith' })).toEqual({
      key: 'alreadyApplied',
      args: ['Ada Lovelace-Smith'],
    });
    expect(
      errorMessage({ code: 'alreadyApplied', message: 'x', error: 'alreadyApplied-Ada Lovelace' }, translate, has),
    ).toBe('Ada Lovelace already applied to this job.');
  });

  it('falls back to the server\'s message, then to "error"', () => {
    expect(errorMessage({ code: 'somethingNew', message: 'Server says no.' }, translate, has)).toBe('Server says no.');
    expect(errorMessage(undefined, translate, has)).toBe('error');
  });

  it('adds the Retry-After wait of a 429', () => {
    expect(errorMessage({ code: 'tooManyAttempts', message: 'x', args: ['30'] }, translate, has, '30')).toBe(
      'Too many attempts. Try again in 30 seconds.',
    );
  });

  it("keeps its class and code through react-admin's HttpError", () => {
    const error = new ApiError('Invalid email.', 400, { code: 'invalidEmail', message: 'x', args: [] });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('invalidEmail');
    expect(error.status).toBe(400);
  });
});

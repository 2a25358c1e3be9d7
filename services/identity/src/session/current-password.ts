import { passwordMatches } from '../user/password-hasher.js';
import { IdentityErrorCode, IdentityException } from '../user/user.errors.js';
import type { SessionRepository } from './session.repository.js';
import { signInWait } from './sign-in-throttle.js';

/**
 * A change of credentials (password, email) asks for the current password: a stolen session alone must
 * not make it. Guesses are throttled like sign-in, in the same records, and a wrong one counts as a
 * failed sign-in.
 */
export async function assertCurrentPassword(
  sessions: SessionRepository,
  user: { email: string; passwordHash: string },
  currentPassword: string,
  clientIp: string,
  now: Date,
): Promise<void> {
  const wait = signInWait(await sessions.signInHistory(user.email, clientIp, now), now);
  if (wait > 0) {
    throw new IdentityException(
      IdentityErrorCode.TooManyAttempts,
      `Too many wrong passwords; try again in ${wait} seconds.`,
      [String(wait)],
    );
  }
  if (!(await passwordMatches(user.passwordHash, currentPassword))) {
    await sessions.recordFailure(user.email, clientIp, now);
    throw new IdentityException(IdentityErrorCode.CurrentPasswordIncorrect, 'The current password is incorrect.', [
      'currentPassword',
    ]);
  }
}

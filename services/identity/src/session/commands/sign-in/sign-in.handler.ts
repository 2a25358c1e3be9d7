import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DECOY_HASH, passwordMatches } from '../../../user/password-hasher.js';
import { normalizeEmail } from '../../../user/sign-up-rules.js';
import { IdentityErrorCode, IdentityException } from '../../../user/user.errors.js';
import { UserRepository } from '../../../user/user.repository.js';
import { sessionClaims } from '../../access-token.js';
import { SessionTokens } from '../../session-tokens.js';
import { SessionRepository } from '../../session.repository.js';
import { signInWait } from '../../sign-in-throttle.js';
import { SignInCommand, type SignInResult } from './sign-in.command.js';

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, SignInResult> {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly tokens: SessionTokens,
  ) {}

  async execute(command: SignInCommand): Promise<SignInResult> {
    const email = normalizeEmail(command.email);
    const clientIp = command.clientIp || 'unknown';
    const now = new Date();
    const wait = signInWait(await this.sessions.signInHistory(email, clientIp, now), now);
    if (wait > 0) {
      throw new IdentityException(
        IdentityErrorCode.TooManyAttempts,
        `Too many failed sign-ins; try again in ${wait} seconds.`,
        [String(wait)],
      );
    }
    const user = await this.users.findByEmail(email);
    // An unknown email costs a hash check too, so response times do not reveal which emails exist.
    const matches = await passwordMatches(user?.passwordHash ?? DECOY_HASH, command.password);
    if (!user || !matches) {
      await this.sessions.recordFailure(email, clientIp, now);
      throw new IdentityException(IdentityErrorCode.InvalidCredentials, 'Email or password is incorrect.');
    }
    await this.sessions.recordSuccess(email, clientIp, now);
    return this.tokens.issue(sessionClaims(user, null));
  }
}

import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { UserModule } from '../user/user.module.js';
import { ChangeEmailHandler } from './commands/change-email/change-email.handler.js';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler.js';
import { ClearSessionHandler } from './commands/clear-session/clear-session.handler.js';
import { RefreshSessionHandler } from './commands/refresh-session/refresh-session.handler.js';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler.js';
import { SignInHandler } from './commands/sign-in/sign-in.handler.js';
import { RevokedSessions } from './revoked-sessions.js';
import { SessionTokens } from './session-tokens.js';
import { GetJwksHandler } from './queries/get-jwks/get-jwks.handler.js';
import { MembershipChanges } from './membership-changes.js';
import { SessionMessages } from './session.messages.js';
import { SessionRepository } from './session.repository.js';
import { SigningKeys } from './signing-keys.js';

@Module({
  imports: [CqrsModule, UserModule],
  controllers: [SessionMessages],
  providers: [
    SessionRepository,
    SigningKeys,
    SessionTokens,
    RevokedSessions,
    MembershipChanges,
    SignInHandler,
    RefreshSessionHandler,
    ClearSessionHandler,
    ChangePasswordHandler,
    ChangeEmailHandler,
    ResetPasswordHandler,
    GetJwksHandler,
  ],
  exports: [SessionRepository, SessionTokens, MembershipChanges],
})
export class SessionModule {}

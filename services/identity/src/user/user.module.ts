import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler.js';
import { ResendVerificationHandler } from './commands/resend-verification/resend-verification.handler.js';
import { UpdatePreferencesHandler } from './commands/update-preferences/update-preferences.handler.js';
import { SignUpHandler } from './commands/sign-up/sign-up.handler.js';
import { VerifyEmailHandler } from './commands/verify-email/verify-email.handler.js';
import { GetMeHandler } from './queries/get-me/get-me.handler.js';
import { PublicMailCounter } from './public-mail-counter.js';
import { PublicMailRequests } from './public-mail-requests.js';
import { UserMessages } from './user.messages.js';
import { UserRepository } from './user.repository.js';
import { VerificationMailer } from './verification-mailer.js';

const commandHandlers = [
  SignUpHandler,
  VerifyEmailHandler,
  ResendVerificationHandler,
  UpdatePreferencesHandler,
  RequestPasswordResetHandler,
];
const queryHandlers = [GetMeHandler];

@Module({
  imports: [CqrsModule],
  controllers: [UserMessages],
  providers: [
    UserRepository,
    VerificationMailer,
    PublicMailCounter,
    PublicMailRequests,
    ...commandHandlers,
    ...queryHandlers,
  ],
  exports: [UserRepository, PublicMailCounter],
})
export class UserModule {}

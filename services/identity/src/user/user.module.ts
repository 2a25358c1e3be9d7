import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ResendVerificationHandler } from './commands/resend-verification/resend-verification.handler.js';
import { SignUpHandler } from './commands/sign-up/sign-up.handler.js';
import { VerifyEmailHandler } from './commands/verify-email/verify-email.handler.js';
import { GetMeHandler } from './queries/get-me/get-me.handler.js';
import { UserMessages } from './user.messages.js';
import { UserRepository } from './user.repository.js';
import { VerificationMailer } from './verification-mailer.js';

const commandHandlers = [SignUpHandler, VerifyEmailHandler, ResendVerificationHandler];
const queryHandlers = [GetMeHandler];

@Module({
  imports: [CqrsModule],
  controllers: [UserMessages],
  providers: [UserRepository, VerificationMailer, ...commandHandlers, ...queryHandlers],
  exports: [UserRepository],
})
export class UserModule {}

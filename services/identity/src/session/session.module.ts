import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { UserModule } from '../user/user.module.js';
import { SignInHandler } from './commands/sign-in/sign-in.handler.js';
import { GetJwksHandler } from './queries/get-jwks/get-jwks.handler.js';
import { SessionMessages } from './session.messages.js';
import { SessionRepository } from './session.repository.js';
import { SigningKeys } from './signing-keys.js';

@Module({
  imports: [CqrsModule, UserModule],
  controllers: [SessionMessages],
  providers: [SessionRepository, SigningKeys, SignInHandler, GetJwksHandler],
})
export class SessionModule {}

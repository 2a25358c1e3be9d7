import {
  type GetMeRequest,
  IdentityCalls,
  type Me,
  type RequestPasswordResetRequest,
  type ResendVerificationRequest,
  type SignUpRequest,
  type UpdatePreferencesRequest,
  type VerifyEmailRequest,
} from '@callsheet/contracts';
import { RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { RequestPasswordResetCommand } from './commands/request-password-reset/request-password-reset.command.js';
import { ResendVerificationCommand } from './commands/resend-verification/resend-verification.command.js';
import { UpdatePreferencesCommand } from './commands/update-preferences/update-preferences.command.js';
import { SignUpCommand } from './commands/sign-up/sign-up.command.js';
import { VerifyEmailCommand } from './commands/verify-email/verify-email.command.js';
import { GetMeQuery } from './queries/get-me/get-me.query.js';

/** Kafka transport for users: each call's request (decoded by @RpcHandler) to one command or query, its reply a contract message. */
@Controller()
export class UserMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(IdentityCalls.signUp)
  signUp(@Payload() { clientIp, ...input }: SignUpRequest): Promise<{ userId: string }> {
    return this.commandBus.execute(new SignUpCommand(input, clientIp));
  }

  @RpcHandler(IdentityCalls.verifyEmail)
  verifyEmail(@Payload() { token }: VerifyEmailRequest): Promise<{ userId: string }> {
    return this.commandBus.execute(new VerifyEmailCommand(token));
  }

  @RpcHandler(IdentityCalls.resendVerification)
  async resendVerification(@Payload() { email, clientIp }: ResendVerificationRequest): Promise<Record<string, never>> {
    await this.commandBus.execute(new ResendVerificationCommand(email, clientIp));
    return {};
  }

  @RpcHandler(IdentityCalls.updatePreferences)
  async updatePreferences(
    @Payload() { userId, timezone, language, displayName }: UpdatePreferencesRequest,
  ): Promise<Me> {
    await this.commandBus.execute(new UpdatePreferencesCommand(userId, timezone, language, displayName));
    return this.queryBus.execute(new GetMeQuery(userId));
  }

  @RpcHandler(IdentityCalls.requestPasswordReset)
  async requestPasswordReset(
    @Payload() { email, clientIp }: RequestPasswordResetRequest,
  ): Promise<Record<string, never>> {
    await this.commandBus.execute(new RequestPasswordResetCommand(email, clientIp));
    return {};
  }

  @RpcHandler(IdentityCalls.getMe)
  getMe(@Payload() { userId }: GetMeRequest): Promise<Me> {
    return this.queryBus.execute(new GetMeQuery(userId));
  }
}

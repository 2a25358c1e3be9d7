import { toJson, type JsonValue } from '@bufbuild/protobuf';
import {
  GetMeRequestSchema,
  IdentityCalls,
  MeSchema,
  RequestPasswordResetRequestSchema,
  ResendVerificationRequestSchema,
  SignUpRequestSchema,
  UpdatePreferencesRequestSchema,
  VerifyEmailRequestSchema,
} from '@callsheet/contracts';
import { decodeRequest, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { RequestPasswordResetCommand } from './commands/request-password-reset/request-password-reset.command.js';
import { ResendVerificationCommand } from './commands/resend-verification/resend-verification.command.js';
import { UpdatePreferencesCommand } from './commands/update-preferences/update-preferences.command.js';
import { SignUpCommand } from './commands/sign-up/sign-up.command.js';
import { VerifyEmailCommand } from './commands/verify-email/verify-email.command.js';
import { GetMeQuery } from './queries/get-me/get-me.query.js';

/** Kafka transport for users: decode, dispatch one command or query, encode. */
@Controller()
export class UserMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(IdentityCalls.signUp)
  signUp(@Payload() payload: unknown): Promise<{ userId: string }> {
    const { clientIp, ...input } = decodeRequest(SignUpRequestSchema, payload);
    return this.commandBus.execute(new SignUpCommand(input, clientIp));
  }

  @RpcHandler(IdentityCalls.verifyEmail)
  verifyEmail(@Payload() payload: unknown): Promise<{ userId: string }> {
    return this.commandBus.execute(new VerifyEmailCommand(decodeRequest(VerifyEmailRequestSchema, payload).token));
  }

  @RpcHandler(IdentityCalls.resendVerification)
  async resendVerification(@Payload() payload: unknown): Promise<Record<string, never>> {
    const { email, clientIp } = decodeRequest(ResendVerificationRequestSchema, payload);
    await this.commandBus.execute(new ResendVerificationCommand(email, clientIp));
    return {};
  }

  @RpcHandler(IdentityCalls.updatePreferences)
  async updatePreferences(@Payload() payload: unknown): Promise<JsonValue> {
    const { userId, timezone, language } = decodeRequest(UpdatePreferencesRequestSchema, payload);
    await this.commandBus.execute(new UpdatePreferencesCommand(userId, timezone, language));
    return this.getMe({ userId });
  }

  @RpcHandler(IdentityCalls.requestPasswordReset)
  async requestPasswordReset(@Payload() payload: unknown): Promise<Record<string, never>> {
    const { email, clientIp } = decodeRequest(RequestPasswordResetRequestSchema, payload);
    await this.commandBus.execute(new RequestPasswordResetCommand(email, clientIp));
    return {};
  }

  @RpcHandler(IdentityCalls.getMe)
  async getMe(@Payload() payload: unknown): Promise<JsonValue> {
    return toJson(
      MeSchema,
      await this.queryBus.execute(new GetMeQuery(decodeRequest(GetMeRequestSchema, payload).userId)),
    );
  }
}

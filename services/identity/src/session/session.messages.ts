import { toJson, create, type JsonValue } from '@bufbuild/protobuf';
import {
  AccessTokenSchema,
  ChangePasswordRequestSchema,
  ClearSessionRequestSchema,
  GetJwksRequestSchema,
  IdentityCalls,
  JwksSchema,
  RefreshSessionRequestSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
} from '@callsheet/contracts';
import { decodeRequest, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { ChangePasswordCommand } from './commands/change-password/change-password.command.js';
import { ClearSessionCommand } from './commands/clear-session/clear-session.command.js';
import { RefreshSessionCommand } from './commands/refresh-session/refresh-session.command.js';
import { ResetPasswordCommand } from './commands/reset-password/reset-password.command.js';
import { SignInCommand } from './commands/sign-in/sign-in.command.js';
import { GetJwksQuery } from './queries/get-jwks/get-jwks.query.js';

/** Kafka transport for sessions: decode, dispatch one command or query, encode. */
@Controller()
export class SessionMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(IdentityCalls.signIn)
  async signIn(@Payload() payload: unknown): Promise<JsonValue> {
    const { email, password, clientIp } = decodeRequest(SignInRequestSchema, payload);
    const result = await this.commandBus.execute(new SignInCommand(email, password, clientIp));
    return toJson(AccessTokenSchema, create(AccessTokenSchema, result));
  }

  @RpcHandler(IdentityCalls.refresh)
  async refresh(@Payload() payload: unknown): Promise<JsonValue> {
    const { refreshToken } = decodeRequest(RefreshSessionRequestSchema, payload);
    const result = await this.commandBus.execute(new RefreshSessionCommand(refreshToken));
    return toJson(AccessTokenSchema, create(AccessTokenSchema, result));
  }

  @RpcHandler(IdentityCalls.clearSession)
  async clear(@Payload() payload: unknown): Promise<Record<string, never>> {
    const { userId, sessionId } = decodeRequest(ClearSessionRequestSchema, payload);
    await this.commandBus.execute(new ClearSessionCommand(userId, sessionId));
    return {};
  }

  @RpcHandler(IdentityCalls.changePassword)
  async changePassword(@Payload() payload: unknown): Promise<Record<string, never>> {
    const request = decodeRequest(ChangePasswordRequestSchema, payload);
    await this.commandBus.execute(
      new ChangePasswordCommand(
        request.userId,
        request.sessionId,
        request.currentPassword,
        request.password,
        request.passwordConfirmation,
        request.clientIp,
      ),
    );
    return {};
  }

  @RpcHandler(IdentityCalls.resetPassword)
  async resetPassword(@Payload() payload: unknown): Promise<Record<string, never>> {
    const { token, password, passwordConfirmation } = decodeRequest(ResetPasswordRequestSchema, payload);
    await this.commandBus.execute(new ResetPasswordCommand(token, password, passwordConfirmation));
    return {};
  }

  @RpcHandler(IdentityCalls.getJwks)
  async getJwks(@Payload() payload: unknown): Promise<JsonValue> {
    decodeRequest(GetJwksRequestSchema, payload);
    return toJson(JwksSchema, create(JwksSchema, { json: await this.queryBus.execute(new GetJwksQuery()) }));
  }
}

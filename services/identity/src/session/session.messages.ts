import { create } from '@bufbuild/protobuf';
import {
  type AccessToken,
  AccessTokenSchema,
  type ChangeEmailReply,
  ChangeEmailReplySchema,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type ClearSessionRequest,
  IdentityCalls,
  type Jwks,
  JwksSchema,
  type RefreshSessionRequest,
  type ResetPasswordRequest,
  type SignInRequest,
} from '@callsheet/contracts';
import { RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { ChangeEmailCommand } from './commands/change-email/change-email.command.js';
import { ChangePasswordCommand } from './commands/change-password/change-password.command.js';
import { ClearSessionCommand } from './commands/clear-session/clear-session.command.js';
import { RefreshSessionCommand } from './commands/refresh-session/refresh-session.command.js';
import { ResetPasswordCommand } from './commands/reset-password/reset-password.command.js';
import { SignInCommand } from './commands/sign-in/sign-in.command.js';
import { GetJwksQuery } from './queries/get-jwks/get-jwks.query.js';

/** Kafka transport for sessions: each call's request (decoded by @RpcHandler) to one command or query, its reply a contract message. */
@Controller()
export class SessionMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(IdentityCalls.signIn)
  async signIn(@Payload() { email, password, clientIp }: SignInRequest): Promise<AccessToken> {
    return create(AccessTokenSchema, await this.commandBus.execute(new SignInCommand(email, password, clientIp)));
  }

  @RpcHandler(IdentityCalls.refresh)
  async refresh(@Payload() { refreshToken }: RefreshSessionRequest): Promise<AccessToken> {
    return create(AccessTokenSchema, await this.commandBus.execute(new RefreshSessionCommand(refreshToken)));
  }

  @RpcHandler(IdentityCalls.clearSession)
  async clear(@Payload() { userId, sessionId }: ClearSessionRequest): Promise<Record<string, never>> {
    await this.commandBus.execute(new ClearSessionCommand(userId, sessionId));
    return {};
  }

  @RpcHandler(IdentityCalls.changePassword)
  async changePassword(@Payload() request: ChangePasswordRequest): Promise<Record<string, never>> {
    const { userId, sessionId, currentPassword, password, passwordConfirmation, clientIp } = request;
    await this.commandBus.execute(
      new ChangePasswordCommand(userId, sessionId, currentPassword, password, passwordConfirmation, clientIp),
    );
    return {};
  }

  @RpcHandler(IdentityCalls.changeEmail)
  async changeEmail(
    @Payload() { userId, email, currentPassword, clientIp }: ChangeEmailRequest,
  ): Promise<ChangeEmailReply> {
    const changing = await this.commandBus.execute(new ChangeEmailCommand(userId, email, currentPassword, clientIp));
    return create(ChangeEmailReplySchema, { email: changing.email, expiresAt: changing.expiresAt.toISOString() });
  }

  @RpcHandler(IdentityCalls.resetPassword)
  async resetPassword(
    @Payload() { token, password, passwordConfirmation }: ResetPasswordRequest,
  ): Promise<Record<string, never>> {
    await this.commandBus.execute(new ResetPasswordCommand(token, password, passwordConfirmation));
    return {};
  }

  @RpcHandler(IdentityCalls.getJwks)
  async getJwks(): Promise<Jwks> {
    return create(JwksSchema, { json: await this.queryBus.execute(new GetJwksQuery()) });
  }
}

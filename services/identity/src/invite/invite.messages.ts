import { create, toJson, type JsonValue } from '@bufbuild/protobuf';
import {
  AcceptInviteReplySchema,
  AcceptInviteRequestSchema,
  CreateInviteReplySchema,
  CreateInviteRequestSchema,
  GetInviteInfoRequestSchema,
  IdentityCalls,
  InviteInfoSchema,
} from '@callsheet/contracts';
import { decodeRequest, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { AcceptInviteCommand } from './commands/accept-invite/accept-invite.command.js';
import { CreateInviteCommand } from './commands/create-invite/create-invite.command.js';
import { GetInviteInfoQuery } from './queries/get-invite-info/get-invite-info.query.js';

/** Kafka transport for invitations: decode, dispatch one command or query, encode. */
@Controller()
export class InviteMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(IdentityCalls.createInvite)
  async createInvite(@Payload() payload: unknown): Promise<JsonValue> {
    const request = decodeRequest(CreateInviteRequestSchema, payload);
    const { expiresAt } = await this.commandBus.execute(
      new CreateInviteCommand(request.userId, request.accountId, request.inviterRole, request.email, request.role),
    );
    return toJson(CreateInviteReplySchema, create(CreateInviteReplySchema, { expiresAt: expiresAt.toISOString() }));
  }

  @RpcHandler(IdentityCalls.getInviteInfo)
  async getInviteInfo(@Payload() payload: unknown): Promise<JsonValue> {
    const info = await this.queryBus.execute(
      new GetInviteInfoQuery(decodeRequest(GetInviteInfoRequestSchema, payload).token),
    );
    return toJson(InviteInfoSchema, create(InviteInfoSchema, { ...info, expiresAt: info.expiresAt.toISOString() }));
  }

  @RpcHandler(IdentityCalls.acceptInvite)
  async acceptInvite(@Payload() payload: unknown): Promise<JsonValue> {
    const { token, userId } = decodeRequest(AcceptInviteRequestSchema, payload);
    const accepted = await this.commandBus.execute(new AcceptInviteCommand(token, userId));
    return toJson(AcceptInviteReplySchema, create(AcceptInviteReplySchema, accepted));
  }
}

import { create } from '@bufbuild/protobuf';
import {
  type AcceptInviteReply,
  AcceptInviteReplySchema,
  type AcceptInviteRequest,
  type CreateInviteReply,
  CreateInviteReplySchema,
  type CreateInviteRequest,
  type GetInviteInfoRequest,
  IdentityCalls,
  type InviteInfo,
  InviteInfoSchema,
} from '@callsheet/contracts';
import { RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { AcceptInviteCommand } from './commands/accept-invite/accept-invite.command.js';
import { CreateInviteCommand } from './commands/create-invite/create-invite.command.js';
import { GetInviteInfoQuery } from './queries/get-invite-info/get-invite-info.query.js';

/** Kafka transport for invitations: each call's request (decoded by @RpcHandler) to one command or query, its reply a contract message. */
@Controller()
export class InviteMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(IdentityCalls.createInvite)
  async createInvite(
    @Payload() { userId, accountId, inviterRole, email, role }: CreateInviteRequest,
  ): Promise<CreateInviteReply> {
    const { expiresAt } = await this.commandBus.execute(
      new CreateInviteCommand(userId, accountId, inviterRole, email, role),
    );
    return create(CreateInviteReplySchema, { expiresAt: expiresAt.toISOString() });
  }

  @RpcHandler(IdentityCalls.getInviteInfo)
  async getInviteInfo(@Payload() { token }: GetInviteInfoRequest): Promise<InviteInfo> {
    const info = await this.queryBus.execute(new GetInviteInfoQuery(token));
    return create(InviteInfoSchema, { ...info, expiresAt: info.expiresAt.toISOString() });
  }

  @RpcHandler(IdentityCalls.acceptInvite)
  async acceptInvite(@Payload() { token, userId }: AcceptInviteRequest): Promise<AcceptInviteReply> {
    return create(AcceptInviteReplySchema, await this.commandBus.execute(new AcceptInviteCommand(token, userId)));
  }
}

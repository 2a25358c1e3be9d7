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
  type ListInvitesRequest,
  type PendingInvite,
  type PendingInvitePage,
  type ResendInviteRequest,
  type RevokeInviteReply,
  RevokeInviteReplySchema,
  type RevokeInviteRequest,
} from '@callsheet/contracts';
import { pageOf, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { AcceptInviteCommand } from './commands/accept-invite/accept-invite.command.js';
import { CreateInviteCommand } from './commands/create-invite/create-invite.command.js';
import { ResendInviteCommand } from './commands/resend-invite/resend-invite.command.js';
import { RevokeInviteCommand } from './commands/revoke-invite/revoke-invite.command.js';
import { pendingInvitePageView, pendingInviteView } from './invite.views.js';
import { GetInviteInfoQuery } from './queries/get-invite-info/get-invite-info.query.js';
import { ListInvitesQuery } from './queries/list-invites/list-invites.query.js';

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
    const { id, expiresAt } = await this.commandBus.execute(
      new CreateInviteCommand(userId, accountId, inviterRole, email, role),
    );
    return create(CreateInviteReplySchema, { id, expiresAt: expiresAt.toISOString() });
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

  @RpcHandler(IdentityCalls.listInvites)
  async listInvites(@Payload() { userId, accountId, page }: ListInvitesRequest): Promise<PendingInvitePage> {
    const invites = await this.queryBus.execute(new ListInvitesQuery(userId, accountId, pageOf(page)));
    return pendingInvitePageView(invites, new Date());
  }

  @RpcHandler(IdentityCalls.revokeInvite)
  async revokeInvite(@Payload() { userId, accountId, id }: RevokeInviteRequest): Promise<RevokeInviteReply> {
    return create(
      RevokeInviteReplySchema,
      await this.commandBus.execute(new RevokeInviteCommand(userId, accountId, id)),
    );
  }

  @RpcHandler(IdentityCalls.resendInvite)
  async resendInvite(@Payload() { userId, accountId, id, clientIp }: ResendInviteRequest): Promise<PendingInvite> {
    const invite = await this.commandBus.execute(new ResendInviteCommand(userId, accountId, id, clientIp));
    return pendingInviteView(invite, new Date());
  }
}

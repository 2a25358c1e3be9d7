import { create } from '@bufbuild/protobuf';
import {
  type AccessToken,
  AccessTokenSchema,
  type AccountMember,
  type AccountMemberPage,
  type ChangeMemberRoleRequest,
  type CreateAccountReply,
  CreateAccountReplySchema,
  type CreateAccountRequest,
  type ExchangeSsoRequest,
  IdentityCalls,
  type ListMembersRequest,
  type RemoveMemberReply,
  RemoveMemberReplySchema,
  type RemoveMemberRequest,
  type SelectAccountReply,
  SelectAccountReplySchema,
  type SelectAccountRequest,
} from '@callsheet/contracts';
import { pageOf, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { memberPageView, memberView } from './account.views.js';
import { ChangeMemberRoleCommand } from './commands/change-member-role/change-member-role.command.js';
import { CreateAccountCommand } from './commands/create-account/create-account.command.js';
import { ExchangeSsoCommand } from './commands/exchange-sso/exchange-sso.command.js';
import { RemoveMemberCommand } from './commands/remove-member/remove-member.command.js';
import { SelectAccountCommand } from './commands/select-account/select-account.command.js';
import { ListMembersQuery } from './queries/list-members/list-members.query.js';

/** Kafka transport for accounts and their members: each call's request (decoded by @RpcHandler) to one command or query, its reply a contract message. */
@Controller()
export class AccountMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(IdentityCalls.createAccount)
  async createAccount(@Payload() request: CreateAccountRequest): Promise<CreateAccountReply> {
    const individual = request.individual;
    const { accountId, session } = await this.commandBus.execute(
      new CreateAccountCommand(request.userId, {
        businessType: request.businessType,
        accountType: request.accountType,
        businessName: request.businessName,
        companyName: request.companyName,
        individual: individual
          ? { firstName: individual.firstName, lastName: individual.lastName, dateOfBirth: individual.dateOfBirth }
          : undefined,
        tosShownAndAccepted: request.tosShownAndAccepted,
        country: request.country,
        minor: request.minor,
        accountToken: request.accountToken,
      }),
    );
    return create(CreateAccountReplySchema, { accountId, session });
  }

  @RpcHandler(IdentityCalls.selectAccount)
  async selectAccount(@Payload() request: SelectAccountRequest): Promise<SelectAccountReply> {
    const { userId, sessionId, accountId, setSso } = request;
    const { session, ssoToken } = await this.commandBus.execute(
      new SelectAccountCommand(userId, sessionId, accountId, setSso),
    );
    return create(SelectAccountReplySchema, { session, ssoToken: ssoToken ?? '' });
  }

  @RpcHandler(IdentityCalls.exchangeSso)
  async exchangeSso(@Payload() { token }: ExchangeSsoRequest): Promise<AccessToken> {
    return create(AccessTokenSchema, await this.commandBus.execute(new ExchangeSsoCommand(token)));
  }

  @RpcHandler(IdentityCalls.listMembers)
  async listMembers(@Payload() { userId, accountId, page }: ListMembersRequest): Promise<AccountMemberPage> {
    return memberPageView(await this.queryBus.execute(new ListMembersQuery(userId, accountId, pageOf(page))));
  }

  @RpcHandler(IdentityCalls.changeMemberRole)
  async changeMemberRole(
    @Payload() { userId, accountId, memberUserId, role }: ChangeMemberRoleRequest,
  ): Promise<AccountMember> {
    return memberView(
      await this.commandBus.execute(new ChangeMemberRoleCommand(userId, accountId, memberUserId, role)),
    );
  }

  @RpcHandler(IdentityCalls.removeMember)
  async removeMember(@Payload() { userId, accountId, memberUserId }: RemoveMemberRequest): Promise<RemoveMemberReply> {
    return create(
      RemoveMemberReplySchema,
      await this.commandBus.execute(new RemoveMemberCommand(userId, accountId, memberUserId)),
    );
  }
}

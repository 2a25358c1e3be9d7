import { create } from '@bufbuild/protobuf';
import {
  type AccessToken,
  AccessTokenSchema,
  type CreateAccountReply,
  CreateAccountReplySchema,
  type CreateAccountRequest,
  type ExchangeSsoRequest,
  IdentityCalls,
  type SelectAccountReply,
  SelectAccountReplySchema,
  type SelectAccountRequest,
} from '@callsheet/contracts';
import { RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { CreateAccountCommand } from './commands/create-account/create-account.command.js';
import { ExchangeSsoCommand } from './commands/exchange-sso/exchange-sso.command.js';
import { SelectAccountCommand } from './commands/select-account/select-account.command.js';

/** Kafka transport for accounts: each call's request (decoded by @RpcHandler) to one command, its reply a contract message. */
@Controller()
export class AccountMessages {
  constructor(private readonly commandBus: CommandBus) {}

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
}

import { create, toJson, type JsonValue } from '@bufbuild/protobuf';
import {
  AccessTokenSchema,
  CreateAccountRequestSchema,
  ExchangeSsoRequestSchema,
  IdentityCalls,
  SelectAccountReplySchema,
  SelectAccountRequestSchema,
} from '@callsheet/contracts';
import { decodeRequest, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { CreateAccountCommand } from './commands/create-account/create-account.command.js';
import { ExchangeSsoCommand } from './commands/exchange-sso/exchange-sso.command.js';
import { SelectAccountCommand } from './commands/select-account/select-account.command.js';

/** Kafka transport for accounts: decode, dispatch one command, encode. */
@Controller()
export class AccountMessages {
  constructor(private readonly commandBus: CommandBus) {}

  @RpcHandler(IdentityCalls.createAccount)
  async createAccount(@Payload() payload: unknown): Promise<{ accountId: string; session: JsonValue }> {
    const request = decodeRequest(CreateAccountRequestSchema, payload);
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
    return { accountId, session: toJson(AccessTokenSchema, create(AccessTokenSchema, session)) };
  }

  @RpcHandler(IdentityCalls.selectAccount)
  async selectAccount(@Payload() payload: unknown): Promise<JsonValue> {
    const { userId, sessionId, accountId, setSso } = decodeRequest(SelectAccountRequestSchema, payload);
    const { session, ssoToken } = await this.commandBus.execute(
      new SelectAccountCommand(userId, sessionId, accountId, setSso),
    );
    return toJson(SelectAccountReplySchema, create(SelectAccountReplySchema, { session, ssoToken: ssoToken ?? '' }));
  }

  @RpcHandler(IdentityCalls.exchangeSso)
  async exchangeSso(@Payload() payload: unknown): Promise<JsonValue> {
    const session = await this.commandBus.execute(
      new ExchangeSsoCommand(decodeRequest(ExchangeSsoRequestSchema, payload).token),
    );
    return toJson(AccessTokenSchema, create(AccessTokenSchema, session));
  }
}

import { create, toJson, type JsonValue } from '@bufbuild/protobuf';
import {
  AccessTokenSchema,
  CreateAccountRequestSchema,
  IdentityPatterns,
  SelectAccountRequestSchema,
} from '@callsheet/contracts';
import { decodeRequest } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateAccountCommand } from './commands/create-account/create-account.command.js';
import { SelectAccountCommand } from './commands/select-account/select-account.command.js';

/** Kafka transport for accounts: decode, dispatch one command, encode. */
@Controller()
export class AccountMessages {
  constructor(private readonly commandBus: CommandBus) {}

  @MessagePattern(IdentityPatterns.createAccount)
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

  @MessagePattern(IdentityPatterns.selectAccount)
  async selectAccount(@Payload() payload: unknown): Promise<JsonValue> {
    const { userId, sessionId, accountId } = decodeRequest(SelectAccountRequestSchema, payload);
    const tokens = await this.commandBus.execute(new SelectAccountCommand(userId, sessionId, accountId));
    return toJson(AccessTokenSchema, create(AccessTokenSchema, tokens));
  }
}

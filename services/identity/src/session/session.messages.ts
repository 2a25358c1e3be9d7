import { toJson, create, type JsonValue } from '@bufbuild/protobuf';
import {
  AccessTokenSchema,
  GetJwksRequestSchema,
  IdentityPatterns,
  JwksSchema,
  SignInRequestSchema,
} from '@callsheet/contracts';
import { decodeRequest } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SignInCommand } from './commands/sign-in/sign-in.command.js';
import { GetJwksQuery } from './queries/get-jwks/get-jwks.query.js';

/** Kafka transport for sessions: decode, dispatch one command or query, encode. */
@Controller()
export class SessionMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @MessagePattern(IdentityPatterns.signIn)
  async signIn(@Payload() payload: unknown): Promise<JsonValue> {
    const { email, password, clientIp } = decodeRequest(SignInRequestSchema, payload);
    const result = await this.commandBus.execute(new SignInCommand(email, password, clientIp));
    return toJson(AccessTokenSchema, create(AccessTokenSchema, result));
  }

  @MessagePattern(IdentityPatterns.getJwks)
  async getJwks(@Payload() payload: unknown): Promise<JsonValue> {
    decodeRequest(GetJwksRequestSchema, payload);
    return toJson(JwksSchema, create(JwksSchema, { json: await this.queryBus.execute(new GetJwksQuery()) }));
  }
}

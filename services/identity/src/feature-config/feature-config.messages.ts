import { toJson, type JsonValue } from '@bufbuild/protobuf';
import { GetPublicConfigRequestSchema, IdentityCalls, PublicConfigSchema } from '@callsheet/contracts';
import { decodeRequest, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { GetPublicConfigQuery } from './queries/get-public-config/get-public-config.query.js';

/** Kafka transport for the feature configuration: decode, dispatch one query, encode. */
@Controller()
export class FeatureConfigMessages {
  constructor(private readonly queryBus: QueryBus) {}

  @RpcHandler(IdentityCalls.getPublicConfig)
  async getPublicConfig(@Payload() payload: unknown): Promise<JsonValue> {
    decodeRequest(GetPublicConfigRequestSchema, payload);
    return toJson(PublicConfigSchema, await this.queryBus.execute(new GetPublicConfigQuery()));
  }
}

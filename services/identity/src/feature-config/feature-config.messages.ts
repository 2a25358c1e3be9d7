import { IdentityCalls, type PublicConfig } from '@callsheet/contracts';
import { RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetPublicConfigQuery } from './queries/get-public-config/get-public-config.query.js';

/** Kafka transport for the feature configuration: one query, its reply the contract's message. */
@Controller()
export class FeatureConfigMessages {
  constructor(private readonly queryBus: QueryBus) {}

  @RpcHandler(IdentityCalls.getPublicConfig)
  getPublicConfig(): Promise<PublicConfig> {
    return this.queryBus.execute(new GetPublicConfigQuery());
  }
}

import { create } from '@bufbuild/protobuf';
import { ConnectMode, FeatureSchema, PublicConfigSchema, type PublicConfig } from '@callsheet/contracts';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FeatureConfig } from '../../feature-config.js';
import { FEATURE_CONFIG } from '../../feature-config.tokens.js';
import { GetPublicConfigQuery } from './get-public-config.query.js';

@QueryHandler(GetPublicConfigQuery)
export class GetPublicConfigHandler implements IQueryHandler<GetPublicConfigQuery, PublicConfig> {
  constructor(@Inject(FEATURE_CONFIG) private readonly config: FeatureConfig) {}

  execute(): Promise<PublicConfig> {
    const { file } = this.config;
    return Promise.resolve(
      create(PublicConfigSchema, {
        version: file.version,
        features: this.config.features().map((feature) => create(FeatureSchema, feature)),
        languages: file.languages,
        defaultLocale: file.defaultLocale,
        defaultCountry: file.defaultCountry,
        supportedCountries: file.supportedCountries,
        accountCountries: file.accountCountries,
        connectMode: this.config.connectMode === 'express' ? ConnectMode.EXPRESS : ConnectMode.CUSTOM,
      }),
    );
  }
}

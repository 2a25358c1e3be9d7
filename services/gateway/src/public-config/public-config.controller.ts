import { create } from '@bufbuild/protobuf';
import { ConnectMode, GetPublicConfigRequestSchema } from '@callsheet/contracts';
import { RpcClient } from '@callsheet/kernel';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../http/api-error.response.js';
import { IdentityCalls } from '@callsheet/contracts';
import { PublicConfigResponse } from './public-config.response.js';

@ApiTags('public')
@Controller('public/config')
export class PublicConfigController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Feature configuration: features and access lists, languages, countries, connect mode' })
  @ApiOkResponse({ type: PublicConfigResponse })
  @ApiErrorResponses(503, 504)
  async get(): Promise<PublicConfigResponse> {
    const config = await this.rpc.send(IdentityCalls.getPublicConfig, create(GetPublicConfigRequestSchema));
    return {
      version: config.version,
      features: config.features.map(({ key, enabled, access, requiresOwner }) => ({
        key,
        enabled,
        access,
        requiresOwner,
      })),
      languages: config.languages,
      defaultLocale: config.defaultLocale,
      defaultCountry: config.defaultCountry,
      supportedCountries: config.supportedCountries,
      accountCountries: config.accountCountries,
      connectMode: config.connectMode === ConnectMode.EXPRESS ? 'express' : 'custom',
    };
  }
}

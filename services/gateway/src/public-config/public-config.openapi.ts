import { ApiProperty } from '@nestjs/swagger';
import type { RouteDoc } from '../http/api-route.decorator.js';

export class FeatureResponse {
  @ApiProperty({ example: 'talentProfiles', description: 'Stable feature key (spec section 6)' })
  key!: string;

  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({
    type: [String],
    example: ['representative'],
    description: 'Roles or account types allowed; empty means everyone',
  })
  access!: string[];

  @ApiProperty({ description: 'Shown only to account owners' })
  requiresOwner!: boolean;
}

export class PublicConfigResponse {
  @ApiProperty({ example: '1', description: 'Version of the configuration file' })
  version!: string;

  @ApiProperty({ type: [FeatureResponse] })
  features!: FeatureResponse[];

  @ApiProperty({ type: [String], example: ['en-US', 'fr-QC', 'es-ES'] })
  languages!: string[];

  @ApiProperty({ example: 'en-CA' })
  defaultLocale!: string;

  @ApiProperty({ example: 'CA' })
  defaultCountry!: string;

  @ApiProperty({ type: [String], example: ['US'], description: 'Countries where accounts may be opened' })
  supportedCountries!: string[];

  @ApiProperty({ type: [String], description: 'Every account-location country (ISO 3166-1 alpha-2)' })
  accountCountries!: string[];

  @ApiProperty({ enum: ['express', 'custom'], description: 'Stripe Connect account type' })
  connectMode!: 'express' | 'custom';
}

export const publicConfigDocs = {
  get: {
    summary: 'Feature configuration: features and access lists, languages, countries, connect mode',
    ok: PublicConfigResponse,
  },
} satisfies Record<string, RouteDoc>;

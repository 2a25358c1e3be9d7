import { create } from '@bufbuild/protobuf';
import { ListCataloguesRequestSchema } from '@callsheet/contracts';
import { RpcClient } from '@callsheet/kernel';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../http/api-error.response.js';
import { ProfilesCalls } from '@callsheet/contracts';

/** The profile catalogues (unions, body types, skills, ...) as stable keys the console translates. */
@ApiTags('public')
@Controller('public/catalogues')
export class CatalogueController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Every profile catalogue: name → keys' })
  @ApiOkResponse({
    schema: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      example: { bodyTypes: ['ectomorph', 'mesomorph', 'endomorph'] },
    },
  })
  @ApiErrorResponses(503, 504)
  async list(): Promise<Record<string, string[]>> {
    const { catalogues } = await this.rpc.send(ProfilesCalls.listCatalogues, create(ListCataloguesRequestSchema));
    return Object.fromEntries(Object.entries(catalogues).map(([name, catalogue]) => [name, catalogue.keys]));
  }
}

import { create, toJson, type JsonValue } from '@bufbuild/protobuf';
import { CataloguesSchema, ListCataloguesRequestSchema, ProfilesCalls } from '@callsheet/contracts';
import { decodeRequest, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CATALOGUES } from './catalogues.js';

/** The catalogues are static data: answered directly, no query bus needed. */
@Controller()
export class CatalogueMessages {
  @RpcHandler(ProfilesCalls.listCatalogues)
  list(@Payload() payload: unknown): JsonValue {
    decodeRequest(ListCataloguesRequestSchema, payload);
    const catalogues = Object.fromEntries(
      Object.entries(CATALOGUES).map(([name, keys]) => [name, { keys: [...keys] }]),
    );
    return toJson(CataloguesSchema, create(CataloguesSchema, { catalogues }));
  }
}

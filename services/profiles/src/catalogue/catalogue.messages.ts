import { create } from '@bufbuild/protobuf';
import { type Catalogues, CataloguesSchema, ProfilesCalls } from '@callsheet/contracts';
import { catalogueEntries, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CATALOGUES } from './catalogues.js';

/** The catalogues are static data: answered directly, no query bus needed. */
@Controller()
export class CatalogueMessages {
  @RpcHandler(ProfilesCalls.listCatalogues)
  list(): Catalogues {
    return create(CataloguesSchema, { catalogues: catalogueEntries(CATALOGUES) });
  }
}

import { create } from '@bufbuild/protobuf';
import { type Catalogues, CataloguesSchema, ProductionsCalls } from '@callsheet/contracts';
import { catalogueEntries, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CATALOGUES } from './catalogues.js';

/** Production, project and job catalogues: static data answered directly. */
@Controller()
export class CatalogueMessages {
  @RpcHandler(ProductionsCalls.listCatalogues)
  list(): Catalogues {
    return create(CataloguesSchema, { catalogues: catalogueEntries(CATALOGUES) });
  }
}

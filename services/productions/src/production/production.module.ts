import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChangeProductionPhaseHandler } from './commands/change-production-phase/change-production-phase.handler.js';
import { ChangeProductionStatusHandler } from './commands/change-production-status/change-production-status.handler.js';
import { CreateProductionHandler } from './commands/create-production/create-production.handler.js';
import { DeleteProductionHandler } from './commands/delete-production/delete-production.handler.js';
import { UpdateProductionHandler } from './commands/update-production/update-production.handler.js';
import { ProductionMessages } from './production.messages.js';
import { ProductionRepository } from './production.repository.js';
import { GetProductionDetailsHandler } from './queries/get-production-details/get-production-details.handler.js';
import { GetProductionHandler } from './queries/get-production/get-production.handler.js';
import { ListProductionsHandler } from './queries/list-productions/list-productions.handler.js';

const handlers = [
  CreateProductionHandler,
  UpdateProductionHandler,
  DeleteProductionHandler,
  ChangeProductionStatusHandler,
  ChangeProductionPhaseHandler,
  GetProductionHandler,
  ListProductionsHandler,
  GetProductionDetailsHandler,
];

@Module({
  imports: [CqrsModule],
  controllers: [ProductionMessages],
  providers: [ProductionRepository, ...handlers],
  exports: [ProductionRepository, GetProductionDetailsHandler],
})
export class ProductionModule {}

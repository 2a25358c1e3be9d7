import { create } from '@bufbuild/protobuf';
import {
  type ChangePhaseRequest,
  type ChangeStatusRequest,
  type CreateProductionRequest,
  type ListProductionsRequest,
  type Production,
  ProductionFieldsSchema,
  type ProductionPage,
  ProductionPageSchema,
  type ProductionRef,
  ProductionsCalls,
  type RecordDeleted,
  RecordDeletedSchema,
  type UpdateProductionRequest,
} from '@callsheet/contracts';
import { pageOf, pageReply, plainFields, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { ChangeProductionPhaseCommand } from './commands/change-production-phase/change-production-phase.command.js';
import { ChangeProductionStatusCommand } from './commands/change-production-status/change-production-status.command.js';
import { CreateProductionCommand } from './commands/create-production/create-production.command.js';
import { DeleteProductionCommand } from './commands/delete-production/delete-production.command.js';
import { UpdateProductionCommand } from './commands/update-production/update-production.command.js';
import { toProductionMessage } from './production.views.js';
import { GetProductionDetailsQuery } from './queries/get-production-details/get-production-details.query.js';
import { GetProductionQuery } from './queries/get-production/get-production.query.js';
import { ListProductionsQuery } from './queries/list-productions/list-productions.query.js';

/** Kafka transport for productions: each call's request (decoded by @RpcHandler) to one command or query, its reply a contract message. */
@Controller()
export class ProductionMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(ProductionsCalls.createProduction)
  async create(@Payload() { accountId, fields }: CreateProductionRequest): Promise<Production> {
    const input = plainFields(ProductionFieldsSchema, fields);
    return toProductionMessage(await this.commandBus.execute(new CreateProductionCommand(accountId, input)));
  }

  @RpcHandler(ProductionsCalls.updateProduction)
  async update(@Payload() { accountId, id, fields, fieldMask }: UpdateProductionRequest): Promise<Production> {
    const command = new UpdateProductionCommand(accountId, id, plainFields(ProductionFieldsSchema, fields), fieldMask);
    return toProductionMessage(await this.commandBus.execute(command));
  }

  @RpcHandler(ProductionsCalls.getProduction)
  async get(@Payload() { accountId, id }: ProductionRef): Promise<Production> {
    return toProductionMessage(await this.queryBus.execute(new GetProductionQuery(accountId, id)));
  }

  @RpcHandler(ProductionsCalls.productionDetails)
  async details(@Payload() { accountId, id }: ProductionRef): Promise<Production> {
    return toProductionMessage(await this.queryBus.execute(new GetProductionDetailsQuery(accountId, id)));
  }

  @RpcHandler(ProductionsCalls.listProductions)
  async list(@Payload() { accountId, page }: ListProductionsRequest): Promise<ProductionPage> {
    const found = await this.queryBus.execute(new ListProductionsQuery(accountId, pageOf(page)));
    return pageReply(ProductionPageSchema, found, toProductionMessage);
  }

  @RpcHandler(ProductionsCalls.deleteProduction)
  async delete(@Payload() { accountId, id }: ProductionRef): Promise<RecordDeleted> {
    await this.commandBus.execute(new DeleteProductionCommand(accountId, id));
    return create(RecordDeletedSchema, { id, deleted: true });
  }

  @RpcHandler(ProductionsCalls.changeProductionStatus)
  async changeStatus(@Payload() { accountId, id, status }: ChangeStatusRequest): Promise<Production> {
    return toProductionMessage(await this.commandBus.execute(new ChangeProductionStatusCommand(accountId, id, status)));
  }

  @RpcHandler(ProductionsCalls.changeProductionPhase)
  async changePhase(@Payload() { accountId, id, phase }: ChangePhaseRequest): Promise<Production> {
    return toProductionMessage(await this.commandBus.execute(new ChangeProductionPhaseCommand(accountId, id, phase)));
  }
}

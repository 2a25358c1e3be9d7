import { create, toJson, type JsonValue } from '@bufbuild/protobuf';
import {
  ChangePhaseRequestSchema,
  ChangeStatusRequestSchema,
  CreateProductionRequestSchema,
  ListProductionsRequestSchema,
  ProductionPageSchema,
  ProductionRefSchema,
  ProductionsCalls,
  ProductionSchema,
  RecordDeletedSchema,
  UpdateProductionRequestSchema,
} from '@callsheet/contracts';
import { decodeRequest, pageOf, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { ChangeProductionPhaseCommand } from './commands/change-production-phase/change-production-phase.command.js';
import { ChangeProductionStatusCommand } from './commands/change-production-status/change-production-status.command.js';
import { CreateProductionCommand } from './commands/create-production/create-production.command.js';
import { DeleteProductionCommand } from './commands/delete-production/delete-production.command.js';
import { UpdateProductionCommand } from './commands/update-production/update-production.command.js';
import { toProductionInput, toProductionMessage } from './production.mapper.js';
import type { StoredProduction } from './production.repository.js';
import { GetProductionDetailsQuery } from './queries/get-production-details/get-production-details.query.js';
import { GetProductionQuery } from './queries/get-production/get-production.query.js';
import { ListProductionsQuery } from './queries/list-productions/list-productions.query.js';

/** Kafka transport for productions: decode, dispatch one command or query, encode. */
@Controller()
export class ProductionMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(ProductionsCalls.createProduction)
  async create(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, fields } = decodeRequest(CreateProductionRequestSchema, payload);
    return view(await this.commandBus.execute(new CreateProductionCommand(accountId, toProductionInput(fields))));
  }

  @RpcHandler(ProductionsCalls.updateProduction)
  async update(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, fields, fieldMask } = decodeRequest(UpdateProductionRequestSchema, payload);
    return view(
      await this.commandBus.execute(new UpdateProductionCommand(accountId, id, toProductionInput(fields), fieldMask)),
    );
  }

  @RpcHandler(ProductionsCalls.getProduction)
  async get(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(ProductionRefSchema, payload);
    return view(await this.queryBus.execute(new GetProductionQuery(accountId, id)));
  }

  @RpcHandler(ProductionsCalls.productionDetails)
  async details(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(ProductionRefSchema, payload);
    return view(await this.queryBus.execute(new GetProductionDetailsQuery(accountId, id)));
  }

  @RpcHandler(ProductionsCalls.listProductions)
  async list(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, page } = decodeRequest(ListProductionsRequestSchema, payload);
    const result = await this.queryBus.execute(new ListProductionsQuery(accountId, pageOf(page)));
    return toJson(
      ProductionPageSchema,
      create(ProductionPageSchema, { data: result.data.map(toProductionMessage), hasMore: result.has_more }),
    );
  }

  @RpcHandler(ProductionsCalls.deleteProduction)
  async delete(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(ProductionRefSchema, payload);
    await this.commandBus.execute(new DeleteProductionCommand(accountId, id));
    return toJson(RecordDeletedSchema, create(RecordDeletedSchema, { id, deleted: true }));
  }

  @RpcHandler(ProductionsCalls.changeProductionStatus)
  async changeStatus(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, status } = decodeRequest(ChangeStatusRequestSchema, payload);
    return view(await this.commandBus.execute(new ChangeProductionStatusCommand(accountId, id, status)));
  }

  @RpcHandler(ProductionsCalls.changeProductionPhase)
  async changePhase(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, phase } = decodeRequest(ChangePhaseRequestSchema, payload);
    return view(await this.commandBus.execute(new ChangeProductionPhaseCommand(accountId, id, phase)));
  }
}

function view(production: StoredProduction): JsonValue {
  return toJson(ProductionSchema, toProductionMessage(production));
}

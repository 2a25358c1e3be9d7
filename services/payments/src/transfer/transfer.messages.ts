import type { JsonValue } from '@bufbuild/protobuf';
import { ListTransfersRequestSchema, PaymentsInvoiceCalls, TransferRefSchema } from '@callsheet/contracts';
import { decodeRequest, pageOf, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { GetTransferQuery } from './queries/get-transfer/get-transfer.query.js';
import { ListTransfersQuery } from './queries/list-transfers/list-transfers.query.js';
import { transferJson, transferPageJson } from './transfer.views.js';

/** Kafka transport for transfers: decode, dispatch one query, encode. */
@Controller()
export class TransferMessages {
  constructor(private readonly queryBus: QueryBus) {}

  @RpcHandler(PaymentsInvoiceCalls.listTransfers)
  async list(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, invoiceId, page } = decodeRequest(ListTransfersRequestSchema, payload);
    return transferPageJson(await this.queryBus.execute(new ListTransfersQuery(accountId, invoiceId, pageOf(page))));
  }

  @RpcHandler(PaymentsInvoiceCalls.getTransfer)
  async get(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(TransferRefSchema, payload);
    return transferJson(await this.queryBus.execute(new GetTransferQuery(accountId, id)));
  }
}

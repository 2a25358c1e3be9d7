import type { JsonValue } from '@bufbuild/protobuf';
import {
  PaymentsInvoiceCalls,
  RequestTransferReportRequestSchema,
  TransferReportRefSchema,
} from '@callsheet/contracts';
import { decodeRequest, plainInput, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { RequestTransferReportCommand } from './commands/request-transfer-report/request-transfer-report.command.js';
import { GetTransferReportQuery } from './queries/get-transfer-report/get-transfer-report.query.js';
import { reportJson } from './report.views.js';

/** Kafka transport for transfer reports: decode, dispatch one command or query, encode. */
@Controller()
export class ReportMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(PaymentsInvoiceCalls.requestTransferReport)
  async request(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, ...request } = plainInput(decodeRequest(RequestTransferReportRequestSchema, payload));
    return reportJson(await this.commandBus.execute(new RequestTransferReportCommand(accountId, request)));
  }

  @RpcHandler(PaymentsInvoiceCalls.getTransferReport)
  async get(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(TransferReportRefSchema, payload);
    return reportJson(await this.queryBus.execute(new GetTransferReportQuery(accountId, id)));
  }
}

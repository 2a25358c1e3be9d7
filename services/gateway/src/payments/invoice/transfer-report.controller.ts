import { create } from '@bufbuild/protobuf';
import {
  PaymentsErrorCode,
  RequestTransferReportRequestSchema,
  type TransferReport,
  TransferReportRefSchema,
  TransferReportSchema,
} from '@callsheet/contracts';
import { DomainError, FILE_STORAGE, RpcClient, type FileStorage } from '@callsheet/kernel';
import { Body, Controller, Get, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { accountOf } from '../../access/caller-account.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { bodyAs, booleanQuery } from '../../connections/connections.requests.js';
import { ApiErrorResponses } from '../../http/api-error.response.js';
import { protoJsonSchema, toRestJson } from '../../http/proto-json.js';
import { PaymentsInvoiceCalls } from '@callsheet/contracts';

/** How long `?wait=true` waits for the worker before answering the report's status instead. */
export const REPORT_WAIT_MS = 60_000;
const POLL_MS = 250;

/** The report file as it is downloaded (content-disposition attachment). */
const CSV_CONTENT = { 'text/csv': { schema: { type: 'string', format: 'binary' } } };

/**
 * The transfer report (spec section 7: "POST /api/stripe/transfer/report with fileName; returns a CSV
 * blob that is downloaded"). The payments worker streams it into file storage; this controller streams
 * it from there to the client, never holding the file in memory.
 */
@ApiTags('transfer')
@ApiBearerAuth('access')
@Controller('api/stripe/transfer/report')
export class TransferReportController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Ask for a CSV of the transfers the account paid or received',
    description:
      'Answers 202 with the report (id, status queued) and builds it in the background; GET /api/stripe/transfer/report/{id} downloads it when ready. With ?wait=true the answer is the CSV itself (content-disposition attachment) as soon as it is ready (at most 60 s, else the status). Filters: invoiceId, createdFrom/createdTo (ISO-8601), startingAfter/endingBefore (transfer ids).',
  })
  @ApiQuery({ name: 'wait', required: false, type: Boolean })
  @ApiBody({ schema: protoJsonSchema(RequestTransferReportRequestSchema, { omit: ['accountId'] }) })
  @ApiResponse({
    status: 202,
    description: 'The report, queued or building',
    schema: protoJsonSchema(TransferReportSchema),
  })
  @ApiResponse({ status: 200, description: 'The CSV (with ?wait=true, once ready)', content: CSV_CONTENT })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  async request(
    @CurrentCaller() caller: Caller,
    @Body() body: unknown,
    @Query('wait') wait: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const request = bodyAs(RequestTransferReportRequestSchema, body ?? {});
    request.accountId = accountOf(caller);
    let report = await this.rpc.send(PaymentsInvoiceCalls.requestTransferReport, request);
    if (booleanQuery('wait', wait)) {
      const deadline = Date.now() + REPORT_WAIT_MS;
      while (!['ready', 'failed'].includes(report.status) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        report = await this.status(caller, report.id);
      }
    }
    await this.answer(report, reply, 202);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A transfer report: the CSV when ready (attachment), else its status as JSON' })
  @ApiResponse({
    status: 200,
    description: 'The CSV when the report is ready, else the report (queued, running or failed) as JSON',
    content: { ...CSV_CONTENT, 'application/json': { schema: protoJsonSchema(TransferReportSchema) } },
  })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async get(@CurrentCaller() caller: Caller, @Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    await this.answer(await this.status(caller, id), reply, 200);
  }

  private status(caller: Caller, id: string): Promise<TransferReport> {
    return this.rpc.send(
      PaymentsInvoiceCalls.getTransferReport,
      create(TransferReportRefSchema, { accountId: accountOf(caller), id }),
    );
  }

  private async answer(report: TransferReport, reply: FastifyReply, notReadyStatus: number): Promise<void> {
    if (report.status !== 'ready' || !report.storageKey) {
      await reply.status(notReadyStatus).send(toRestJson(TransferReportSchema, report));
      return;
    }
    const file = await this.storage.getStream(report.storageKey);
    if (!file) {
      throw new DomainError(PaymentsErrorCode.TransferReportNotFound, `The file of report ${report.id} is gone.`, [
        report.id,
      ]);
    }
    await reply
      .status(200)
      .header('content-type', report.contentType || 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(report.fileName))
      .header('content-length', String(report.bytes))
      .header('x-report-id', report.id)
      .header('x-report-rows', String(report.rows))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file);
  }
}

/** attachment with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

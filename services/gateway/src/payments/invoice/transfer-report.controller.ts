import { RequestTransferReportRequestSchema, type RequestTransferReportRequest } from '@callsheet/contracts';
import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../access/access.decorator.js';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { accountAdmins, inAccount } from '../../access/route-access.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { ApiRoute } from '../../http/api-route.decorator.js';
import { ProtoBody } from '../../http/proto-json.js';
import { PaymentsInvoiceClient } from './payments-invoice.client.js';
import { transferReportDocs } from './payments-invoice.openapi.js';

/**
 * The transfer report (spec section 7: "POST /api/stripe/transfer/report with fileName; returns a CSV
 * blob that is downloaded"). A report not ready within a few seconds is answered 202 with its id, and
 * downloaded later from GET .../report/{id}. Requesting one is for owners and admins.
 */
@ApiTags('transfer')
@ApiBearerAuth('access')
@Controller('api/stripe/transfer/report')
export class TransferReportController {
  constructor(private readonly invoices: PaymentsInvoiceClient) {}

  @Post()
  @Access(accountAdmins('transfers'))
  @ApiRoute(transferReportDocs.request)
  request(
    @CurrentCaller() caller: Caller,
    @ProtoBody(RequestTransferReportRequestSchema, { reserved: ['accountId'], optional: true })
    body: RequestTransferReportRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.invoices.requestTransferReport(caller, body, reply);
  }

  @Get(':id')
  @Access(inAccount('transfers'))
  @ApiRoute(transferReportDocs.get)
  get(@CurrentCaller() caller: Caller, @Param('id') id: string, @Res() reply: FastifyReply) {
    return this.invoices.transferReport(caller, id, reply);
  }
}

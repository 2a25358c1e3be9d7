import { create } from '@bufbuild/protobuf';
import { ListTransfersRequestSchema, TransferRefSchema, TransferSchema } from '@callsheet/contracts';
import { RpcClient, type PageRequest } from '@callsheet/kernel';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { accountOf } from '../../access/caller-account.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { ApiErrorResponses } from '../../http/api-error.response.js';
import { ApiPageQuery, PageQuery } from '../../http/page-query.decorator.js';
import { protoJsonSchema, protoPageSchema, toRestJson } from '../../http/proto-json.js';
import { pageMessage } from '../../http/rpc-page.js';
import { PaymentsInvoiceCalls } from '@callsheet/contracts';

/** Transfers of paid invoices, for the payer and for each recipient (spec section 7). */
@ApiTags('transfer')
@ApiBearerAuth('access')
@Controller('api/stripe')
export class TransferController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('transfer')
  @ApiOperation({ summary: 'Transfers the account paid or received, newest first' })
  @ApiQuery({ name: 'invoiceId', required: false })
  @ApiPageQuery()
  @ApiOkResponse({ schema: protoPageSchema(TransferSchema) })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  async list(
    @CurrentCaller() caller: Caller,
    @Query('invoiceId') invoiceId: string | undefined,
    @PageQuery() page: PageRequest,
  ) {
    const result = await this.rpc.send(
      PaymentsInvoiceCalls.listTransfers,
      create(ListTransfersRequestSchema, {
        accountId: accountOf(caller),
        invoiceId: invoiceId || undefined,
        page: pageMessage(page),
      }),
    );
    return { data: result.data.map((transfer) => toRestJson(TransferSchema, transfer)), has_more: result.hasMore };
  }

  @Get('transfers/:id')
  @ApiOperation({ summary: 'One transfer the account paid or received' })
  @ApiOkResponse({ schema: protoJsonSchema(TransferSchema) })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async get(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return toRestJson(
      TransferSchema,
      await this.rpc.send(
        PaymentsInvoiceCalls.getTransfer,
        create(TransferRefSchema, { accountId: accountOf(caller), id }),
      ),
    );
  }
}

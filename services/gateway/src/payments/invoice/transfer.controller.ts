import type { PageRequest } from '@callsheet/kernel';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../access/access.decorator.js';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { inAccount } from '../../access/route-access.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { ApiRoute } from '../../http/api-route.decorator.js';
import { PageQuery } from '../../http/page-query.decorator.js';
import { PaymentsInvoiceClient } from './payments-invoice.client.js';
import { transferDocs } from './payments-invoice.openapi.js';

/** Transfers of paid invoices, for the payer and for each recipient (spec section 7). */
@ApiTags('transfer')
@ApiBearerAuth('access')
@Controller('api/stripe')
export class TransferController {
  constructor(private readonly invoices: PaymentsInvoiceClient) {}

  @Get('transfer')
  @Access(inAccount('transfers'))
  @ApiRoute(transferDocs.list)
  list(
    @CurrentCaller() caller: Caller,
    @Query('invoiceId') invoiceId: string | undefined,
    @PageQuery() page: PageRequest,
  ) {
    return this.invoices.listTransfers(caller, invoiceId, page);
  }

  @Get('transfers/:id')
  @Access(inAccount('transfers'))
  @ApiRoute(transferDocs.get)
  get(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.invoices.getTransfer(caller, id);
  }
}

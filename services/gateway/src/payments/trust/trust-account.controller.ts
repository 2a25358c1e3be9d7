import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../access/access.decorator.js';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { accountAdmins } from '../../access/route-access.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { ApiRoute } from '../../http/api-route.decorator.js';
import { trustAccountDocs } from '../invoice/payments-invoice.openapi.js';
import { TrustAccountClient } from './trust-account.client.js';
import { MarkTrustAccountRequest } from './trust-account.requests.js';

/** A minor talent's trust (Coogan) account: where the set-asides go. Guardians' owners and admins only. */
@ApiTags('talent')
@ApiBearerAuth('access')
@Controller('api/talent/:id/trust-account')
export class TrustAccountController {
  constructor(private readonly trust: TrustAccountClient) {}

  @Put()
  @Access(accountAdmins('talentProfiles'))
  @ApiRoute(trustAccountDocs.mark)
  mark(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: MarkTrustAccountRequest) {
    return this.trust.mark(caller, id, body.externalAccountId);
  }

  @Get()
  @Access(accountAdmins('talentProfiles'))
  @ApiRoute(trustAccountDocs.get)
  get(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.trust.get(caller, id);
  }

  @Delete()
  @Access(accountAdmins('talentProfiles'))
  @ApiRoute(trustAccountDocs.unmark)
  unmark(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.trust.unmark(caller, id);
  }
}

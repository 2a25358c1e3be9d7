import { Controller, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Access } from '../../access/access.decorator.js';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { accountAdmins } from '../../access/route-access.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { ApiRoute } from '../../http/api-route.decorator.js';
import { PaymentsAccountClient } from './payments-account.client.js';
import { identityFileDocs } from './payments-account.openapi.js';
import { IdempotencyKey } from './payments-account.requests.js';

/** Identity documents for the connected account (spec section 7: POST /api/stripe/file). */
@ApiTags('account')
@ApiBearerAuth('access')
@Controller('api/stripe/file')
export class IdentityFileController {
  constructor(private readonly payments: PaymentsAccountClient) {}

  @Post()
  @Access(accountAdmins())
  @ApiRoute(identityFileDocs.upload)
  upload(@CurrentCaller() caller: Caller, @Req() request: FastifyRequest, @IdempotencyKey() commandId: string) {
    return this.payments.uploadIdentityFile(caller, request, commandId);
  }
}

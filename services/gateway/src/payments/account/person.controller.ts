import { create } from '@bufbuild/protobuf';
import { SavePersonRequestSchema } from '@callsheet/contracts';
import { RpcClient, type PageRequest } from '@callsheet/kernel';
import { Body, Controller, Delete, Get, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { accountOf } from '../../access/caller-account.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { ApiErrorResponses } from '../../http/api-error.response.js';
import type { SchemaObject } from '../../http/proto-json.js';
import { ApiPageQuery, PageQuery } from '../../http/page-query.decorator.js';
import { PaymentsAccountCalls } from '@callsheet/contracts';
import {
  IDEMPOTENCY_HEADER,
  stripeObjectDeletedSchema,
  stripeObjectPageSchema,
  stripeObjectSchema,
} from './payments-account.openapi.js';
import { deleteStripeObject, getStripeObject, listStripeObjects } from './stripe-object.routes.js';
import { idempotencyKeyOf, stripeBody } from './payments-account.rest.js';

const personBody = {
  type: 'object',
  description:
    'Stripe’s Person fields: first_name, last_name, email, phone, dob {day, month, year}, address, ssn_last_4, relationship {executive, owner, director, representative, title, percent_ownership}.',
} satisfies SchemaObject;

/** The persons of the account’s connected account (spec section 3: representative, owners, directors). */
@ApiTags('account')
@ApiBearerAuth('access')
@Controller('api/account/person')
export class PersonController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'The account’s persons (cursors are person ids)' })
  @ApiPageQuery()
  @ApiOkResponse({ schema: stripeObjectPageSchema })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return listStripeObjects(this.rpc, PaymentsAccountCalls.listPersons, caller, page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One person, with its requirements as messages' })
  @ApiOkResponse({ schema: stripeObjectSchema })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async get(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return getStripeObject(this.rpc, PaymentsAccountCalls.getPerson, caller, id);
  }

  @Post()
  @ApiOperation({
    summary: 'Add a person',
    description:
      'The primary representative (relationship.representative) must be an executive or owner with a title; the owners’ shares may not exceed 100%; a person holding 25% or more is an owner.',
  })
  @ApiBody({ schema: personBody })
  @ApiResponse({ status: 201, schema: stripeObjectSchema })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async create(@CurrentCaller() caller: Caller, @Body() body: unknown, @Req() request: FastifyRequest) {
    const view = await this.rpc.send(
      PaymentsAccountCalls.createPerson,
      create(SavePersonRequestSchema, {
        accountId: accountOf(caller),
        person: stripeBody(body),
        commandId: idempotencyKeyOf(request),
      }),
    );
    return view.object ?? {};
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a person (the fields given; name and relationship kept otherwise)' })
  @ApiBody({ schema: personBody })
  @ApiOkResponse({ schema: stripeObjectSchema })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async update(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    const view = await this.rpc.send(
      PaymentsAccountCalls.updatePerson,
      create(SavePersonRequestSchema, {
        accountId: accountOf(caller),
        id,
        person: stripeBody(body),
        commandId: idempotencyKeyOf(request),
      }),
    );
    return view.object ?? {};
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a person' })
  @ApiOkResponse({ schema: stripeObjectDeletedSchema })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async delete(@CurrentCaller() caller: Caller, @Param('id') id: string, @Req() request: FastifyRequest) {
    return deleteStripeObject(this.rpc, PaymentsAccountCalls.deletePerson, caller, id, request);
  }
}

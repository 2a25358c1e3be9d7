import { create } from '@bufbuild/protobuf';
import { AccessTokenSchema, CreateAccountRequestSchema } from '@callsheet/contracts';
import { RpcClient } from '@callsheet/kernel';
import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/access-token.verifier.js';
import { accessTokenResponse } from '../auth/auth.requests.js';
import { CurrentCaller } from '../access/api-access.guard.js';
import { ApiErrorResponses } from '../http/api-error.response.js';
import { IdentityCalls } from '@callsheet/contracts';
import { CreateAccountRequest, CreateAccountResponse } from './account.requests.js';

@ApiTags('account')
@ApiBearerAuth('access')
@Controller('api/account')
export class AccountController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @ApiOperation({ summary: 'Create an account (the caller becomes its owner) and a session with it selected' })
  @ApiCreatedResponse({ type: CreateAccountResponse })
  @ApiErrorResponses(400, 401, 503, 504)
  async create(@CurrentCaller() caller: Caller, @Body() body: CreateAccountRequest): Promise<CreateAccountResponse> {
    const request = create(CreateAccountRequestSchema, {
      userId: caller.userId,
      businessType: body.business_type,
      accountType: body.account_type,
      businessName: body.business_profile?.name ?? '',
      companyName: body.company?.name ?? '',
      individual: body.individual
        ? {
            firstName: body.individual.first_name,
            lastName: body.individual.last_name,
            dateOfBirth: body.individual.dob,
          }
        : undefined,
      tosShownAndAccepted: body.tos_shown_and_accepted,
      country: body.country,
      minor: body.minor,
      accountToken: body.account_token,
    });
    const { accountId, session } = await this.rpc.send(IdentityCalls.createAccount, request);
    return { id: accountId, session: accessTokenResponse(session ?? create(AccessTokenSchema)) };
  }
}

import { create } from '@bufbuild/protobuf';
import { AcceptInviteRequestSchema, CreateInviteRequestSchema, GetInviteInfoRequestSchema } from '@callsheet/contracts';
import { RpcClient } from '@callsheet/kernel';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/access-token.verifier.js';
import { CurrentCaller } from '../access/api-access.guard.js';
import { ApiErrorResponses } from '../http/api-error.response.js';
import { IdentityCalls } from '@callsheet/contracts';
import {
  CreateInviteRequest,
  CreateInviteResponse,
  InviteInfoResponse,
  ProcessInviteResponse,
} from './invite.requests.js';

/** Invitations to join an account (spec sections 4 and 7: invite tokens). */
@ApiTags('invites')
@Controller()
export class InviteController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('api/account/invites')
  @ApiBearerAuth('access')
  @ApiOperation({ summary: 'Invite someone by email to the selected account, with a role' })
  @ApiCreatedResponse({ type: CreateInviteResponse })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async create(@CurrentCaller() caller: Caller, @Body() body: CreateInviteRequest): Promise<CreateInviteResponse> {
    const request = create(CreateInviteRequestSchema, {
      userId: caller.userId,
      accountId: caller.account ?? '',
      inviterRole: caller.role,
      email: body.email,
      role: body.role,
    });
    // The reply message carries protobuf-es's $typeName: answer only the documented field.
    const { expiresAt } = await this.rpc.send(IdentityCalls.createInvite, request);
    return { expiresAt };
  }

  @Get('public/token/:token/info')
  @ApiOperation({ summary: 'What an invitation offers: account, role, address, expiry' })
  @ApiOkResponse({ type: InviteInfoResponse })
  @ApiErrorResponses(400, 409, 410, 503, 504)
  async info(@Param('token') token: string): Promise<InviteInfoResponse> {
    const { accountName, role, email, expiresAt } = await this.rpc.send(
      IdentityCalls.getInviteInfo,
      create(GetInviteInfoRequestSchema, { token }),
    );
    return { accountName, role, email, expiresAt };
  }

  @Post('api/token/:token/process')
  @HttpCode(200)
  @ApiBearerAuth('access')
  @ApiOperation({
    summary:
      'Accept an invitation: the signed-in user joins the account with the invited role. Only the invited address, verified, may accept (403 inviteEmailMismatch, emailNotVerified)',
  })
  @ApiOkResponse({ type: ProcessInviteResponse })
  @ApiErrorResponses(400, 401, 403, 409, 410, 503, 504)
  async process(@CurrentCaller() caller: Caller, @Param('token') token: string): Promise<ProcessInviteResponse> {
    const { accountId, role } = await this.rpc.send(
      IdentityCalls.acceptInvite,
      create(AcceptInviteRequestSchema, { token, userId: caller.userId }),
    );
    return { account: accountId, role };
  }
}

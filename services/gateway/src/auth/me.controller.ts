import { create } from '@bufbuild/protobuf';
import {
  ChangePasswordRequestSchema,
  ClearSessionRequestSchema,
  GetMeRequestSchema,
  AccessTokenSchema,
  SelectAccountRequestSchema,
  UpdatePreferencesRequestSchema,
  type Me,
} from '@callsheet/contracts';
import { RpcClient } from '@callsheet/kernel';
import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorResponses } from '../http/api-error.response.js';
import { IdentityCalls } from '@callsheet/contracts';
import type { Caller } from './access-token.verifier.js';
import {
  accessTokenResponse,
  AccountMembershipResponse,
  ChangePasswordRequest,
  MeResponse,
  SelectAccountRequest,
  SelectAccountResponse,
  UpdateMeRequest,
} from './auth.requests.js';
import { CurrentCaller } from '../access/api-access.guard.js';
import type { FastifyRequest } from 'fastify';

/** The signed-in member: their record, preferences and sign-out. */
@ApiTags('auth')
@ApiExtraModels(AccountMembershipResponse)
@ApiBearerAuth('access')
@Controller('api/auth')
export class MeController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('me')
  @ApiOperation({ summary: 'The signed-in member' })
  @ApiOkResponse({ type: MeResponse })
  @ApiErrorResponses(401, 404, 503, 504)
  async get(@CurrentCaller() caller: Caller): Promise<MeResponse> {
    return meResponse(await this.rpc.send(IdentityCalls.getMe, create(GetMeRequestSchema, { userId: caller.userId })));
  }

  @Patch('me')
  @ApiOperation({ summary: 'Change timezone (IANA name) and interface language' })
  @ApiOkResponse({ type: MeResponse })
  @ApiErrorResponses(400, 401, 404, 503, 504)
  async update(@CurrentCaller() caller: Caller, @Body() body: UpdateMeRequest): Promise<MeResponse> {
    const request = create(UpdatePreferencesRequestSchema, { ...body, userId: caller.userId });
    return meResponse(await this.rpc.send(IdentityCalls.updatePreferences, request));
  }

  @Post('session')
  @HttpCode(200)
  @ApiOperation({ summary: "Select one of the member's accounts: new tokens for this session carry it" })
  @ApiOkResponse({ type: SelectAccountResponse })
  @ApiErrorResponses(400, 401, 404, 503, 504)
  async selectAccount(
    @CurrentCaller() caller: Caller,
    @Body() body: SelectAccountRequest,
  ): Promise<SelectAccountResponse> {
    const request = create(SelectAccountRequestSchema, {
      userId: caller.userId,
      sessionId: caller.sessionId,
      accountId: body.account,
      setSso: body.setSSO,
    });
    const { session, ssoToken } = await this.rpc.send(IdentityCalls.selectAccount, request);
    return { ...accessTokenResponse(session ?? create(AccessTokenSchema)), ...(ssoToken ? { ssoToken } : {}) };
  }

  @Post('password')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Change the password: the current one is required; every other session of the member ends',
    description:
      'Wrong current password: 400 currentPasswordIncorrect (throttled like sign-in, 429 with Retry-After). New password rules as at sign-up: passwordTooShort, maxLength, passwordsMustMatch.',
  })
  @ApiNoContentResponse()
  @ApiErrorResponses(400, 401, 429, 503, 504)
  async changePassword(
    @CurrentCaller() caller: Caller,
    @Body() body: ChangePasswordRequest,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.rpc.send(
      IdentityCalls.changePassword,
      create(ChangePasswordRequestSchema, {
        userId: caller.userId,
        sessionId: caller.sessionId,
        currentPassword: body.currentPassword,
        password: body.password,
        passwordConfirmation: body.passwordConfirmation,
        clientIp: request.ip,
      }),
    );
  }

  @Post('clearSession')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out: the refresh tokens of this session stop working' })
  @ApiNoContentResponse()
  @ApiErrorResponses(401, 503, 504)
  async clearSession(@CurrentCaller() caller: Caller): Promise<void> {
    const request = create(ClearSessionRequestSchema, { userId: caller.userId, sessionId: caller.sessionId });
    await this.rpc.send(IdentityCalls.clearSession, request);
  }
}

function meResponse(me: Me): MeResponse {
  return {
    id: me.id,
    email: me.email,
    emailVerified: me.emailVerified,
    displayName: me.displayName,
    firstName: me.firstName,
    lastName: me.lastName,
    timezone: me.timezone,
    language: me.language,
    accounts: Object.fromEntries(
      Object.entries(me.accounts).map(([id, membership]) => [
        id,
        { accountType: membership.accountType, name: membership.name, role: membership.role },
      ]),
    ),
  };
}

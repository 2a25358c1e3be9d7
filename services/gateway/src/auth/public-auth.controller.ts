import { create } from '@bufbuild/protobuf';
import {
  RefreshSessionRequestSchema,
  RequestPasswordResetRequestSchema,
  ResendVerificationRequestSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  VerifyEmailRequestSchema,
} from '@callsheet/contracts';
import { RpcClient } from '@callsheet/kernel';
import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorResponses } from '../http/api-error.response.js';
import { IdentityCalls } from '@callsheet/contracts';
import {
  accessTokenResponse,
  AccessTokenResponse,
  ForgotPasswordRequest,
  RefreshRequest,
  ResendVerificationRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  SignUpResponse,
  VerifyEmailRequest,
} from './auth.requests.js';

/** What a visitor does before having a session: sign up, verify, sign in, refresh, reset a password. */
@ApiTags('auth')
@Controller('public/auth')
export class PublicAuthController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('sign-up')
  @ApiOperation({
    summary: 'Sign up with email and password; a verification mail is sent (limited per address and email: 429)',
  })
  @ApiCreatedResponse({
    type: SignUpResponse,
    description: 'Also when the email already has an account: its owner gets a mail instead (the answer tells nothing)',
  })
  @ApiErrorResponses(400, 429, 503, 504)
  async signUp(@Body() body: SignUpRequest, @Ip() clientIp: string): Promise<SignUpResponse> {
    const { userId } = await this.rpc.send(IdentityCalls.signUp, create(SignUpRequestSchema, { ...body, clientIp }));
    return { id: userId };
  }

  @Post('verify-email')
  @HttpCode(204)
  @ApiOperation({ summary: 'Confirm the email address with the token of the verification link' })
  @ApiNoContentResponse()
  @ApiErrorResponses(400, 409, 410, 503, 504)
  async verifyEmail(@Body() body: VerifyEmailRequest): Promise<void> {
    await this.rpc.send(IdentityCalls.verifyEmail, create(VerifyEmailRequestSchema, body));
  }

  @Post('resend-verification')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send the verification mail again (same answer whether or not the email is known)' })
  @ApiAcceptedResponse()
  @ApiErrorResponses(400, 429, 503, 504)
  async resendVerification(@Body() body: ResendVerificationRequest, @Ip() clientIp: string): Promise<void> {
    await this.rpc.send(
      IdentityCalls.resendVerification,
      create(ResendVerificationRequestSchema, { ...body, clientIp }),
    );
  }

  @Post('sign-in')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password for an access token and a refresh token' })
  @ApiOkResponse({ type: AccessTokenResponse })
  @ApiErrorResponses(400, 401, 429, 503, 504)
  async signIn(@Body() body: SignInRequest, @Ip() clientIp: string): Promise<AccessTokenResponse> {
    return accessTokenResponse(
      await this.rpc.send(IdentityCalls.signIn, create(SignInRequestSchema, { ...body, clientIp })),
    );
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new access token and refresh token for a refresh token (which is retired)' })
  @ApiOkResponse({ type: AccessTokenResponse })
  @ApiErrorResponses(400, 401, 503, 504)
  async refresh(@Body() body: RefreshRequest): Promise<AccessTokenResponse> {
    return accessTokenResponse(await this.rpc.send(IdentityCalls.refresh, create(RefreshSessionRequestSchema, body)));
  }

  @Post('forgot-password')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail a password-reset link (same answer whether or not the email is known)' })
  @ApiAcceptedResponse()
  @ApiErrorResponses(400, 429, 503, 504)
  async forgotPassword(@Body() body: ForgotPasswordRequest, @Ip() clientIp: string): Promise<void> {
    await this.rpc.send(
      IdentityCalls.requestPasswordReset,
      create(RequestPasswordResetRequestSchema, { ...body, clientIp }),
    );
  }

  @Post('reset-password')
  @HttpCode(204)
  @ApiOperation({ summary: 'Choose a new password with the token of the reset link; every session ends' })
  @ApiNoContentResponse()
  @ApiErrorResponses(400, 409, 410, 503, 504)
  async resetPassword(@Body() body: ResetPasswordRequest): Promise<void> {
    await this.rpc.send(IdentityCalls.resetPassword, create(ResetPasswordRequestSchema, body));
  }
}

import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiRoute } from '../http/api-route.decorator.js';
import { publicAuthDocs } from './auth.openapi.js';
import {
  ForgotPasswordRequest,
  RefreshRequest,
  ResendVerificationRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignUpRequest,
  VerifyEmailRequest,
} from './auth.requests.js';
import { IdentityClient } from './identity.client.js';

/** What a visitor does before having a session: sign up, verify, sign in, refresh, reset a password. */
@ApiTags('auth')
@Controller('public/auth')
export class PublicAuthController {
  constructor(private readonly identity: IdentityClient) {}

  @Post('sign-up')
  @ApiRoute(publicAuthDocs.signUp)
  signUp(@Body() body: SignUpRequest, @Ip() clientIp: string) {
    return this.identity.signUp(body, clientIp);
  }

  @Post('verify-email')
  @HttpCode(204)
  @ApiRoute(publicAuthDocs.verifyEmail)
  verifyEmail(@Body() body: VerifyEmailRequest) {
    return this.identity.verifyEmail(body);
  }

  @Post('resend-verification')
  @HttpCode(202)
  @ApiRoute(publicAuthDocs.resendVerification)
  resendVerification(@Body() body: ResendVerificationRequest, @Ip() clientIp: string) {
    return this.identity.resendVerification(body, clientIp);
  }

  @Post('sign-in')
  @HttpCode(200)
  @ApiRoute(publicAuthDocs.signIn)
  signIn(@Body() body: SignInRequest, @Ip() clientIp: string) {
    return this.identity.signIn(body, clientIp);
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiRoute(publicAuthDocs.refresh)
  refresh(@Body() body: RefreshRequest) {
    return this.identity.refresh(body);
  }

  @Post('forgot-password')
  @HttpCode(202)
  @ApiRoute(publicAuthDocs.forgotPassword)
  forgotPassword(@Body() body: ForgotPasswordRequest, @Ip() clientIp: string) {
    return this.identity.forgotPassword(body, clientIp);
  }

  @Post('reset-password')
  @HttpCode(204)
  @ApiRoute(publicAuthDocs.resetPassword)
  resetPassword(@Body() body: ResetPasswordRequest) {
    return this.identity.resetPassword(body);
  }
}

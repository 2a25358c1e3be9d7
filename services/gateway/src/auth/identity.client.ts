import { IdentityCalls } from '@callsheet/contracts';
import { Injectable } from '@nestjs/common';
import type { CreateAccountRequest } from '../account/account.requests.js';
import type { CreateAccountResponse } from '../account/account.openapi.js';
import { accountOf } from '../access/caller-account.js';
import type { CreateInviteRequest } from '../invite/invite.requests.js';
import type { CreateInviteResponse, InviteInfoResponse, ProcessInviteResponse } from '../invite/invite.openapi.js';
import { GatewayClient } from '../rpc/gateway.client.js';
import type { Caller } from './access-token.verifier.js';
import type { AccessTokenResponse, SignUpResponse } from './auth.openapi.js';
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  RefreshRequest,
  ResendVerificationRequest,
  ResetPasswordRequest,
  SelectAccountRequest,
  SignInRequest,
  SignUpRequest,
  SsoExchangeRequest,
  UpdateMeRequest,
  VerifyEmailRequest,
} from './auth.requests.js';
import {
  acceptedInviteView,
  accessTokenView,
  createdAccountView,
  inviteInfoView,
  inviteView,
  meView,
  publicConfigView,
  selectAccountView,
  signedUpView,
  ssoView,
} from './identity.views.js';

/** The identity service's calls behind the auth, account, invitation and configuration routes. */
@Injectable()
export class IdentityClient extends GatewayClient {
  async signUp(body: SignUpRequest, clientIp: string): Promise<SignUpResponse> {
    return signedUpView(await this.send(IdentityCalls.signUp, { ...body, clientIp }));
  }

  async verifyEmail(body: VerifyEmailRequest): Promise<void> {
    await this.send(IdentityCalls.verifyEmail, body);
  }

  async resendVerification(body: ResendVerificationRequest, clientIp: string): Promise<void> {
    await this.send(IdentityCalls.resendVerification, { ...body, clientIp });
  }

  async signIn(body: SignInRequest, clientIp: string): Promise<AccessTokenResponse> {
    return accessTokenView(await this.send(IdentityCalls.signIn, { ...body, clientIp }));
  }

  async refresh(body: RefreshRequest): Promise<AccessTokenResponse> {
    return accessTokenView(await this.send(IdentityCalls.refresh, body));
  }

  async forgotPassword(body: ForgotPasswordRequest, clientIp: string): Promise<void> {
    await this.send(IdentityCalls.requestPasswordReset, { ...body, clientIp });
  }

  async resetPassword(body: ResetPasswordRequest): Promise<void> {
    await this.send(IdentityCalls.resetPassword, body);
  }

  async exchangeSso(body: SsoExchangeRequest) {
    return ssoView(await this.send(IdentityCalls.exchangeSso, body));
  }

  async me(caller: Caller) {
    return meView(await this.send(IdentityCalls.getMe, { userId: caller.userId }));
  }

  async updateMe(caller: Caller, body: UpdateMeRequest) {
    return meView(await this.send(IdentityCalls.updatePreferences, { ...body, userId: caller.userId }));
  }

  async selectAccount(caller: Caller, body: SelectAccountRequest) {
    const { session, ssoToken } = await this.send(IdentityCalls.selectAccount, {
      userId: caller.userId,
      sessionId: caller.sessionId,
      accountId: body.account,
      setSso: body.setSSO,
    });
    return selectAccountView(session, ssoToken);
  }

  async changePassword(caller: Caller, body: ChangePasswordRequest, clientIp: string): Promise<void> {
    await this.send(IdentityCalls.changePassword, {
      userId: caller.userId,
      sessionId: caller.sessionId,
      currentPassword: body.currentPassword,
      password: body.password,
      passwordConfirmation: body.passwordConfirmation,
      clientIp,
    });
  }

  async clearSession(caller: Caller): Promise<void> {
    await this.send(IdentityCalls.clearSession, { userId: caller.userId, sessionId: caller.sessionId });
  }

  /** Spec section 3's creation payload, in its snake_case wire form, as identity's request. */
  async createAccount(caller: Caller, body: CreateAccountRequest): Promise<CreateAccountResponse> {
    const created = await this.send(IdentityCalls.createAccount, {
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
    return createdAccountView(created);
  }

  async createInvite(caller: Caller, body: CreateInviteRequest): Promise<CreateInviteResponse> {
    const invite = await this.send(IdentityCalls.createInvite, {
      userId: caller.userId,
      accountId: accountOf(caller),
      inviterRole: caller.role,
      email: body.email,
      role: body.role,
    });
    return inviteView(invite);
  }

  async inviteInfo(token: string): Promise<InviteInfoResponse> {
    return inviteInfoView(await this.send(IdentityCalls.getInviteInfo, { token }));
  }

  async acceptInvite(caller: Caller, token: string): Promise<ProcessInviteResponse> {
    return acceptedInviteView(await this.send(IdentityCalls.acceptInvite, { token, userId: caller.userId }));
  }

  async publicConfig() {
    return publicConfigView(await this.send(IdentityCalls.getPublicConfig, {}));
  }
}

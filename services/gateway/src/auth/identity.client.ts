import { IdentityCalls } from '@callsheet/contracts';
import type { PageRequest } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import type { ChangeMemberRoleRequest, CreateAccountRequest } from '../account/account.requests.js';
import type { CreateAccountResponse } from '../account/account.openapi.js';
import { accountOf } from '../access/caller-account.js';
import type { CreateInviteRequest } from '../invite/invite.requests.js';
import type { CreateInviteResponse, InviteInfoResponse, ProcessInviteResponse } from '../invite/invite.openapi.js';
import { pageMessage } from '../http/rpc-page.js';
import { GatewayClient } from '../rpc/gateway.client.js';
import type { Caller } from './access-token.verifier.js';
import type { AccessTokenResponse, ChangeEmailResponse, SignUpResponse } from './auth.openapi.js';
import type {
  ChangeEmailRequest,
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
  emailChangeView,
  inviteInfoView,
  inviteView,
  memberPageView,
  memberView,
  meView,
  pendingInvitePageView,
  pendingInviteView,
  publicConfigView,
  removedMemberView,
  revokedInviteView,
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

  async updateMe(caller: Caller, { timezone, language, displayName }: UpdateMeRequest) {
    const request = { userId: caller.userId, timezone, language, displayName: displayName ?? undefined };
    return meView(await this.send(IdentityCalls.updatePreferences, request));
  }

  /** A change of email: the new address is mailed a link; the current password is required. */
  async changeEmail(caller: Caller, body: ChangeEmailRequest, clientIp: string): Promise<ChangeEmailResponse> {
    const request = { userId: caller.userId, email: body.email, currentPassword: body.currentPassword, clientIp };
    return emailChangeView(await this.send(IdentityCalls.changeEmail, request));
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

  /** The members of the selected account, for its owners and admins. */
  async members(caller: Caller, page: PageRequest) {
    const request = { userId: caller.userId, accountId: accountOf(caller), page: pageMessage(page) };
    return memberPageView(await this.send(IdentityCalls.listMembers, request));
  }

  async changeMemberRole(caller: Caller, memberUserId: string, body: ChangeMemberRoleRequest) {
    const request = { userId: caller.userId, accountId: accountOf(caller), memberUserId, role: body.role };
    return memberView(await this.send(IdentityCalls.changeMemberRole, request));
  }

  async removeMember(caller: Caller, memberUserId: string) {
    const request = { userId: caller.userId, accountId: accountOf(caller), memberUserId };
    return removedMemberView(await this.send(IdentityCalls.removeMember, request));
  }

  /** The pending invitations of the selected account. */
  async pendingInvites(caller: Caller, page: PageRequest) {
    const request = { userId: caller.userId, accountId: accountOf(caller), page: pageMessage(page) };
    return pendingInvitePageView(await this.send(IdentityCalls.listInvites, request));
  }

  async revokeInvite(caller: Caller, id: string) {
    const request = { userId: caller.userId, accountId: accountOf(caller), id };
    return revokedInviteView(await this.send(IdentityCalls.revokeInvite, request));
  }

  async resendInvite(caller: Caller, id: string, clientIp: string) {
    const request = { userId: caller.userId, accountId: accountOf(caller), id, clientIp };
    return pendingInviteView(await this.send(IdentityCalls.resendInvite, request));
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

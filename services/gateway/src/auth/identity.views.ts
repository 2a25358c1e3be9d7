import { create, type JsonValue } from '@bufbuild/protobuf';
import {
  AccessTokenSchema,
  AccountMemberSchema,
  ConnectMode,
  FeatureSchema,
  MeSchema,
  PendingInviteSchema,
  type AcceptInviteReply,
  type AccessToken,
  type AccountMember,
  type AccountMemberPage,
  type ChangeEmailReply,
  type CreateAccountReply,
  type CreateInviteReply,
  type InviteInfo,
  type Me,
  type PendingInvite,
  type PendingInvitePage,
  type PublicConfig,
  type RemoveMemberReply,
  type RevokeInviteReply,
  type SignUpReply,
} from '@callsheet/contracts';
import { toRestJson } from '../http/proto-json.js';
import { deletedView, pageView } from '../http/rest.views.js';
import type { CreateAccountResponse } from '../account/account.openapi.js';
import type { CreateInviteResponse, InviteInfoResponse, ProcessInviteResponse } from '../invite/invite.openapi.js';
import type {
  AccessTokenResponse,
  ChangeEmailResponse,
  SelectAccountResponse,
  SignUpResponse,
  SsoExchangeResponse,
} from './auth.openapi.js';

/*
 * The REST forms of identity's answers. The reply messages carry protobuf-es's $typeName: each answer
 * names only its documented fields.
 */

export function signedUpView({ userId }: SignUpReply): SignUpResponse {
  return { id: userId };
}

export function accessTokenView(token: AccessToken = create(AccessTokenSchema)): AccessTokenResponse {
  const { accessToken, expiresIn, tokenType, refreshToken } = token;
  return { accessToken, expiresIn, tokenType, refreshToken };
}

/** The member with their accounts by account id (MeResponse). */
export function meView(me: Me): JsonValue {
  return toRestJson(MeSchema, me);
}

/** The session with the selected account, and the one-time hand-off token when asked for. */
export function selectAccountView(session: AccessToken | undefined, ssoToken: string): SelectAccountResponse {
  return { ...accessTokenView(session), ...(ssoToken ? { ssoToken } : {}) };
}

/** The /sso page's answer: the new session, its access token also as `result`. */
export function ssoView(token: AccessToken): SsoExchangeResponse {
  const session = accessTokenView(token);
  return { result: session.accessToken, ...session };
}

export function createdAccountView({ accountId, session }: CreateAccountReply): CreateAccountResponse {
  return { id: accountId, session: accessTokenView(session) };
}

export function inviteView({ id, expiresAt }: CreateInviteReply): CreateInviteResponse {
  return { id, expiresAt };
}

export function emailChangeView({ email, expiresAt }: ChangeEmailReply): ChangeEmailResponse {
  return { email, expiresAt };
}

/** A member of an account: user id, display name, email, role, joined. */
export function memberView(member: AccountMember): JsonValue {
  return toRestJson(AccountMemberSchema, member);
}

export function memberPageView(page: AccountMemberPage) {
  return pageView(page, memberView);
}

/** A removed member answers like a deleted record: its id (the user id), gone from the account. */
export function removedMemberView({ memberUserId }: RemoveMemberReply) {
  return deletedView({ id: memberUserId, deleted: true });
}

/** A pending invitation: never its link. */
export function pendingInviteView(invite: PendingInvite): JsonValue {
  return toRestJson(PendingInviteSchema, invite);
}

export function pendingInvitePageView(page: PendingInvitePage) {
  return pageView(page, pendingInviteView);
}

/** A revoked invitation answers like a deleted record: gone from the pending ones. */
export function revokedInviteView({ id }: RevokeInviteReply) {
  return deletedView({ id, deleted: true });
}

export function inviteInfoView({ accountName, role, email, expiresAt }: InviteInfo): InviteInfoResponse {
  return { accountName, role, email, expiresAt };
}

export function acceptedInviteView({ accountId, role }: AcceptInviteReply): ProcessInviteResponse {
  return { account: accountId, role };
}

/** The feature configuration as `GET /public/config` answers it (connectMode a word, not the enum). */
export function publicConfigView(config: PublicConfig) {
  return {
    version: config.version,
    features: config.features.map((feature) => toRestJson(FeatureSchema, feature)),
    languages: config.languages,
    defaultLocale: config.defaultLocale,
    defaultCountry: config.defaultCountry,
    supportedCountries: config.supportedCountries,
    accountCountries: config.accountCountries,
    connectMode: config.connectMode === ConnectMode.EXPRESS ? 'express' : 'custom',
  };
}

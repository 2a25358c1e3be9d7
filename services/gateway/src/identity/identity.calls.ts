import {
  AccessTokenSchema,
  ClearSessionReplySchema,
  CreateAccountReplySchema,
  CreateAccountRequestSchema,
  ClearSessionRequestSchema,
  RefreshSessionRequestSchema,
  RequestPasswordResetReplySchema,
  RequestPasswordResetRequestSchema,
  ResetPasswordReplySchema,
  ResetPasswordRequestSchema,
  UpdatePreferencesRequestSchema,
  GetJwksRequestSchema,
  GetMeRequestSchema,
  IdentityPatterns,
  JwksSchema,
  MeSchema,
  ResendVerificationReplySchema,
  ResendVerificationRequestSchema,
  SignInRequestSchema,
  SignUpReplySchema,
  SignUpRequestSchema,
  VerifyEmailReplySchema,
  VerifyEmailRequestSchema,
} from '@callsheet/contracts';

/** The identity service's request/reply calls: pattern and contracts of each. */
export const IdentityCalls = {
  signUp: { pattern: IdentityPatterns.signUp, request: SignUpRequestSchema, response: SignUpReplySchema },
  verifyEmail: {
    pattern: IdentityPatterns.verifyEmail,
    request: VerifyEmailRequestSchema,
    response: VerifyEmailReplySchema,
  },
  resendVerification: {
    pattern: IdentityPatterns.resendVerification,
    request: ResendVerificationRequestSchema,
    response: ResendVerificationReplySchema,
  },
  getMe: { pattern: IdentityPatterns.getMe, request: GetMeRequestSchema, response: MeSchema },
  signIn: { pattern: IdentityPatterns.signIn, request: SignInRequestSchema, response: AccessTokenSchema },
  refresh: { pattern: IdentityPatterns.refresh, request: RefreshSessionRequestSchema, response: AccessTokenSchema },
  clearSession: {
    pattern: IdentityPatterns.clearSession,
    request: ClearSessionRequestSchema,
    response: ClearSessionReplySchema,
  },
  updatePreferences: {
    pattern: IdentityPatterns.updatePreferences,
    request: UpdatePreferencesRequestSchema,
    response: MeSchema,
  },
  requestPasswordReset: {
    pattern: IdentityPatterns.requestPasswordReset,
    request: RequestPasswordResetRequestSchema,
    response: RequestPasswordResetReplySchema,
  },
  resetPassword: {
    pattern: IdentityPatterns.resetPassword,
    request: ResetPasswordRequestSchema,
    response: ResetPasswordReplySchema,
  },
  createAccount: {
    pattern: IdentityPatterns.createAccount,
    request: CreateAccountRequestSchema,
    response: CreateAccountReplySchema,
  },
  getJwks: { pattern: IdentityPatterns.getJwks, request: GetJwksRequestSchema, response: JwksSchema },
} as const;

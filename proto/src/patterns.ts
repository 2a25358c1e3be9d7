// Request/reply patterns, named <service>.<aggregate>.<verb> (ARCHITECTURE §3). Each pattern is
// also a Kafka topic; its replies travel on `<pattern>.reply`.
export const IdentityPatterns = {
  getPublicConfig: 'identity.config.get',
  signUp: 'identity.user.signUp',
  verifyEmail: 'identity.user.verifyEmail',
  resendVerification: 'identity.user.resendVerification',
  getMe: 'identity.user.getMe',
  updatePreferences: 'identity.user.updatePreferences',
  requestPasswordReset: 'identity.user.requestPasswordReset',
  resetPassword: 'identity.user.resetPassword',
  signIn: 'identity.session.signIn',
  refresh: 'identity.session.refresh',
  clearSession: 'identity.session.clear',
  selectAccount: 'identity.session.selectAccount',
  exchangeSso: 'identity.session.exchangeSso',
  getJwks: 'identity.session.getJwks',
  createAccount: 'identity.account.create',
  createInvite: 'identity.invite.create',
  getInviteInfo: 'identity.invite.info',
  acceptInvite: 'identity.invite.accept',
} as const;

/** Domain-event topics, `<service>.<aggregate>.events`, keyed by aggregate id. */
export const IdentityTopics = {
  accountEvents: 'identity.account.events',
} as const;

/** Every pattern a service answers, keyed by service: used to provision topics and subscribe the gateway. */
export const PatternsByService = {
  identity: Object.values(IdentityPatterns),
  profiles: [],
  productions: [],
  connections: [],
  payments: [],
} as const satisfies Record<string, readonly string[]>;

export type ServiceName = keyof typeof PatternsByService;

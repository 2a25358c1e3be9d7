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
  changePassword: 'identity.session.changePassword',
  selectAccount: 'identity.session.selectAccount',
  exchangeSso: 'identity.session.exchangeSso',
  getJwks: 'identity.session.getJwks',
  createAccount: 'identity.account.create',
  createInvite: 'identity.invite.create',
  getInviteInfo: 'identity.invite.info',
  acceptInvite: 'identity.invite.accept',
} as const;

export const ProfilesPatterns = {
  listCatalogues: 'profiles.catalogue.list',
  createTalent: 'profiles.talent.create',
  updateTalent: 'profiles.talent.update',
  getTalent: 'profiles.talent.get',
  listTalent: 'profiles.talent.list',
  deleteTalent: 'profiles.talent.delete',
  talentDetails: 'profiles.talent.details',
  searchTalent: 'profiles.talent.search',
  createRepresentative: 'profiles.representative.create',
  updateRepresentative: 'profiles.representative.update',
  getRepresentative: 'profiles.representative.get',
  listRepresentative: 'profiles.representative.list',
  deleteRepresentative: 'profiles.representative.delete',
  representativeDetails: 'profiles.representative.details',
  searchRepresentative: 'profiles.representative.search',
  addPhoto: 'profiles.photo.add',
  listPhotos: 'profiles.photo.list',
  deletePhoto: 'profiles.photo.delete',
  getPhotoFile: 'profiles.photo.file',
} as const;

export const ProductionsPatterns = {
  listCatalogues: 'productions.catalogue.list',
  createProduction: 'productions.production.create',
  updateProduction: 'productions.production.update',
  getProduction: 'productions.production.get',
  listProductions: 'productions.production.list',
  deleteProduction: 'productions.production.delete',
  productionDetails: 'productions.production.details',
  changeProductionStatus: 'productions.production.changeStatus',
  changeProductionPhase: 'productions.production.changePhase',
  createProject: 'productions.project.create',
  updateProject: 'productions.project.update',
  getProject: 'productions.project.get',
  listProjects: 'productions.project.list',
  deleteProject: 'productions.project.delete',
  projectDetails: 'productions.project.details',
  changeProjectStatus: 'productions.project.changeStatus',
  projectsByProduction: 'productions.project.byProduction',
  createJob: 'productions.job.create',
  updateJob: 'productions.job.update',
  getJob: 'productions.job.get',
  listJobs: 'productions.job.list',
  deleteJob: 'productions.job.delete',
  jobDetails: 'productions.job.details',
  changeJobStatus: 'productions.job.changeStatus',
  jobsByProject: 'productions.job.byProject',
  searchJobs: 'productions.job.search',
} as const;

export const ConnectionsPatterns = {
  requestConnection: 'connections.connection.request',
  getConnection: 'connections.connection.get',
  changeConnection: 'connections.connection.change',
  listConnections: 'connections.connection.list',
  listConnected: 'connections.connection.connected',
  connectionsWithProfile: 'connections.connection.withProfile',
  apply: 'connections.application.apply',
  getApplication: 'connections.application.get',
  updateApplication: 'connections.application.update',
  listApplications: 'connections.application.list',
  listProspects: 'connections.application.prospects',
} as const;

export const PaymentsPatterns = {
  getAccount: 'payments.account.get',
  updateAccount: 'payments.account.update',
  getBalance: 'payments.account.balance',
  quoteInstantPayout: 'payments.payout.quote',
  createInstantPayout: 'payments.payout.instant',
  createPerson: 'payments.person.create',
  updatePerson: 'payments.person.update',
  getPerson: 'payments.person.get',
  listPersons: 'payments.person.list',
  deletePerson: 'payments.person.delete',
  createExternalAccount: 'payments.externalAccount.create',
  updateExternalAccount: 'payments.externalAccount.update',
  getExternalAccount: 'payments.externalAccount.get',
  listExternalAccounts: 'payments.externalAccount.list',
  deleteExternalAccount: 'payments.externalAccount.delete',
  uploadFile: 'payments.file.upload',
  createInvoice: 'payments.invoice.create',
  getInvoice: 'payments.invoice.get',
  listInvoices: 'payments.invoice.list',
  deleteInvoice: 'payments.invoice.delete',
  invoiceAction: 'payments.invoice.action',
  listTransfers: 'payments.transfer.list',
  getTransfer: 'payments.transfer.get',
  requestTransferReport: 'payments.report.request',
  getTransferReport: 'payments.report.get',
} as const;

/** Domain-event topics, `<service>.<aggregate>.events`, keyed by aggregate id. */
export const IdentityTopics = {
  accountEvents: 'identity.account.events',
} as const;

export const ProductionsTopics = {
  productionEvents: 'productions.production.events',
  projectEvents: 'productions.project.events',
  jobEvents: 'productions.job.events',
} as const;

export const ProfilesTopics = {
  talentEvents: 'profiles.talent.events',
  representativeEvents: 'profiles.representative.events',
} as const;

export const ConnectionsTopics = {
  connectionEvents: 'connections.connection.events',
  applicationEvents: 'connections.application.events',
} as const;

export const PaymentsTopics = {
  accountEvents: 'payments.account.events',
  invoiceEvents: 'payments.invoice.events',
  transferEvents: 'payments.transfer.events',
  payoutEvents: 'payments.payout.events',
  disputeEvents: 'payments.dispute.events',
} as const;

/**
 * Stripe's webhook events as the gateway received and verified them, keyed by the Stripe object they
 * are about (one object's events stay in order); payments handles them asynchronously.
 */
export const StripeTopics = {
  webhookEvents: 'stripe.webhook.events',
} as const;

/** Every pattern a service answers, keyed by service: used to provision topics and subscribe the gateway. */
export const PatternsByService = {
  identity: Object.values(IdentityPatterns),
  profiles: Object.values(ProfilesPatterns),
  productions: Object.values(ProductionsPatterns),
  connections: Object.values(ConnectionsPatterns),
  payments: Object.values(PaymentsPatterns),
} as const satisfies Record<string, readonly string[]>;

export type ServiceName = keyof typeof PatternsByService;

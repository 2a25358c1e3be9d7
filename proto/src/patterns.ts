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

/** Every pattern a service answers, keyed by service: used to provision topics and subscribe the gateway. */
export const PatternsByService = {
  identity: Object.values(IdentityPatterns),
  profiles: Object.values(ProfilesPatterns),
  productions: Object.values(ProductionsPatterns),
  connections: Object.values(ConnectionsPatterns),
  payments: [],
} as const satisfies Record<string, readonly string[]>;

export type ServiceName = keyof typeof PatternsByService;

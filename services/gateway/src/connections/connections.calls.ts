import {
  ApplicationPageSchema,
  ApplicationRefSchema,
  ApplicationSchema,
  ApplyRequestSchema,
  ChangeConnectionRequestSchema,
  ConnectionPageSchema,
  ConnectionRefSchema,
  ConnectionSchema,
  ConnectionsPatterns as P,
  ConnectionsWithProfileRequestSchema,
  ListApplicationsRequestSchema,
  ListConnectedRequestSchema,
  ListConnectionsRequestSchema,
  ListProspectsRequestSchema,
  ProspectPageSchema,
  RequestConnectionRequestSchema,
  UpdateApplicationRequestSchema,
} from '@callsheet/contracts';

/** The connections service's request/reply calls: pattern and contracts of each. */
export const ConnectionsCalls = {
  requestConnection: {
    pattern: P.requestConnection,
    request: RequestConnectionRequestSchema,
    response: ConnectionSchema,
  },
  getConnection: { pattern: P.getConnection, request: ConnectionRefSchema, response: ConnectionSchema },
  changeConnection: { pattern: P.changeConnection, request: ChangeConnectionRequestSchema, response: ConnectionSchema },
  listConnections: {
    pattern: P.listConnections,
    request: ListConnectionsRequestSchema,
    response: ConnectionPageSchema,
  },
  listConnected: { pattern: P.listConnected, request: ListConnectedRequestSchema, response: ConnectionPageSchema },
  connectionsWithProfile: {
    pattern: P.connectionsWithProfile,
    request: ConnectionsWithProfileRequestSchema,
    response: ConnectionPageSchema,
  },
  apply: { pattern: P.apply, request: ApplyRequestSchema, response: ApplicationSchema },
  getApplication: { pattern: P.getApplication, request: ApplicationRefSchema, response: ApplicationSchema },
  updateApplication: {
    pattern: P.updateApplication,
    request: UpdateApplicationRequestSchema,
    response: ApplicationSchema,
  },
  listApplications: {
    pattern: P.listApplications,
    request: ListApplicationsRequestSchema,
    response: ApplicationPageSchema,
  },
  listProspects: { pattern: P.listProspects, request: ListProspectsRequestSchema, response: ProspectPageSchema },
} as const;

// The status tables the services enforce, as data: productions, projects and jobs share one status
// table, productions have a phase table, connections and applications move by actions. The services'
// domain holds the rules that use them (connections enforces these very objects; a productions test
// asserts its tables equal these); the gateway renders the API documentation from these, so the
// documentation cannot drift.

/** Status of a production, project or job (spec section 4). */
export const RECORD_STATUSES = ['draft', 'ready', 'active', 'complete', 'archived'] as const;
export type RecordStatusName = (typeof RECORD_STATUSES)[number];

/** From each status, the statuses it may change to (changing to the same status is refused). */
export const RECORD_STATUS_TRANSITIONS: Readonly<Record<RecordStatusName, readonly RecordStatusName[]>> = {
  draft: ['ready', 'archived'],
  ready: ['draft', 'active', 'archived'],
  active: ['ready', 'complete', 'archived'],
  complete: ['active', 'archived'],
  archived: ['draft'],
};

/** Where a production stands (spec section 4): hiring is "Start Hiring", freeze is "Freeze Hiring". */
export const PRODUCTION_PHASES = ['hiring', 'freeze', 'preProduction', 'production', 'postProduction'] as const;
export type ProductionPhaseName = (typeof PRODUCTION_PHASES)[number];

/** From each phase, the phases it may change to; phases change only while the production is active. */
export const PRODUCTION_PHASE_TRANSITIONS: Readonly<Record<ProductionPhaseName, readonly ProductionPhaseName[]>> = {
  hiring: ['freeze', 'preProduction'],
  freeze: ['hiring', 'preProduction'],
  preProduction: ['hiring', 'production'],
  production: ['postProduction'],
  postProduction: [],
};

export const CONNECTION_STATUSES = ['pending', 'active', 'rejected', 'revoked', 'removed', 'archived'] as const;
export type ConnectionStatusName = (typeof CONNECTION_STATUSES)[number];

export const CONNECTION_ACTIONS = ['approve', 'reject', 'revoke', 'remove', 'archive'] as const;
export type ConnectionActionName = (typeof CONNECTION_ACTIONS)[number];

/** Who acts on a connection: one of its two sides, or the connections service reacting to an event. */
export type ConnectionPartyName = 'requester' | 'recipient' | 'service';

export interface ConnectionTransitionRow {
  readonly from: readonly ConnectionStatusName[];
  readonly to: ConnectionStatusName;
  readonly by: readonly ConnectionPartyName[];
}

export const CONNECTION_TRANSITIONS: Readonly<Record<ConnectionActionName, ConnectionTransitionRow>> = {
  approve: { from: ['pending'], to: 'active', by: ['recipient'] },
  reject: { from: ['pending'], to: 'rejected', by: ['recipient'] },
  revoke: { from: ['pending'], to: 'revoked', by: ['requester'] },
  remove: { from: ['active'], to: 'removed', by: ['requester', 'recipient'] },
  archive: { from: ['pending', 'active'], to: 'archived', by: ['requester', 'recipient', 'service'] },
};

export const APPLICATION_STATUSES = ['pending', 'accepted', 'denied', 'withdrawn'] as const;
export type ApplicationStatusName = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_ACTIONS = [
  'apply',
  'unapply',
  'accept',
  'deny',
  'restore',
  'close',
  'withdraw',
  'archive',
  'unarchive',
] as const;
export type ApplicationActionName = (typeof APPLICATION_ACTIONS)[number];

/** The applicant side (the account that applied and the talent's own), the job's owner, or the service. */
export type ApplicationPartyName = 'applicant' | 'owner' | 'service';

/** A status change; `apply` also creates the application when there is none. */
export interface ApplicationStatusRow {
  readonly kind: 'status';
  readonly from: readonly ApplicationStatusName[];
  readonly to: ApplicationStatusName;
  readonly by: readonly ApplicationPartyName[];
}

/** Archiving or unarchiving, for the acting side only: the status stays. */
export interface ApplicationArchiveRow {
  readonly kind: 'archive';
  readonly from: readonly ApplicationStatusName[];
  readonly archived: boolean;
  readonly by: readonly ApplicationPartyName[];
}

export const APPLICATION_TRANSITIONS: Readonly<
  Record<ApplicationActionName, ApplicationStatusRow | ApplicationArchiveRow>
> = {
  apply: { kind: 'status', from: ['withdrawn'], to: 'pending', by: ['applicant'] },
  unapply: { kind: 'status', from: ['pending'], to: 'withdrawn', by: ['applicant'] },
  accept: { kind: 'status', from: ['pending'], to: 'accepted', by: ['owner'] },
  deny: { kind: 'status', from: ['pending', 'accepted'], to: 'denied', by: ['owner'] },
  restore: { kind: 'status', from: ['denied'], to: 'pending', by: ['owner'] },
  close: { kind: 'status', from: ['pending'], to: 'denied', by: ['service'] },
  withdraw: { kind: 'status', from: ['pending'], to: 'withdrawn', by: ['service'] },
  archive: { kind: 'archive', from: ['accepted', 'denied', 'withdrawn'], archived: true, by: ['applicant', 'owner'] },
  unarchive: { kind: 'archive', from: [...APPLICATION_STATUSES], archived: false, by: ['applicant', 'owner'] },
};

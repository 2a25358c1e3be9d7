/*
 * This service's copies of other services' records, kept from their events (docs/architecture.md §2: services
 * share events, not databases): who owns each profile and job, and what the lists show of them.
 * Events of one record arrive in order (keyed by its id), so a plain upsert keeps the latest state.
 * Deleted records stay, marked, so that old connections and applications still read.
 */
export interface TalentRef {
  id: string;
  accountId: string;
  displayName: string;
  minor: boolean;
  trustAccount: boolean;
  /** A minor's birth date (YYYY-MM-DD): payments' trust rules may depend on the age. */
  birthDate?: string;
  deleted: boolean;
}

export interface RepresentativeRef {
  id: string;
  accountId: string;
  displayName: string;
  representationTypes: string[];
  deleted: boolean;
}

export interface JobRef {
  id: string;
  accountId: string;
  productionId: string;
  projectId: string;
  roleName: string;
  status: string;
  preScreenMedia: string[];
  nudity: boolean;
  expiresOn?: string;
  /** The US state where the work is done: a minor's trust set-aside follows it. */
  workState?: string;
  deleted: boolean;
}

export type TalentCopy = Omit<TalentRef, 'deleted'>;
export type RepresentativeCopy = Omit<RepresentativeRef, 'deleted'>;
export type JobCopy = Omit<JobRef, 'deleted'>;

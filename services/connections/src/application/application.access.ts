import { requireOwned } from '@callsheet/kernel';
import { ConnectionsErrorCode, ConnectionsException } from '../connections.errors.js';
import type { ApplicationParty } from './domain/application-status.js';
import type { StoredApplication } from './application.repository.js';

export type MemberParty = Exclude<ApplicationParty, 'service'>;

/**
 * Who sees an application (spec section 6 leaves server enforcement to us): the account that applied,
 * the talent's own account (a representative may have applied for it), and the job's account. Anyone
 * else gets 404, as if it did not exist.
 */
export function requireApplicationParty(
  application: StoredApplication | undefined,
  accountId: string,
  id: string,
): { application: StoredApplication; party: MemberParty } {
  const visible = requireOwned(
    application,
    accountId,
    () => new ConnectionsException(ConnectionsErrorCode.ApplicationNotFound, `No application ${id}.`, [id]),
    accountsOf,
  );
  return { application: visible, party: sideOf(visible, accountId) };
}

export function applicationPartyOf(application: StoredApplication, accountId: string): MemberParty | undefined {
  return accountsOf(application).includes(accountId) ? sideOf(application, accountId) : undefined;
}

/** The accounts that see an application: the job's, the applicant's and the talent's. */
function accountsOf(application: StoredApplication): string[] {
  return [application.jobAccountId, application.applicantAccountId, application.talentAccountId];
}

/** The side of one of the application's accounts: the job's account is the owner. */
function sideOf(application: StoredApplication, accountId: string): MemberParty {
  return application.jobAccountId === accountId ? 'owner' : 'applicant';
}

/** Whether this side archived the application (each side archives for itself). */
export function archivedBy(application: StoredApplication, party: MemberParty): boolean {
  return (party === 'owner' ? application.ownerArchivedAt : application.applicantArchivedAt) !== undefined;
}

export function applicationChangedMeanwhile(application: StoredApplication, action: string): ConnectionsException {
  return new ConnectionsException(
    ConnectionsErrorCode.InvalidApplicationTransition,
    'The application changed meanwhile; reload it and try again.',
    [application.status, action],
  );
}

/*
 * Whether the job details page offers Apply, by the service's rules for applying
 * (services/connections/src/application/domain/apply.rules.ts): a job of the member's own account is
 * not applied to (its page leads to the prospects instead); a job takes applications while it is
 * published (active) and not past its expiry date, in UTC, a job expiring today taking them all day.
 */
export type ApplyState = 'own' | 'notOpen' | 'expired' | 'open';

export interface ApplyFacts {
  accountId?: string;
  status: string;
  expiresOn?: string;
}

/** `today` is YYYY-MM-DD in UTC. */
export function applyState(job: ApplyFacts, callerAccountId: string | undefined, today: string): ApplyState {
  if (callerAccountId !== undefined && job.accountId === callerAccountId) {
    return 'own';
  }
  if (job.status !== 'active') {
    return 'notOpen';
  }
  return job.expiresOn && job.expiresOn < today ? 'expired' : 'open';
}

export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

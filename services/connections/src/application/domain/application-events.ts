import {
  APPLICATION_TRANSITIONS,
  type ApplicationAction,
  applicationTransition,
  type ApplicationStatus,
} from './application-status.js';
import type { ApplicationPatch } from './application-update.rules.js';

/*
 * An application's events, named by its rules (docs/architecture.md, "Who names an event"): the
 * command handler or reaction hands them to ApplicationRepository, which writes them with the new state
 * through the outbox and publishes each with the application's snapshot as that write left it.
 */
export type ApplicationEvent =
  | { type: 'applicationSubmitted' }
  | { type: 'applicationStatusChanged'; from: ApplicationStatus; action: ApplicationAction; reason?: string }
  | { type: 'applicationDealMemoSet' };

export function applicationSubmitted(): ApplicationEvent[] {
  return [{ type: 'applicationSubmitted' }];
}

/** Applying again reopens an application only from the statuses the table's apply step leaves (withdrawn). */
export function mayReapply(status: ApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS.apply.from.includes(status);
}

/** Applying again after unapplying: pending with what was sent this time, in both sides' lists again. */
export function applicationReopened(from: ApplicationStatus): ApplicationEvent[] {
  return [{ type: 'applicationStatusChanged', from, action: 'apply' }];
}

export function statusChanged(from: ApplicationStatus, action: ApplicationAction, reason?: string): ApplicationEvent {
  return { type: 'applicationStatusChanged', from, action, ...(reason === undefined ? {} : { reason }) };
}

/** The service's own steps on a pending application (the table's close and withdraw rows). */
export type ServiceSettlement = 'close' | 'withdraw';

/**
 * A job completed or archived closes its pending applications (denied, with the reason); a deleted
 * talent profile withdraws its own (withdrawn and archived on both sides). Each names its event.
 */
export function settledByService(
  action: ServiceSettlement,
  reason: string,
  now: Date,
): { from: ApplicationStatus; patch: ApplicationPatch; events: ApplicationEvent[] } {
  const from: ApplicationStatus = 'pending';
  const change = applicationTransition({ status: from, archived: false }, action, 'service');
  const to = change.kind === 'status' ? change.to : from;
  const patch: ApplicationPatch =
    action === 'close'
      ? { status: to, deniedAt: now, denialReason: reason }
      : { status: to, denialReason: reason, applicantArchivedAt: now, ownerArchivedAt: now };
  return { from, patch, events: [statusChanged(from, action, reason)] };
}

import { type AccountStatus, accountStatus } from './account-status.js';
import type { KeptRequirements, StripeAccountSnapshot } from './stripe-account.types.js';

/**
 * The events of a connected account, named here by its rules. The repository writes each with the
 * state it describes through the outbox (account.events.ts turns them into the published contracts).
 */
export type ConnectedAccountEvent = { type: 'created' } | { type: 'updated' };

/** What our row keeps of Stripe's account: the status the rules read from it and Stripe's flags. */
export interface ConnectedAccountState {
  status: AccountStatus;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** Stripe's requirements and future_requirements, which the requirement messages are made from. */
  requirements: KeptRequirements;
  /** The Stripe time (unix seconds) of the account.updated this state comes from; 0 before the first. */
  stripeUpdatedAt: number;
}

/** A step of a connected account: the state to write and the events it raises. */
export interface ConnectedAccountStep {
  state: ConnectedAccountState;
  events: ConnectedAccountEvent[];
}

/** The account Stripe has just opened for a new account of ours: ConnectedAccountCreated. */
export function openedAccountStep(snapshot: StripeAccountSnapshot): ConnectedAccountStep {
  return { state: stateOf(snapshot, 0), events: [{ type: 'created' }] };
}

/**
 * Stripe's account as an account.updated event of time `eventCreated` shows it: ConnectedAccountUpdated
 * with the new state. The repository writes it only when no newer state was applied (a late, older
 * event changes nothing; ties go to the later arrival, as Stripe stamps whole seconds).
 */
export function stripeAccountStep(snapshot: StripeAccountSnapshot, eventCreated: number): ConnectedAccountStep {
  return { state: stateOf(snapshot, eventCreated), events: [{ type: 'updated' }] };
}

function stateOf(snapshot: StripeAccountSnapshot, stripeUpdatedAt: number): ConnectedAccountState {
  return {
    status: accountStatus(snapshot),
    chargesEnabled: snapshot.charges_enabled === true,
    payoutsEnabled: snapshot.payouts_enabled === true,
    requirements: {
      ...(snapshot.requirements ?? {}),
      ...(snapshot.future_requirements ? { future_requirements: snapshot.future_requirements } : {}),
    },
    stripeUpdatedAt,
  };
}

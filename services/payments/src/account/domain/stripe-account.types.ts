/*
 * The few parts of Stripe's JSON the account rules read, named as Stripe names them (snake_case), so a
 * Stripe response or webhook payload is passed in as it arrives. Every field is optional and nullable:
 * Stripe omits what an account type or API version does not carry, and a missing list means "nothing".
 * The Stripe SDK's own types are not used: this layer has no dependency on the SDK.
 *
 * Sources: the Account object (requirements, future_requirements), the Person object, and the bank
 * account object (available_payout_methods) in Stripe's API reference.
 */

/** One entry of `requirements.errors`: why Stripe refused what was sent for a requirement. */
export interface StripeRequirementError {
  /** e.g. verification_document_expired, invalid_address_city_state_postal_code. */
  code?: string | null;
  /** Stripe's own English explanation; kept for logs, the console shows our message. */
  reason?: string | null;
  /** The requirement key it concerns, e.g. person_abc.verification.document. */
  requirement?: string | null;
}

/** `requirements` or `future_requirements` of an Account (or a Person). */
export interface StripeRequirements {
  /** Unix seconds by which currently_due must be provided to keep the account enabled. */
  current_deadline?: number | null;
  currently_due?: readonly string[] | null;
  eventually_due?: readonly string[] | null;
  past_due?: readonly string[] | null;
  pending_verification?: readonly string[] | null;
  /** e.g. requirements.past_due, requirements.pending_verification, rejected.fraud, under_review. */
  disabled_reason?: string | null;
  errors?: readonly StripeRequirementError[] | null;
}

/**
 * What our row keeps of an account's requirements (connected_account.requirements): Stripe's
 * `requirements`, with its `future_requirements` beside them under that name, as of the newest
 * account.updated applied. Rows written before future requirements were kept lack the key.
 */
export interface KeptRequirements extends StripeRequirements {
  future_requirements?: StripeRequirements | null;
}

/** The parts of a connected Account that decide its status. */
export interface StripeAccountSnapshot {
  id?: string | null;
  charges_enabled?: boolean | null;
  payouts_enabled?: boolean | null;
  details_submitted?: boolean | null;
  requirements?: StripeRequirements | null;
  future_requirements?: StripeRequirements | null;
}

/** A bank account or card attached to a connected account (an "external account"). */
export interface StripeExternalAccountSnapshot {
  id?: string | null;
  object?: string | null;
  /** 'standard' and, when the bank or debit card supports it, 'instant'. */
  available_payout_methods?: readonly string[] | null;
}

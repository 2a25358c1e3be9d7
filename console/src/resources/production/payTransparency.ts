/**
 * The pay rules a job's Payment Information is checked against before it is published, so the wizard
 * warns where the productions service would refuse (payTransparencyRequired) or recommend
 * (paymentDetailsRecommended, expectedDurationRecommended: spec section 5's warnings).
 *
 * The jurisdictions are those of the service's PAY_TRANSPARENCY_RULES (services/productions
 * job/domain/pay-transparency.ts), which no route or contract publishes: this is a copy of their
 * place, start date and commission exception (their citations are in the messages). The browser test
 * publishes a California job against the real service to hold the copy to it.
 */
export interface PayTransparencyRule {
  id: string;
  country: string;
  state: string;
  /** YYYY-MM-DD from which postings must comply. */
  effectiveFrom: string;
  /** The law lets a commission-based job say so instead of giving a range (Vermont). */
  commissionStatementSuffices: boolean;
}

export const PAY_TRANSPARENCY_RULES: readonly PayTransparencyRule[] = [
  { id: 'US-CA', country: 'US', state: 'CA', effectiveFrom: '2023-01-01', commissionStatementSuffices: false },
  { id: 'US-CO', country: 'US', state: 'CO', effectiveFrom: '2021-01-01', commissionStatementSuffices: false },
  { id: 'US-NY', country: 'US', state: 'NY', effectiveFrom: '2023-09-17', commissionStatementSuffices: false },
  { id: 'US-WA', country: 'US', state: 'WA', effectiveFrom: '2023-01-01', commissionStatementSuffices: false },
  { id: 'US-HI', country: 'US', state: 'HI', effectiveFrom: '2024-01-01', commissionStatementSuffices: false },
  { id: 'US-DC', country: 'US', state: 'DC', effectiveFrom: '2024-06-30', commissionStatementSuffices: false },
  { id: 'US-MD', country: 'US', state: 'MD', effectiveFrom: '2024-10-01', commissionStatementSuffices: false },
  { id: 'US-IL', country: 'US', state: 'IL', effectiveFrom: '2025-01-01', commissionStatementSuffices: false },
  { id: 'US-MN', country: 'US', state: 'MN', effectiveFrom: '2025-01-01', commissionStatementSuffices: false },
  { id: 'US-VT', country: 'US', state: 'VT', effectiveFrom: '2025-07-01', commissionStatementSuffices: true },
  { id: 'US-MA', country: 'US', state: 'MA', effectiveFrom: '2025-10-29', commissionStatementSuffices: false },
];

/** The payment section as the API holds it (amounts in cents). */
export interface PaymentFacts {
  paying?: boolean;
  workDuration?: string;
  rateType?: string;
  amount?: number;
  range?: { min?: number; max?: number };
}

export interface JobPlacementFacts {
  locationKind?: string;
  workLocation?: { state?: string; country?: string };
  payment?: PaymentFacts;
}

export type PayField = 'payment.paying' | 'payment.amount' | 'payment.rateType';

export interface PayTransparencyWarning {
  ruleId: string;
  /** The first thing the law needs that the job does not state. */
  missing: PayField;
}

export type PayRecommendation = 'paymentDetailsRecommended' | 'expectedDurationRecommended';

function upper(value: string | undefined): string | undefined {
  return value?.trim().toUpperCase() || undefined;
}

/**
 * Whether a posting reaches a jurisdiction (the service's jobFallsUnder): a local job by its work
 * location's state, a nationwide one by its country, worldwide and virtual work everywhere.
 */
export function jobFallsUnder(job: JobPlacementFacts, rule: PayTransparencyRule): boolean {
  const country = upper(job.workLocation?.country);
  switch (job.locationKind) {
    case 'local':
      return country === rule.country && upper(job.workLocation?.state) === rule.state;
    case 'nationwide':
      return country === rule.country;
    case 'worldwide':
    case 'virtual':
      return true;
    case undefined:
      return false;
    default:
      return false;
  }
}

function isoDate(today: Date): string {
  return today.toISOString().slice(0, 10);
}

function missingPayField(payment: PaymentFacts | undefined, rule: PayTransparencyRule): PayField | undefined {
  if (payment?.paying === undefined) {
    return 'payment.paying';
  }
  if (!payment.paying) {
    return undefined;
  }
  if (payment.rateType === 'commission' && rule.commissionStatementSuffices) {
    return undefined;
  }
  if (payment.amount === undefined && payment.range === undefined) {
    return 'payment.amount';
  }
  if (payment.rateType === undefined) {
    return 'payment.rateType';
  }
  return undefined;
}

/** The laws in force on `today` under which publishing this job would be refused, in the service's order. */
export function payTransparencyWarnings(job: JobPlacementFacts, today: Date): PayTransparencyWarning[] {
  const date = isoDate(today);
  return PAY_TRANSPARENCY_RULES.filter((rule) => rule.effectiveFrom <= date && jobFallsUnder(job, rule)).flatMap(
    (rule) => {
      const missing = missingPayField(job.payment, rule);
      return missing ? [{ ruleId: rule.id, missing }] : [];
    },
  );
}

/** Spec section 5's recommendations for a draft (the service's payRecommendations), in form order. */
export function payRecommendations(payment: PaymentFacts | undefined): PayRecommendation[] {
  const statesPay =
    payment?.paying !== undefined &&
    (!payment.paying ||
      payment.amount !== undefined ||
      payment.range !== undefined ||
      payment.rateType === 'commission');
  const recommendations: PayRecommendation[] = [];
  if (!statesPay) {
    recommendations.push('paymentDetailsRecommended');
  }
  if (payment?.workDuration === undefined) {
    recommendations.push('expectedDurationRecommended');
  }
  return recommendations;
}

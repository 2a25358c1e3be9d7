import { isoDateOf } from '../../common/field-rules.js';
import { ProductionsErrorCode, ProductionsException } from '../../productions.errors.js';
import type { PaymentData } from './job-payment.rules.js';
import { jobFallsUnder, type JobPlacement } from './job-jurisdiction.js';

/*
 * Jurisdictions whose laws require job postings to state the pay, as data with their source. A job
 * that falls under one of them (job-jurisdiction.ts) goes ACTIVE only with its pay stated. Extend the
 * list as laws come into force; `effectiveFrom` lets one be added before it applies.
 *
 * What "stated" means here, the strictest common reading of these laws:
 * - a paying job gives an amount or a min–max range AND a rate type (hourly, daily, ...);
 * - where the law lets a commission-based job say so instead of a range (`commissionStatementSuffices`,
 *   Vermont), rate type commission is enough; elsewhere a commission job gives its expected range too;
 * - an unpaid job (paying = false, which allows no pay details) states its pay: none;
 * - `employerThreshold` records the headcount from which each law applies; the marketplace does not
 *   know the poster's headcount, so every poster is held to it.
 */
export interface PayTransparencyRule {
  /** ISO 3166-2 code of the jurisdiction, carried in the error's args. */
  id: string;
  country: string;
  state: string;
  place: string;
  /** Short citation, named in the error message. */
  law: string;
  source: string;
  /** YYYY-MM-DD from which postings must comply. */
  effectiveFrom: string;
  employerThreshold: number;
  commissionStatementSuffices: boolean;
}

export const PAY_TRANSPARENCY_RULES: readonly PayTransparencyRule[] = [
  {
    id: 'US-CA',
    country: 'US',
    state: 'CA',
    place: 'California',
    law: 'Cal. Labor Code §432.3 (SB 1162)',
    source:
      'California Labor Code §432.3(c)(3), added by SB 1162 (2022): an employer with 15 or more employees shall include the pay scale for a position in any job posting, and a third party it engages to publish the posting shall include it.',
    effectiveFrom: '2023-01-01',
    employerThreshold: 15,
    commissionStatementSuffices: false,
  },
  {
    id: 'US-CO',
    country: 'US',
    state: 'CO',
    place: 'Colorado',
    law: 'Colorado Equal Pay for Equal Work Act, C.R.S. §8-5-201',
    source:
      'Colorado Revised Statutes §8-5-201(2) (Equal Pay for Equal Work Act, SB 19-085): an employer shall disclose in each posting for a job opening the hourly or salary compensation, or a range of it, that it in good faith believes it might pay.',
    effectiveFrom: '2021-01-01',
    employerThreshold: 1,
    commissionStatementSuffices: false,
  },
  {
    id: 'US-NY',
    country: 'US',
    state: 'NY',
    place: 'New York',
    law: 'N.Y. Labor Law §194-b',
    source:
      'New York Labor Law §194-b: an employer advertising a job that will be performed at least in part in New York, or reports to a supervisor, office or work site there, shall disclose the compensation or range of compensation in the advertisement.',
    effectiveFrom: '2023-09-17',
    employerThreshold: 4,
    commissionStatementSuffices: false,
  },
  {
    id: 'US-WA',
    country: 'US',
    state: 'WA',
    place: 'Washington',
    law: 'RCW 49.58.110',
    source:
      'Revised Code of Washington §49.58.110 (as amended by SB 5761, 2022): an employer with 15 or more employees shall disclose in each posting the wage scale or salary range and a general description of benefits and other compensation.',
    effectiveFrom: '2023-01-01',
    employerThreshold: 15,
    commissionStatementSuffices: false,
  },
  {
    id: 'US-HI',
    country: 'US',
    state: 'HI',
    place: 'Hawaii',
    law: 'Haw. Rev. Stat. §378-2.8',
    source:
      'Hawaii Revised Statutes §378-2.8 (Act 203, 2023): job listings shall disclose an hourly rate or salary range that reasonably reflects the actual expected compensation; employers with fewer than 50 employees are exempt.',
    effectiveFrom: '2024-01-01',
    employerThreshold: 50,
    commissionStatementSuffices: false,
  },
  {
    id: 'US-DC',
    country: 'US',
    state: 'DC',
    place: 'the District of Columbia',
    law: 'D.C. Code §32-1451 et seq. (Wage Transparency Omnibus Amendment Act of 2023)',
    source:
      'Wage Transparency Act of 2014, D.C. Official Code §32-1451 et seq., as amended by the Wage Transparency Omnibus Amendment Act of 2023 (D.C. Act 25-367): an employer with at least one employee in the District shall state the minimum and maximum projected salary or hourly pay in every job listing and position description.',
    effectiveFrom: '2024-06-30',
    employerThreshold: 1,
    commissionStatementSuffices: false,
  },
  {
    id: 'US-MD',
    country: 'US',
    state: 'MD',
    place: 'Maryland',
    law: 'Md. Code, Lab. & Empl. §3-304.2',
    source:
      'Maryland Labor and Employment Article §3-304.2 (SB 525 / HB 649, 2024): for work physically performed at least in part in Maryland, an employer shall disclose in each public or internal posting the wage range and a general description of benefits and other compensation.',
    effectiveFrom: '2024-10-01',
    employerThreshold: 1,
    commissionStatementSuffices: false,
  },
  {
    id: 'US-IL',
    country: 'US',
    state: 'IL',
    place: 'Illinois',
    law: 'Illinois Equal Pay Act of 2003, 820 ILCS 112/10 (Public Act 103-0539)',
    source:
      'Illinois Equal Pay Act of 2003, 820 ILCS 112/10, as amended by Public Act 103-0539 (HB 3129): an employer with 15 or more employees shall include the pay scale and benefits in each posting for a job performed at least in part in Illinois, or reporting to a supervisor, office or work site there.',
    effectiveFrom: '2025-01-01',
    employerThreshold: 15,
    commissionStatementSuffices: false,
  },
  {
    id: 'US-MN',
    country: 'US',
    state: 'MN',
    place: 'Minnesota',
    law: 'Minn. Stat. §181.173',
    source:
      'Minnesota Statutes §181.173: an employer with 30 or more employees in Minnesota shall disclose in each posting the starting salary range (not open-ended) or a fixed pay rate, and a general description of benefits and other compensation.',
    effectiveFrom: '2025-01-01',
    employerThreshold: 30,
    commissionStatementSuffices: false,
  },
  {
    id: 'US-VT',
    country: 'US',
    state: 'VT',
    place: 'Vermont',
    law: '21 V.S.A. §495p',
    source:
      'Vermont Statutes title 21 §495p (Act 155 of 2024): an advertisement of a Vermont job opening shall include the compensation or range of compensation; one paid on a commission basis shall disclose that fact instead; employers with five or more employees.',
    effectiveFrom: '2025-07-01',
    employerThreshold: 5,
    commissionStatementSuffices: true,
  },
  {
    id: 'US-MA',
    country: 'US',
    state: 'MA',
    place: 'Massachusetts',
    law: 'M.G.L. c. 149 §105F',
    source:
      'Massachusetts General Laws chapter 149 §105F (An Act Relative to Salary Range Transparency, chapter 141 of the Acts of 2024): an employer with 25 or more employees in Massachusetts shall disclose the pay range in any job posting.',
    effectiveFrom: '2025-10-29',
    employerThreshold: 25,
    commissionStatementSuffices: false,
  },
];

export interface PayTransparencySubject extends JobPlacement {
  payment?: PaymentData;
}

/** The rules in force on `today` that the job falls under, in list order. */
export function payTransparencyRulesFor(job: JobPlacement, today: Date): PayTransparencyRule[] {
  const date = isoDateOf(today);
  return PAY_TRANSPARENCY_RULES.filter((rule) => rule.effectiveFrom <= date && jobFallsUnder(job, rule));
}

/**
 * Checked when a job goes ACTIVE: under the first rule it falls under whose requirement is not met,
 * payTransparencyRequired with args [rule id, first missing field].
 */
export function assertPayTransparent(job: PayTransparencySubject, today: Date): void {
  for (const rule of payTransparencyRulesFor(job, today)) {
    const field = missingPayField(job.payment, rule);
    if (field !== undefined) {
      throw new ProductionsException(
        ProductionsErrorCode.PayTransparencyRequired,
        `${rule.law} requires a job posting for work in ${rule.place} to state its pay: an amount or a min–max range, and a rate type.`,
        [rule.id, field],
      );
    }
  }
}

function missingPayField(payment: PaymentData | undefined, rule: PayTransparencyRule): string | undefined {
  if (payment === undefined) {
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

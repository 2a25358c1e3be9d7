import { ageOn } from '../../account/domain/persons.js';
import { invalidValue, required } from '../../common/field-rules.js';
import { portionOf } from '../../common/money.js';
import { PaymentsErrorCode, PaymentsException } from '../../payments.errors.js';
import { assertAmount, type SplitShare, splitPayment } from './payment-split.js';

/*
 * Minors' trust set-asides ("Coogan" accounts): where a state requires it, part of a minor performer's
 * gross earnings goes to a blocked trust account in the minor's name instead of to the family. Only
 * rules whose text we read are listed (statute or regulation text, checked when this table was written):
 *
 * | state | set-aside          | covers                          | source                                        |
 * | ----- | ------------------ | ------------------------------- | --------------------------------------------- |
 * | CA    | 15% of gross       | minors                          | Cal. Family Code §6752(b)(1), trust §6753     |
 * | IL    | at least 15%       | under 16, working in Illinois   | 820 ILCS 205/12.5 (P.A. 101-0526), now 206/90 |
 * | LA    | 15% of gross       | contracts of USD 500 or more    | La. R.S. 51:2133(A)(1), scope 51:2132(A)      |
 * | NM    | not less than 15%  | contracts of USD 1,000 or more  | 11.1.4.13 NMAC, child performer §50-6-18      |
 * | NY    | 15% of gross       | minors working in New York      | N.Y. EPTL §7-7.1(2)(a), Labor Law §150(5)     |
 *
 * What was read: California §6752 and §6753 in summaries quoting the code (15% "of the minor's gross
 * earnings", "whether or not it is court approved"); New York EPTL §7-7.1 and 12 NYCRR 186-3.5; Louisiana R.S.
 * 51:2132-2133; New Mexico 11.1.4.13 NMAC and NMSA §50-6-18 (performer under 18); Illinois 205/12.5, whose
 * text sets the age (under 16) and "at least 15%", repealed on 2025-01-01 by the Child Labor Law of 2024,
 * whose section 206/90 Illinois' film office (dceo.illinois.gov) describes as the same 15% trust rule.
 * Not listed: states whose rule we could not read in its text (Pennsylvania, for one); a job there pays
 * no set-aside until a cited rule is added here.
 *
 * How a payout is planned (minorPayoutPlan):
 * - Representatives' commissions come out of the gross, by the deal memo split (splitPayment).
 * - The set-aside is the state's share of the minor's gross earnings, the whole amount paid for the
 *   minor's services before commissions (N.Y. Labor Law §150(5): "prior to taxes, deductions, or
 *   commissions"), rounded up to the cent: the laws set a minimum. It is taken out of the talent's
 *   share, never the representatives'; a talent share smaller than the set-aside is refused
 *   (trustSetAsideExceedsShare) rather than paid short.
 * - The trust line is planned whether or not the guardian has marked the trust bank account yet: the
 *   rest of the money goes out at once, and the trust line waits on the platform (awaitingTrustAccount,
 *   invoice-payouts.ts) until the account is marked. The laws' fallbacks (New York's Comptroller fund,
 *   California's Actors Fund) are deposits the platform cannot make itself; New Mexico's, withholding
 *   until the account exists, is what the wait does.
 * - A contract minimum (Louisiana, New Mexico) is compared with the deal's whole compensation
 *   (contractGross), which is the gross unless given: the platform invoices once per application.
 * - The work state is the job's (productions' workStateOf, carried in the deal): where the minor works,
 *   not where the platform or the payer is. A job outside the states listed sets nothing aside.
 * - California and Illinois exempt extras and background performers; the role type is not known here,
 *   so they get the set-aside too: the money still belongs to the minor.
 */
export interface CooganRule {
  state: string;
  stateName: string;
  setAsideBps: number;
  /** The rule covers performers younger than this, in years. */
  underAge: number;
  /** Contracts below this many cents are outside the rule (0: every contract). */
  contractMinimum: number;
  sources: readonly string[];
}

export const COOGAN_RULES: Readonly<Record<string, CooganRule>> = {
  CA: {
    state: 'CA',
    stateName: 'California',
    setAsideBps: 1500,
    underAge: 18,
    contractMinimum: 0,
    sources: ['Cal. Family Code §6752(b)(1)', 'Cal. Family Code §6753'],
  },
  IL: {
    state: 'IL',
    stateName: 'Illinois',
    setAsideBps: 1500,
    underAge: 16,
    contractMinimum: 0,
    sources: ['820 ILCS 205/12.5 (P.A. 101-0526)', '820 ILCS 206/90 (Child Labor Law of 2024)'],
  },
  LA: {
    state: 'LA',
    stateName: 'Louisiana',
    setAsideBps: 1500,
    underAge: 18,
    contractMinimum: 50_000,
    sources: ['La. R.S. 51:2133(A)(1)', 'La. R.S. 51:2132(A)'],
  },
  NM: {
    state: 'NM',
    stateName: 'New Mexico',
    setAsideBps: 1500,
    underAge: 18,
    contractMinimum: 100_000,
    sources: ['N.M. Admin. Code 11.1.4.13', 'NMSA 1978 §50-6-18'],
  },
  NY: {
    state: 'NY',
    stateName: 'New York',
    setAsideBps: 1500,
    underAge: 18,
    contractMinimum: 0,
    sources: ['N.Y. Estates, Powers & Trusts Law §7-7.1(2)(a)', 'N.Y. Labor Law §150(5)', '12 NYCRR 186-3.5'],
  },
};

/**
 * A minor's age in whole years on the day the invoice is paid, from the birth date (YYYY-MM-DD) the
 * deal carries; undefined when it carries none (minorPayoutPlan then asks for it where a rule needs it).
 */
export function talentAgeOn(birthDate: string | undefined, day: Date): number | undefined {
  const match = birthDate === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) {
    return undefined;
  }
  const [, year, month, dayOfMonth] = match.map(Number);
  return ageOn({ year, month, day: dayOfMonth }, day);
}

/** The rule of a US state by its two-letter code (any case), if it has one we list. */
export function cooganRuleFor(workState: string | undefined): CooganRule | undefined {
  const code = workState?.trim().toUpperCase();
  return code !== undefined && Object.hasOwn(COOGAN_RULES, code) ? COOGAN_RULES[code] : undefined;
}

export interface MinorPayoutInput {
  /** Cents paid for the talent's services (the paid invoice). */
  gross: number;
  split: readonly SplitShare[];
  talentMinor: boolean;
  /** Years; needed only where a rule covers fewer ages than every minor (Illinois: under 16). */
  talentAge?: number;
  /** Two-letter code of the US state where the work is done; no state, no rule. */
  workState?: string;
  /** Cents, the deal's whole compensation, for rules that start at a contract amount; defaults to gross. */
  contractGross?: number;
}

export type PayoutDestination = 'representative' | 'talent' | 'trust';

export interface PayoutLine {
  destination: PayoutDestination;
  /** The representative or talent profile; for the trust line, the talent the trust is for. */
  recipientId: string;
  /** Cents. */
  amount: number;
}

export interface MinorPayoutPlan {
  /** Representatives in memo order, then the talent (net), then the trust; they add up to the gross. */
  lines: PayoutLine[];
  setAside: number;
  /** The rule applied, or null when none applies. */
  rule: CooganRule | null;
}

export function minorPayoutPlan(input: MinorPayoutInput): MinorPayoutPlan {
  const shares = splitPayment(input.gross, input.split);
  const representatives = shares
    .filter(({ recipient }) => recipient.kind === 'representative')
    .map(({ recipient, amount }): PayoutLine => ({ destination: 'representative', recipientId: recipient.id, amount }));
  // splitPayment guarantees exactly one talent.
  const [talent] = shares.filter(({ recipient }) => recipient.kind === 'talent');
  const rule = applicableRule(input);
  if (rule === undefined) {
    const talentLine: PayoutLine = { destination: 'talent', recipientId: talent.recipient.id, amount: talent.amount };
    return { lines: [...representatives, talentLine], setAside: 0, rule: null };
  }
  const setAside = portionOf(input.gross, rule.setAsideBps, 'up');
  if (talent.amount < setAside) {
    throw new PaymentsException(
      PaymentsErrorCode.TrustSetAsideExceedsShare,
      `The trust set-aside (${setAside} cents) is larger than the talent's share (${talent.amount} cents); the deal memo split leaves the minor too little.`,
      [String(setAside), String(talent.amount)],
    );
  }
  return {
    lines: [
      ...representatives,
      { destination: 'talent', recipientId: talent.recipient.id, amount: talent.amount - setAside },
      { destination: 'trust', recipientId: talent.recipient.id, amount: setAside },
    ],
    setAside,
    rule,
  };
}

/** The work state's rule when it covers this talent and contract. */
function applicableRule(input: MinorPayoutInput): CooganRule | undefined {
  const rule = input.talentMinor ? cooganRuleFor(input.workState) : undefined;
  if (rule === undefined) {
    return undefined;
  }
  const contractGross = input.contractGross ?? input.gross;
  assertAmount('contractGross', contractGross);
  if (contractGross < rule.contractMinimum) {
    return undefined;
  }
  // Every minor is under 18; a rule with a lower age needs the talent's age to tell.
  if (rule.underAge < 18) {
    if (input.talentAge === undefined) {
      throw required('talentAge');
    }
    if (!Number.isInteger(input.talentAge) || input.talentAge < 0 || input.talentAge > 17) {
      throw invalidValue('talentAge', 'Expected a minor age in whole years, from 0 to 17');
    }
    if (input.talentAge >= rule.underAge) {
      return undefined;
    }
  }
  return rule;
}

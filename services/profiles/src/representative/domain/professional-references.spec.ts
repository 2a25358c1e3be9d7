import {
  DEFAULT_REFERENCE_RULE,
  PROFESSIONAL_REFERENCE_RULES,
  referenceRuleFor,
  referencesProvided,
} from './professional-references.js';

const address = (state: string, country = 'US') => ({
  line1: '1 Main St',
  city: 'Town',
  state,
  postalCode: '00000',
  country,
});
const license = (state: string) => ({ fullName: 'Grace Hopper', number: 'TA-1', country: 'US', state });

describe('professional references by location', () => {
  it('keeps each rule with its source and a link to it, one per place', () => {
    for (const rule of PROFESSIONAL_REFERENCE_RULES) {
      expect(rule.minimum).toBeGreaterThanOrEqual(DEFAULT_REFERENCE_RULE.minimum);
      expect(rule.source).toMatch(/§/);
      expect(rule.url).toMatch(/^https?:\/\//);
      expect(rule.id).toBe(`${rule.country}-${rule.state}`);
    }
    expect(new Set(PROFESSIONAL_REFERENCE_RULES.map((rule) => rule.id)).size).toBe(PROFESSIONAL_REFERENCE_RULES.length);
  });

  it('follows the business address, else the state that issued the license', () => {
    expect(referenceRuleFor(address('fl'), license('CA')).id).toBe('US-FL');
    expect(referenceRuleFor(undefined, license('FL')).minimum).toBe(5);
    expect(referenceRuleFor(address('MA'), undefined).place).toBe('Massachusetts');
  });

  it('asks the marketplace’s two elsewhere, or where no place is known', () => {
    expect(referenceRuleFor(address('TX'), undefined)).toBe(DEFAULT_REFERENCE_RULE);
    expect(referenceRuleFor(address('FL', 'CA'), undefined)).toBe(DEFAULT_REFERENCE_RULE);
    expect(referenceRuleFor(undefined, undefined)).toBe(DEFAULT_REFERENCE_RULE);
  });

  it('counts references as provided only when the place’s number is reached and not deferred with N/A', () => {
    const two = [{}, {}];
    expect(
      referencesProvided({ businessAddress: address('CA'), references: two, referencesNotApplicable: false }),
    ).toBe(true);
    expect(
      referencesProvided({ businessAddress: address('FL'), references: two, referencesNotApplicable: false }),
    ).toBe(false);
    expect(referencesProvided({ references: two, referencesNotApplicable: true })).toBe(false);
  });
});

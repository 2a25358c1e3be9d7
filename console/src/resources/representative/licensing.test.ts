import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AGENT_LICENSING_JURISDICTIONS,
  businessPlace,
  DEFAULT_REFERENCE_RULE,
  licenseJurisdiction,
  PLACE_NAMES,
  placeName,
  PROFESSIONAL_REFERENCE_RULES,
  referenceRuleFor,
} from './licensing';

const domain = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'services',
  'profiles',
  'src',
  'representative',
  'domain',
);

/** The `{ country: 'US', state: 'CA' ... minimum: 5 }` entries of a table in a profiles source file. */
function entriesIn(file: string, table: string): Array<{ country: string; state: string; minimum?: number }> {
  const source = readFileSync(join(domain, file), 'utf8');
  const body = new RegExp(`export const ${table}[^=]*= \\[([\\s\\S]*?)\\n\\](?: as const)?;`).exec(source)?.[1];
  if (!body) {
    throw new Error(`${table} not found in ${file}`);
  }
  return [...body.matchAll(/country: '(\w+)',\s*state: '(\w+)',[\s\S]*?(?:minimum: (\d+),|source:)/g)].map((match) => ({
    country: match[1] ?? '',
    state: match[2] ?? '',
    ...(match[3] ? { minimum: Number(match[3]) } : {}),
  }));
}

const agent = { representationTypes: ['talentAgent'] };
const california = {
  line1: '9000 Sunset Blvd',
  city: 'West Hollywood',
  state: 'ca',
  postalCode: '90069',
  country: 'US',
};

describe('the licensing and reference rules, as the profiles service has them', () => {
  it('names the same licensing jurisdictions as agent-licensing.ts', () => {
    expect(AGENT_LICENSING_JURISDICTIONS.map(({ country, state }) => ({ country, state }))).toEqual(
      entriesIn('agent-licensing.ts', 'AGENT_LICENSING_JURISDICTIONS'),
    );
  });

  it('asks as many references per state as professional-references.ts', () => {
    expect(PROFESSIONAL_REFERENCE_RULES.map(({ country, state, minimum }) => ({ country, state, minimum }))).toEqual(
      entriesIn('professional-references.ts', 'PROFESSIONAL_REFERENCE_RULES'),
    );
    expect(readFileSync(join(domain, 'professional-references.ts'), 'utf8')).toMatch(
      new RegExp(`id: 'default',[\\s\\S]*?minimum: ${DEFAULT_REFERENCE_RULE.minimum},`),
    );
  });
});

describe('where a representative does business', () => {
  it('reads the business address when it differs from the account’s, else the license', () => {
    expect(businessPlace({ businessAddressDiffers: true, businessAddress: california })).toEqual({
      country: 'US',
      state: 'CA',
    });
    expect(businessPlace({ businessAddressDiffers: false, businessAddress: california })).toBeUndefined();
    expect(businessPlace({ license: { country: 'us', state: ' ny ' } })).toEqual({ country: 'US', state: 'NY' });
    expect(
      businessPlace({
        businessAddressDiffers: true,
        businessAddress: { country: 'US', state: '' },
        license: { country: 'US', state: 'FL' },
      }),
    ).toEqual({ country: 'US', state: 'FL' });
  });
});

describe('the license rule', () => {
  it('applies to a talent agent doing business in California', () => {
    expect(licenseJurisdiction({ ...agent, businessAddressDiffers: true, businessAddress: california })?.id).toBe(
      'US-CA',
    );
    expect(licenseJurisdiction({ ...agent, license: { country: 'US', state: 'NY' } })?.id).toBe('US-NY');
  });

  it('does not apply to managers and casting professionals, nor in other states', () => {
    expect(
      licenseJurisdiction({
        representationTypes: ['talentManager', 'castingProfessional'],
        businessAddressDiffers: true,
        businessAddress: california,
      }),
    ).toBeUndefined();
    expect(licenseJurisdiction({ ...agent, license: { country: 'US', state: 'TX' } })).toBeUndefined();
    expect(licenseJurisdiction({ ...agent })).toBeUndefined();
  });
});

describe('the references rule', () => {
  it('asks five in Florida, two in California and elsewhere', () => {
    expect(referenceRuleFor({ license: { country: 'US', state: 'FL' } }).minimum).toBe(5);
    expect(referenceRuleFor({ businessAddressDiffers: true, businessAddress: california }).id).toBe('US-CA');
    expect(referenceRuleFor({})).toBe(DEFAULT_REFERENCE_RULE);
  });

  it('names every place of the rules in every language', () => {
    const ids = [...AGENT_LICENSING_JURISDICTIONS, ...PROFESSIONAL_REFERENCE_RULES].map((rule) => rule.id);
    for (const names of Object.values(PLACE_NAMES)) {
      expect(Object.keys(names).sort()).toEqual([...new Set(ids)].sort());
    }
    expect(placeName('fr-CA', 'US-CA')).toBe('Californie');
    expect(placeName('es-ES', 'US-NY')).toBe('Nueva York');
  });
});

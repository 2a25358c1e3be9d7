import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPRESENTATIVE_CATALOGUES } from '../representative/optionLabels';
import { OPTION_LABELS } from './optionLabels';
import { optionLabel } from './optionNames';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const catalogueDir = join(repo, 'services', 'profiles', 'src', 'catalogue');

/** The keys of an `export const NAME = [...]` list in a source file. */
function listIn(file: string, name: string): string[] {
  const source = readFileSync(file, 'utf8');
  const match = new RegExp(`export const ${name} = \\[([^\\]]*)\\]`).exec(source);
  if (!match?.[1]) {
    throw new Error(`${name} not found in ${file}`);
  }
  return [...match[1].matchAll(/'(\w+)'/g)].map((item) => item[1] ?? '');
}

/**
 * The keys /public/catalogues serves for each catalogue the talent screens name, read from the
 * profiles service's sources (as i18n.test.ts reads the error codes): a key added there and not named
 * here fails this test instead of showing as a raw key.
 */
function servedKeys(): Record<string, string[]> {
  const index = readFileSync(join(catalogueDir, 'catalogues.ts'), 'utf8');
  const served: Record<string, string[]> = {};
  for (const [, name, module, constant] of index.matchAll(/^\s+(\w+): (\w+)\.(\w+),$/gm)) {
    const file = join(catalogueDir, `${module}.catalogue.ts`);
    if (constant === 'ETHNIC_APPEARANCES') {
      served[name] = listIn(join(repo, 'proto', 'src', 'ethnic-appearances.ts'), constant);
    } else if (constant === 'PRONOUN_SET_KEYS') {
      served[name] = [...readFileSync(file, 'utf8').matchAll(/\{ key: '(\w+)'/g)].map((item) => item[1] ?? '');
    } else if (constant === 'SOCIAL_NETWORKS') {
      const hosts = /SOCIAL_NETWORK_HOSTS = \{([^}]*)\}/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      served[name] = [...hosts.matchAll(/^\s+(\w+): \[/gm)].map((item) => item[1] ?? '');
    } else {
      served[name] = listIn(file, constant);
    }
  }
  return served;
}

const TALENT_CATALOGUES = [
  'unions',
  'citizenships',
  'guardianRelationships',
  'genderRoles',
  'bodyTypes',
  'hairColors',
  'hairLengths',
  'facialHair',
  'eyeColors',
  'bodyAreas',
  'coverageLevels',
  'ethnicAppearances',
  'sizeFields',
  'pronounSets',
  'socialNetworks',
  'athleticSkills',
  'performanceSkills',
  'accents',
  'disabilityTypes',
  'assistiveDevices',
  'representationTypes',
];

/** Every catalogue the console names: the talent screens' and the representative screens'. */
const NAMED_CATALOGUES = [...TALENT_CATALOGUES, ...REPRESENTATIVE_CATALOGUES];

describe('the names of the catalogue options', () => {
  const served = servedKeys();

  it('reads every catalogue the talent and representative screens use from the profiles service', () => {
    for (const catalogue of [...NAMED_CATALOGUES, 'languages']) {
      expect(served[catalogue]?.length, catalogue).toBeGreaterThan(0);
    }
  });

  for (const locale of ['en-US', 'fr-QC', 'es-ES'] as const) {
    it(`names in ${locale} exactly the keys the API serves`, () => {
      for (const catalogue of NAMED_CATALOGUES) {
        expect(Object.keys(OPTION_LABELS[locale][catalogue] ?? {}).sort(), `${locale} ${catalogue}`).toEqual(
          [...(served[catalogue] ?? [])].sort(),
        );
      }
      expect(Object.keys(OPTION_LABELS[locale]).sort()).toEqual([...NAMED_CATALOGUES].sort());
    });
  }

  it('translates the words, not the proper names', () => {
    expect(optionLabel('fr-QC', 'hairColors', 'black')).toBe('Noir');
    expect(optionLabel('es-ES', 'athleticSkills', 'swimming')).toBe('Natación');
    expect(optionLabel('es-ES', 'unions', 'sagAftra')).toBe('SAG-AFTRA');
    expect(optionLabel('fr-CA', 'genderRoles', 'nonBinary')).toBe('Non binaire');
    expect(optionLabel('es-ES', 'projectTypes', 'musicVideo')).toBe('Videoclip');
    expect(optionLabel('fr-QC', 'representativeServices', 'sagAftraAffiliatedManager')).toBe(
      'Gérant affilié SAG-AFTRA',
    );
  });

  it('names the fluent languages with Intl in the member language', () => {
    expect(optionLabel('en-US', 'languages', 'fr')).toBe('French');
    expect(optionLabel('fr-QC', 'languages', 'es')).toBe('espagnol');
    expect(optionLabel('es-ES', 'languages', 'de')).toBe('alemán');
  });

  it('shows a key it cannot name as the key', () => {
    expect(optionLabel('en-US', 'hairColors', 'teal')).toBe('teal');
  });
});

// Generated representative profiles for bench/search: managers, agents and casting professionals with
// company and licensee names, what they do, and (four in five) a business address, drawn from a seeded
// generator; each profile is what validateRepresentativeProfile stores for its form.
import {
  capitalized,
  femaleFirstNames,
  lastNames,
  maleFirstNames,
  Random,
  snakeCaseColumns,
  uuid4,
  uuid7,
  Weighted,
} from './generate.js';
import { RESIDENCES, STREETS } from './names.js';
import {
  COMPANY_KINDS,
  PROJECT_LOCATIONS,
  PROJECT_TYPES,
  REPRESENTATION_TYPES,
  REPRESENTATIVE_SERVICES,
  representativeSearchColumns,
  TALENT_REPRESENTED_BANDS,
  TALENT_TYPES,
  validateRepresentativeProfile,
  type RepresentativeProfileData,
  type RepresentativeProfileInput,
} from './profiles.js';

/** Ids and created_at run from here, one profile every ten minutes on average. */
const FIRST_CREATED_AT = Date.UTC(2024, 0, 1);
const CREATED_EVERY_MS = 600_000;

/** The words company names are made of, after a founder's last name. */
export const COMPANY_WORDS = [
  'Talent',
  'Management',
  'Agency',
  'Artists',
  'Casting',
  'Group',
  'Partners',
  'Entertainment',
  'Creative',
  'Collective',
  'Studio',
  'Associates',
] as const;

const representationTypes = Weighted.of<(typeof REPRESENTATION_TYPES)[number]>([
  ['talentManager', 45],
  ['talentAgent', 35],
  ['castingProfessional', 20],
]);

const places = new Weighted(
  RESIDENCES.flatMap(([country, , states]) =>
    states.map(([state, , cities]) => ({ country, state, cities: Weighted.zipf(cities, 1.2, 0) })),
  ),
  RESIDENCES.flatMap(([, countryWeight, states]) => {
    const total = states.reduce((sum, [, weight]) => sum + weight, 0);
    return states.map(([, weight]) => (countryWeight * weight) / total);
  }),
);

function some<T>(random: Random, items: readonly T[], most: number): T[] {
  const count = random.integer(0, most);
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, items.length)) {
    chosen.add(items[Math.floor(random.next() * items.length)]);
  }
  return [...chosen];
}

function personName(random: Random): string {
  const first = (random.chance(0.5) ? femaleFirstNames : maleFirstNames).pick(random);
  return `${capitalized(first)} ${capitalized(lastNames.pick(random))}`;
}

export interface GeneratedRepresentative {
  id: string;
  accountId: string;
  createdAt: Date;
  data: RepresentativeProfileData;
}

/** Representative number `n` (0-based) of the data set drawn with `seed`. */
export function generateRepresentative(seed: number, n: number): GeneratedRepresentative {
  const random = new Random(Math.imul(seed ^ 0x5eed_4e9, 0x9e3779b1) ^ Math.imul(n + 1, 0x85ebca6b));
  const createdAtMs = FIRST_CREATED_AT + n * CREATED_EVERY_MS + random.integer(0, CREATED_EVERY_MS - 1);
  const id = uuid7(random, createdAtMs);
  const accountId = uuid4(random);

  const types = [representationTypes.pick(random)];
  if (random.chance(0.15)) {
    types.push(representationTypes.pick(random));
  }
  const place = places.pick(random);
  const city = place.cities.pick(random);
  const hasBusinessAddress = random.chance(0.8);
  const founder = capitalized(lastNames.pick(random));
  const companyName = `${founder} ${COMPANY_WORDS[random.integer(0, COMPANY_WORDS.length - 1)]}${
    random.chance(0.3) ? ` ${COMPANY_WORDS[random.integer(0, COMPANY_WORDS.length - 1)]}` : ''
  }`;
  const isAgent = types.includes('talentAgent');
  const input: RepresentativeProfileInput = {
    representationTypes: [...new Set(types)],
    projectLocations: some(random, PROJECT_LOCATIONS, 3),
    services: isAgent || random.chance(0.3) ? some(random, REPRESENTATIVE_SERVICES, 2) : [],
    businessAddressDiffers: hasBusinessAddress,
    businessAddress: hasBusinessAddress
      ? {
          line1: `${random.integer(1, 9999)} ${capitalized(STREETS[random.integer(0, STREETS.length - 1)])} St`,
          city,
          state: place.state,
          postalCode: place.country === 'US' ? String(random.integer(10000, 99999)) : undefined,
          country: place.country,
        }
      : undefined,
    contact: { email: `office${n}@example.com` },
    company: random.chance(0.9)
      ? {
          name: companyName,
          kind: COMPANY_KINDS[random.integer(0, COMPANY_KINDS.length - 1)],
          yearsInOperation: random.integer(0, 40),
        }
      : undefined,
    // Agents always show their license (where agents are licensed it is required).
    license:
      isAgent || random.chance(0.3)
        ? {
            fullName: personName(random),
            number: `TA-${random.integer(100000, 999999)}`,
            country: place.country,
            state: place.state,
          }
        : undefined,
    talentRepresented: TALENT_REPRESENTED_BANDS[random.integer(0, TALENT_REPRESENTED_BANDS.length - 1)],
    talentTypes: some(random, TALENT_TYPES, 6),
    projectTypes: some(random, PROJECT_TYPES, 4),
    referencesNotApplicable: true,
  };
  return { id, accountId, createdAt: new Date(createdAtMs), data: validateRepresentativeProfile(input) };
}

/** One representative_profile row as json_populate_recordset reads it, search columns as the repository writes them. */
export function representativeRow(representative: GeneratedRepresentative): Record<string, unknown> {
  return {
    id: representative.id,
    account_id: representative.accountId,
    data: representative.data,
    created_at: representative.createdAt.toISOString(),
    updated_at: representative.createdAt.toISOString(),
    ...snakeCaseColumns(representativeSearchColumns(representative.data)),
  };
}

import type { TalentSearchInput } from './profiles.js';

export interface BenchQuery {
  name: string;
  input: TalentSearchInput;
}

/**
 * What casting professionals search for: free text only, filters only, and both; selective and
 * broad. Frequencies are those of the generated data (generate.ts), e.g. "lovelace" is the rarest
 * surname (~370 profiles), "james" the commonest male first name (~35,000).
 */
export const QUERIES: readonly BenchQuery[] = [
  { name: 'no filter (newest first)', input: {} },
  { name: 'text: rare surname "Lovelace"', input: { text: 'Lovelace' } },
  { name: 'text: common first name "James"', input: { text: 'James' } },
  { name: 'text: first and last name "Mary Smith"', input: { text: 'Mary Smith' } },
  { name: 'text: name prefix "mar"', input: { text: 'mar' } },
  { name: 'text: typo\'d surname "Thompsen"', input: { text: 'Thompsen' } },
  { name: 'filter: unions sagAftra', input: { unions: ['sagAftra'] } },
  {
    name: 'filter: body type, hair, eyes, height 165–180',
    input: {
      bodyTypes: ['ectomorph'],
      hairColors: ['red', 'auburn'],
      eyeColors: ['green', 'hazel'],
      heightCm: { min: 165, max: 180 },
    },
  },
  {
    name: 'filter: playable age 30, female, state CA',
    input: { playableAge: 30, genderRoles: ['female'], state: 'CA' },
  },
  { name: 'filter: city "Atlanta"', input: { city: 'Atlanta' } },
  { name: 'text + filter: skill "fencing", language es', input: { text: 'fencing', languages: ['es'] } },
  {
    name: 'text + filters: "Smith", female, nonUnion, US, ectomorph',
    input: {
      text: 'Smith',
      genderRoles: ['female'],
      unions: ['nonUnion'],
      country: 'US',
      bodyTypes: ['ectomorph'],
    },
  },
];

/** Page 2 (starting_after the last id of page 1) of this query. */
export const SECOND_PAGE_OF = 'text: common first name "James"';

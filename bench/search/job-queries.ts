import type { JobSearchInput } from './productions.js';

export interface JobBenchQuery {
  name: string;
  input: JobSearchInput;
}

/**
 * What talents and representatives search for: the newest listings, a role by name, a role near
 * them, the pay they want, remote work, and what is hiring soon. Frequencies are those of the
 * generated data (generate-jobs.ts): "nurse" is the commonest role word, "detective" the second.
 */
export const JOB_QUERIES: readonly JobBenchQuery[] = [
  { name: 'no filter (newest listed)', input: {} },
  { name: 'text: common role "nurse"', input: { text: 'nurse' } },
  { name: 'text + state: "detective", CA', input: { text: 'detective', state: 'CA' } },
  {
    name: 'filters: supporting/day player, paying, daily, $200–800',
    input: {
      types: ['supporting', 'dayPlayer'],
      paying: true,
      rateTypes: ['daily'],
      pay: { min: 20_000, max: 80_000 },
    },
  },
  { name: 'filters: virtual, remote', input: { locationKinds: ['virtual'], remoteOptions: ['remote'] } },
  {
    name: 'filters: hiring, dates March 2027, union',
    input: { hiring: true, dates: { from: '2027-03-01', to: '2027-03-31' }, unionStatuses: ['union'] },
  },
];

/** Page 2 (starting_after the last id of page 1) of this query. */
export const JOB_SECOND_PAGE_OF = 'text: common role "nurse"';

/** The searcher: an account that owns none of the generated jobs, so it sees only listed ones. */
export const SEARCHER_ACCOUNT_ID = '00000000-0000-4000-8000-000000000001';

import { holdsFacets } from '@callsheet/testing';
import { aJobInput, TODAY } from '../../../test/builders/job.builders.js';
import { aProductionInput } from '../../../test/builders/production.builders.js';
import { validateProduction } from '../../production/domain/production.rules.js';
import { jobFacets, jobSearchFacets } from './job-facets.js';
import { validateJobSearch, type JobSearchInput } from './job-search.rules.js';
import { validateJob } from './job.rules.js';

const production = validateProduction(aProductionInput());
const job = validateJob(
  aJobInput({
    keyDates: [
      { label: 'Shoot', date: '2026-05-02', location: 'Stage 5' },
      { label: 'Callback', date: '2026-03-20', location: 'Stage 5' },
    ],
  }),
  TODAY,
);
const stored = jobFacets(job, production);

/** Whether the stored job holds what the search asks of its facets. */
function found(input: JobSearchInput): boolean {
  return holdsFacets(stored, jobSearchFacets(validateJobSearch(input)));
}

describe('jobFacets', () => {
  it("holds the job's type, location, remote option and payment, the production's category and union status, the months of its key dates and its place", () => {
    expect(stored).toEqual([
      'type:supporting',
      'category:performingTalent',
      'union:union',
      'location:local',
      'remote:onSite',
      'paying:true',
      'rate:daily',
      'month:2026-03',
      'month:2026-04',
      'month:2026-05',
      'country:US',
      'state-city:CA:los angeles',
      'state:CA',
      'city:los angeles',
    ]);
  });

  it('holds no payment, month or place token for a job without them', () => {
    const bare = validateJob(
      aJobInput({
        locationKind: 'virtual',
        remoteOption: undefined,
        workLocation: undefined,
        keyDates: [],
        payment: undefined,
      }),
      TODAY,
    );
    expect(jobFacets(bare, validateProduction(aProductionInput({ unionStatus: undefined })))).toEqual([
      'type:supporting',
      'category:performingTalent',
      'location:virtual',
      'remote:remote',
    ]);
  });
});

describe('jobSearchFacets', () => {
  it('asks nothing of a search by text alone, nor of an open date range', () => {
    expect(jobSearchFacets(validateJobSearch({ text: 'keeper', dates: { from: '2026-03-01' } }))).toEqual({
      all: [],
      any: [],
      narrowing: [],
    });
  });

  it('needs paying, the place and each one-value filter, and one of each filter of several values', () => {
    expect(
      jobSearchFacets(
        validateJobSearch({
          paying: true,
          types: ['lead'],
          rateTypes: ['daily', 'hourly'],
          state: 'ny',
          city: 'Buffalo',
        }),
      ),
    ).toEqual({
      all: ['paying:true', 'state-city:NY:buffalo', 'type:lead'],
      any: [['rate:daily', 'rate:hourly']],
      narrowing: [],
    });
  });

  it.each<[string, JobSearchInput, boolean]>([
    ['its type among others', { types: ['lead', 'supporting'] }, true],
    ['another category', { categories: ['creativeTalent'] }, false],
    ['dates inside its span', { dates: { from: '2026-04-10', to: '2026-04-12' } }, true],
    ['dates in a month it does not touch', { dates: { from: '2026-06-01', to: '2026-06-30' } }, false],
    ['paying work', { paying: true }, true],
    ['the city in another state', { state: 'NY', city: 'Los Angeles' }, false],
    ['the country', { country: 'us' }, true],
  ])('finds the job by %s: %s', (_case, input, expected) => {
    expect(found(input)).toBe(expected);
  });

  it('tells unpaid work (a payment section saying so) from work without a payment section', () => {
    const unpaid = validateJob(aJobInput({ payment: { paying: false } }), TODAY);
    expect(jobFacets(unpaid, production)).toContain('paying:false');
    expect(jobFacets(unpaid, production).filter((token) => token.startsWith('rate:'))).toEqual([]);
  });
});

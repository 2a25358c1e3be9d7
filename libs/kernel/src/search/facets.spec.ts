import { describe, expect, it } from '@jest/globals';
import {
  bucketFacets,
  facet,
  facetFilter,
  facetGroups,
  facetIf,
  facetsOf,
  monthFacets,
  monthFilterFacets,
  placeFacets,
  placeFilterFacets,
} from './facets.js';

const height = { kind: 'height', size: 5, lowest: 60, highest: 220 };

describe('facetFilter', () => {
  it('needs every token, one of each group of several, the token of a group of one, nothing of an empty group', () => {
    expect(facetFilter(['skill:fencing'], [['eye:blue', 'eye:green'], ['hair:red'], []])).toEqual({
      all: ['skill:fencing', 'hair:red'],
      any: [['eye:blue', 'eye:green']],
      narrowing: [],
    });
  });

  it('keeps narrowing groups apart, a group of one included, an empty one left out', () => {
    expect(facetFilter([], [], [['height:170', 'height:175'], ['weight:55000'], []])).toEqual({
      all: [],
      any: [],
      narrowing: [['height:170', 'height:175'], ['weight:55000']],
    });
  });
});

describe('facetGroups', () => {
  it("reads one group of tokens per kind from the record's list fields, in the table's order", () => {
    const search = { hairColors: ['red', 'auburn'], unions: [], eyeColors: ['blue'], name: 'ignored' };
    expect(facetGroups(search, { hair: 'hairColors', union: 'unions', eye: 'eyeColors' })).toEqual([
      ['hair:red', 'hair:auburn'],
      [],
      ['eye:blue'],
    ]);
  });
});

describe('facet tokens', () => {
  it('name a kind and a value', () => {
    expect(facet('hair', 'brown')).toBe('hair:brown');
    expect(facetsOf('union', ['aea', 'sagAftra'])).toEqual(['union:aea', 'union:sagAftra']);
  });

  it('name a value that may be absent, or nothing', () => {
    expect(facetIf('paying', false)).toEqual(['paying:false']);
    expect(facetIf('hair', undefined)).toEqual([]);
  });

  it('put a value in the bucket that starts at or below it', () => {
    expect(bucketFacets(height, 160, 160)).toEqual(['height:160']);
    expect(bucketFacets(height, 164, 164)).toEqual(['height:160']);
    expect(bucketFacets(height, 165, 165)).toEqual(['height:165']);
  });

  it('give a range every bucket it touches, an open end reaching the end of the scale', () => {
    expect(bucketFacets(height, 162, 171)).toEqual(['height:160', 'height:165', 'height:170']);
    expect(bucketFacets(height, 210, undefined)).toEqual(['height:210', 'height:215', 'height:220']);
    expect(bucketFacets(height, undefined, 62)).toEqual(['height:60']);
  });

  it('share the end buckets beyond the scale, so no range needs more than the scale holds', () => {
    expect(bucketFacets(height, 20, 20)).toEqual(['height:60']);
    expect(bucketFacets(height, 300, 300)).toEqual(['height:220']);
    expect(bucketFacets(height, 0, 300)).toHaveLength(33);
  });
});

describe('place facets', () => {
  it('store the country, the state, the city in lower case and the city within its state', () => {
    expect(placeFacets({ country: 'US', state: 'CA', city: 'Los Angeles' })).toEqual([
      'country:US',
      'state-city:CA:los angeles',
      'state:CA',
      'city:los angeles',
    ]);
    expect(placeFacets({ country: 'US', state: null, city: '' })).toEqual(['country:US']);
    expect(placeFacets({ state: 'ca', city: 'Los Angeles' })).toEqual(
      placeFacets({ state: 'CA', city: 'los angeles' }),
    );
  });

  it('ask for the pair alone when a search gives both a state and a city', () => {
    expect(placeFilterFacets({ state: 'GA', city: 'ATLANTA' })).toEqual(['state-city:GA:atlanta']);
    expect(placeFilterFacets({ country: 'US', city: 'Atlanta' })).toEqual(['country:US', 'city:atlanta']);
    expect(placeFilterFacets({ state: 'GA' })).toEqual(['state:GA']);
    expect(placeFilterFacets({})).toEqual([]);
  });
});

describe('month facets', () => {
  it('store every month a span of days touches, across a year end', () => {
    expect(monthFacets('month', '2026-11-20', '2027-01-03')).toEqual([
      'month:2026-11',
      'month:2026-12',
      'month:2027-01',
    ]);
    expect(monthFacets('month', '2027-03-01', '2027-03-31')).toEqual(['month:2027-03']);
  });

  it('store a span longer than two years as one token', () => {
    expect(monthFacets('month', '2027-01-01', '2029-06-01')).toEqual(['month:long']);
  });

  it('ask for the months of a closed range or a long span, and nothing of an open or long range', () => {
    expect(monthFilterFacets('month', '2027-02-27', '2027-03-02')).toEqual([
      'month:2027-02',
      'month:2027-03',
      'month:long',
    ]);
    expect(monthFilterFacets('month', '2027-02-27', undefined)).toEqual([]);
    expect(monthFilterFacets('month', '2027-01-01', '2030-01-01')).toEqual([]);
  });
});

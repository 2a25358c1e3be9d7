import { catalogueFaults } from '@callsheet/kernel';
import { CATALOGUES } from './catalogues.js';
import { ALL_PRODUCTION_SUBTYPES, PRODUCTION_SUBTYPES, PRODUCTION_TYPES } from './production.catalogue.js';
import { CANADIAN_PROVINCES, US_STATES } from './region.catalogue.js';

describe('CATALOGUES', () => {
  it('holds unique camelCase keys in every catalogue', () => {
    expect(catalogueFaults(CATALOGUES)).toEqual([]);
  });

  it('gives every production type between 4 and 8 unique subtypes', () => {
    expect(Object.keys(PRODUCTION_SUBTYPES)).toEqual([...PRODUCTION_TYPES]);
    for (const type of PRODUCTION_TYPES) {
      const subtypes: readonly string[] = PRODUCTION_SUBTYPES[type];
      expect(subtypes.length).toBeGreaterThanOrEqual(4);
      expect(subtypes.length).toBeLessThanOrEqual(8);
      expect(new Set(subtypes).size).toBe(subtypes.length);
    }
  });

  it('serves every subtype once, shared keys included', () => {
    expect(ALL_PRODUCTION_SUBTYPES).toContain('documentary');
    expect(ALL_PRODUCTION_SUBTYPES.filter((key) => key === 'documentary')).toHaveLength(1);
  });

  it('shows "completed" as a phase label but not as a phase', () => {
    expect(CATALOGUES.phaseLabels).toEqual([...CATALOGUES.productionPhases, 'completed']);
  });

  it('keeps work durations shortest first', () => {
    expect(CATALOGUES.workDurations).toEqual(['underADay', 'underAWeek', 'underAMonth', 'overAMonth']);
  });
});

describe('region codes', () => {
  it('lists the 50 states, DC and 5 territories, and the 13 provinces and territories, as unique codes', () => {
    expect(US_STATES).toHaveLength(56);
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    for (const codes of [US_STATES, CANADIAN_PROVINCES]) {
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) {
        expect(code).toMatch(/^[A-Z]{2}$/);
      }
    }
  });
});

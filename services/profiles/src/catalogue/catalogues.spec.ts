import { PRONOUN_SETS } from './appearance.catalogue.js';
import { CATALOGUES } from './catalogues.js';
import { SOCIAL_NETWORK_HOSTS, SOCIAL_NETWORKS } from './social.catalogue.js';

const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

describe('CATALOGUES', () => {
  it.each(Object.entries(CATALOGUES))('%s holds unique camelCase keys', (_name, keys) => {
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).toMatch(CAMEL_CASE);
    }
  });

  it('lists fluent languages as ISO 639-1 codes', () => {
    for (const code of CATALOGUES.languages) {
      expect(code).toMatch(/^[a-z]{2}$/);
    }
  });

  it('keeps the talent-represented bands in ascending order', () => {
    expect(CATALOGUES.talentRepresentedBands).toEqual([
      'from1To5',
      'from6To10',
      'from11To25',
      'from26To50',
      'from51To100',
      'over100',
    ]);
  });

  it('serves the pronoun presets by key', () => {
    expect(CATALOGUES.pronounSets).toEqual(PRONOUN_SETS.map((set) => set.key));
  });
});

describe('SOCIAL_NETWORK_HOSTS', () => {
  it('gives every network at least its bare domain, in lower case', () => {
    expect(SOCIAL_NETWORKS).toEqual(['youtube', 'tiktok', 'instagram', 'twitter', 'linkedin']);
    for (const network of SOCIAL_NETWORKS) {
      expect(SOCIAL_NETWORK_HOSTS[network]).toContain(`${network === 'twitter' ? 'twitter' : network}.com`);
      for (const host of SOCIAL_NETWORK_HOSTS[network]) {
        expect(host).toBe(host.toLowerCase());
      }
    }
  });
});

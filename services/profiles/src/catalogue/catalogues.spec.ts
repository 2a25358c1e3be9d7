import { catalogueFaults } from '@callsheet/kernel';
import { PRONOUN_SETS } from './appearance.catalogue.js';
import { CATALOGUES } from './catalogues.js';
import { SOCIAL_NETWORK_HOSTS, SOCIAL_NETWORKS } from './social.catalogue.js';

describe('CATALOGUES', () => {
  it('holds unique camelCase keys in every catalogue', () => {
    expect(catalogueFaults(CATALOGUES)).toEqual([]);
  });

  it('lists fluent languages as ISO 639-1 codes', () => {
    for (const code of CATALOGUES.languages) {
      expect(code).toMatch(/^[a-z]{2}$/);
    }
  });

  it('keeps the talent-represented bands in ascending order, each starting where the one before ends', () => {
    const ranges = CATALOGUES.talentRepresentedBands.map((band) => {
      const closed = /^from(\d+)To(\d+)$/.exec(band);
      const open = /^over(\d+)$/.exec(band);
      return closed
        ? { from: Number(closed[1]), to: Number(closed[2]) }
        : { from: Number(open?.[1]) + 1, to: Infinity };
    });
    expect(ranges[0].from).toBe(1);
    ranges.slice(1).forEach((range, index) => expect(range.from).toBe(ranges[index].to + 1));
    expect(ranges.at(-1)?.to).toBe(Infinity);
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

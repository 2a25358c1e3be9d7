import { CASTING_AD_LICENSE_RULES, castingAdLicenseNumber, licenseNumberRequiredInAd } from './casting-ad-license.js';
import type { JobPlacement } from './job-jurisdiction.js';

const inState = (state: string): JobPlacement => ({
  locationKind: 'local',
  workLocation: { city: 'Somewhere', state, country: 'US' },
});
const texasLicense = { number: 'TX-1', country: 'US', state: 'TX' };
const californiaLicense = { number: 'TA-4521', country: 'us', state: 'ca' };

describe('casting-ad license', () => {
  it('keeps California with the law it comes from', () => {
    expect(CASTING_AD_LICENSE_RULES.map((rule) => rule.id)).toEqual(['US-CA']);
    expect(CASTING_AD_LICENSE_RULES[0].source).toContain('Labor Code §1700.5');
  });

  it('requires the number for work in California', () => {
    expect(licenseNumberRequiredInAd(inState('CA'))).toBe(true);
    expect(licenseNumberRequiredInAd(inState('TX'))).toBe(false);
  });

  it('requires it for an ad that reaches California talent', () => {
    expect(licenseNumberRequiredInAd({ locationKind: 'virtual' })).toBe(true);
    expect(licenseNumberRequiredInAd({ locationKind: 'nationwide', workLocation: { country: 'US' } })).toBe(true);
    expect(licenseNumberRequiredInAd({ locationKind: 'nationwide', workLocation: { country: 'GB' } })).toBe(false);
  });

  it('requires it from an agency licensed in California wherever the work is', () => {
    expect(licenseNumberRequiredInAd(inState('TX'), californiaLicense)).toBe(true);
    expect(licenseNumberRequiredInAd(inState('TX'), texasLicense)).toBe(false);
  });

  it("gives the poster's number to print, or nothing", () => {
    expect(castingAdLicenseNumber(inState('CA'), texasLicense)).toBe('TX-1');
    expect(castingAdLicenseNumber(inState('TX'), texasLicense)).toBeUndefined();
    expect(castingAdLicenseNumber(inState('CA'), undefined)).toBeUndefined();
  });
});

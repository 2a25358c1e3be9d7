import { refusalThrownBy } from '@callsheet/testing';
import { ProfilesErrorCode, ProfilesException } from '../profiles.errors.js';
import { optionalPhone } from './phone.rules.js';

describe('phone numbers', () => {
  it('stores phones in E.164, reading numbers without a country code as North American', () => {
    expect(optionalPhone('phone', '(202) 555-0123')).toBe('+12025550123');
    expect(optionalPhone('phone', '+33 1 42 68 53 00')).toBe('+33142685300');
    expect(optionalPhone('phone', ' ')).toBeUndefined();
  });

  it('refuses what the numbering plan does not allow', () => {
    for (const bad of ['call me', '+1 555 0123']) {
      expect(refusalThrownBy(() => optionalPhone('phone', bad), ProfilesException)).toMatchObject({
        code: ProfilesErrorCode.InvalidPhone,
        args: ['phone'],
        message: 'Phone number must be valid.',
      });
    }
  });
});

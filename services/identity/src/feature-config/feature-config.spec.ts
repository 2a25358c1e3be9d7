import { readFileSync } from 'node:fs';
import { FeatureConfig, type FeatureConfigFile } from './feature-config.js';
import { SHIPPED_CONFIG_FILE } from './feature-config.source.js';

const shippedConfig = JSON.parse(readFileSync(SHIPPED_CONFIG_FILE, 'utf8')) as FeatureConfigFile;

function configWith(changes: Partial<FeatureConfigFile>): unknown {
  return { ...structuredClone(shippedConfig), ...changes };
}

describe('FeatureConfig', () => {
  const config = FeatureConfig.parse(shippedConfig, 'custom');
  const talentUser = { role: 'user', accountType: 'talent', owner: false };
  const representativeOwner = { role: 'representative', accountType: 'representative', owner: true };

  it('accepts the shipped configuration file', () => {
    expect(config.file.version).toBe('1');
    expect(config.file.languages).toEqual(['en-US', 'fr-QC', 'es-ES']);
    expect(config.file.defaultLocale).toBe('en-CA');
    expect(config.file.supportedCountries).toEqual(['US']);
    expect(config.file.accountCountries).toHaveLength(40);
  });

  it('lists the features enabled and disabled as spec section 6 shows them', () => {
    const enabled = config
      .features()
      .filter((feature) => feature.enabled)
      .map((feature) => feature.key);
    expect(enabled).toEqual(
      expect.arrayContaining([
        'account',
        'talentProfiles',
        'search',
        'searchTalent',
        'searchRepresentative',
        'searchJob',
        'connection',
        'invoices',
        'transfers',
        'applications',
      ]),
    );
    for (const disabled of ['customers', 'users', 'payments', 'disputes', 'products'] as const) {
      expect(config.isAllowed(disabled, representativeOwner)).toBe(false);
    }
  });

  it('limits representative and production to the representative role', () => {
    expect(config.isAllowed('production', talentUser)).toBe(false);
    expect(config.isAllowed('representative', talentUser)).toBe(false);
    expect(config.isAllowed('production', representativeOwner)).toBe(true);
  });

  it('lets every representative-side account type and production companies use production', () => {
    for (const accountType of ['manager', 'agent', 'casting', 'talent_representative', 'production_company']) {
      expect(config.isAllowed('production', { role: 'user', accountType, owner: false })).toBe(true);
    }
    expect(config.isAllowed('representative', { role: 'owner', accountType: 'production_company', owner: true })).toBe(
      false,
    );
    expect(config.isAllowed('production', { role: 'owner', accountType: 'fan_supporter', owner: true })).toBe(false);
  });

  it('rejects an access list naming something that is neither a role, an account type nor an audience', () => {
    expect(() =>
      FeatureConfig.parse(
        configWith({
          features: { ...shippedConfig.features, production: { enabled: true, access: ['reprsentative'] } },
        }),
        'custom',
      ),
    ).toThrow(/features\.production\.access\.0/);
  });

  it('allows a feature with an access list when the account type is on it', () => {
    expect(config.isAllowed('production', { role: 'user', accountType: 'representative', owner: false })).toBe(true);
  });

  it('always allows the account feature, even when the file disables it', () => {
    const disabledAccount = FeatureConfig.parse(
      configWith({ features: { ...shippedConfig.features, account: { enabled: false } } }),
      'express',
    );
    expect(disabledAccount.isAllowed('account', talentUser)).toBe(true);
    expect(disabledAccount.features().find((feature) => feature.key === 'account')?.enabled).toBe(true);
  });

  it('shows requires-owner features to owners only', () => {
    const usersOn = FeatureConfig.parse(
      configWith({ features: { ...shippedConfig.features, users: { enabled: true, requiresOwner: true } } }),
      'custom',
    );
    expect(usersOn.isAllowed('users', talentUser)).toBe(false);
    expect(usersOn.isAllowed('users', { ...talentUser, owner: true })).toBe(true);
  });

  it('rejects a file that forgets a feature, naming it', () => {
    const { searchJob: _omitted, ...features } = shippedConfig.features;
    expect(() => FeatureConfig.parse(configWith({ features } as Partial<FeatureConfigFile>), 'custom')).toThrow(
      /features\.searchJob/,
    );
  });

  it('rejects an unknown feature key and a malformed locale', () => {
    expect(() =>
      FeatureConfig.parse(
        configWith({
          features: { ...shippedConfig.features, teleport: { enabled: true } } as FeatureConfigFile['features'],
        }),
        'custom',
      ),
    ).toThrow(/teleport|features/);
    expect(() => FeatureConfig.parse(configWith({ defaultLocale: 'english' }), 'custom')).toThrow(/defaultLocale/);
  });

  it('rejects a supported country that is not an account-location country', () => {
    expect(() => FeatureConfig.parse(configWith({ supportedCountries: ['ZZ'] }), 'custom')).toThrow(/ZZ is supported/);
  });
});

import { describe, expect, it } from 'vitest';
import shipped from '../../../services/identity/config/public-config.v1.json';
import type { PublicConfig } from '../config/publicConfig';
import { visibleMenu } from './menuItems';

const config = shipped as unknown as PublicConfig;
const features = (caller: Parameters<typeof visibleMenu>[1]) => {
  const menu = visibleMenu(config, caller);
  return [...menu.main, ...menu.search].map((entry) => entry.feature);
};

describe('the drawer for the shipped configuration (spec section 6)', () => {
  it('shows talent accounts neither representative nor production', () => {
    expect(features({ role: 'owner', owner: true, accountType: 'talent' })).toEqual([
      'account',
      'talentProfiles',
      'connection',
      'invoices',
      'applications',
      'transfers',
      'searchTalent',
      'searchRepresentative',
      'searchJob',
    ]);
  });

  it('shows representatives (agents, managers, casting) representative and production', () => {
    for (const accountType of ['agent', 'manager', 'casting', 'representative']) {
      expect(features({ role: 'owner', owner: true, accountType })).toContain('representative');
      expect(features({ role: 'owner', owner: true, accountType })).toContain('production');
    }
  });

  it('keeps requires-owner items for owners', () => {
    const withUsers: PublicConfig = {
      ...config,
      features: { ...config.features, users: { enabled: true, requiresOwner: true } },
    };
    expect(
      visibleMenu(withUsers, { role: 'admin', owner: false, accountType: 'talent' }).main.map((e) => e.feature),
    ).not.toContain('users');
    expect(
      visibleMenu(withUsers, { role: 'owner', owner: true, accountType: 'talent' }).main.map((e) => e.feature),
    ).toContain('users');
  });

  it('hides the whole Search group when search is off', () => {
    const noSearch: PublicConfig = { ...config, features: { ...config.features, search: { enabled: false } } };
    expect(visibleMenu(noSearch, { role: 'owner', owner: true, accountType: 'talent' }).search).toEqual([]);
  });
});

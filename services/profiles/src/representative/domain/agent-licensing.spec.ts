import { ProfilesErrorCode, ProfilesException } from '../../profiles.errors.js';
import { AGENT_LICENSING_JURISDICTIONS, agentJurisdiction, requiresAgentLicense } from './agent-licensing.js';
import { aRepresentativeProfileInput } from '../../../test/builders/representative-profile.builders.js';
import { validateRepresentativeProfile } from './representative-profile.rules.js';

function refusal(overrides: Parameters<typeof aRepresentativeProfileInput>[0]): ProfilesException | undefined {
  try {
    validateRepresentativeProfile(aRepresentativeProfileInput(overrides));
    return undefined;
  } catch (error) {
    return error as ProfilesException;
  }
}

const californiaAddress = {
  line1: '100 Sunset Blvd',
  city: 'Los Angeles',
  state: 'ca',
  postalCode: '90028',
  country: 'US',
};

describe('agent licensing', () => {
  it('keeps every jurisdiction with the law it comes from', () => {
    for (const entry of AGENT_LICENSING_JURISDICTIONS) {
      expect(entry.source.length).toBeGreaterThan(20);
    }
    expect(requiresAgentLicense({ country: 'US', state: 'CA' })).toBe(true);
    expect(requiresAgentLicense({ country: 'US', state: 'TX' })).toBe(false);
    expect(requiresAgentLicense(undefined)).toBe(false);
  });

  it('places the agent by the business address first, then by the license', () => {
    expect(
      agentJurisdiction(
        { ...californiaAddress, state: 'CA' },
        { fullName: 'G', number: '1', country: 'US', state: 'NY' },
      ),
    ).toEqual({ country: 'US', state: 'CA' });
    expect(agentJurisdiction(undefined, { fullName: 'G', number: '1', country: 'US', state: 'ny' })).toEqual({
      country: 'US',
      state: 'NY',
    });
    expect(agentJurisdiction(undefined, undefined)).toBeUndefined();
  });

  it('refuses a California talent agent without a license, naming the field and the place', () => {
    const error = refusal({ businessAddress: californiaAddress, license: undefined });
    expect(error).toMatchObject({ code: ProfilesErrorCode.LicenseRequired, args: ['license.number', 'CA, US'] });
    expect(error?.message).toBe(
      'Talent agents in CA, US must show their agency license (number, issuing country and state).',
    );
  });

  it('refuses a California talent agent whose license omits the issuing state', () => {
    const error = refusal({
      businessAddress: californiaAddress,
      license: { fullName: 'Grace Hopper', number: 'TA-1', country: 'US' },
    });
    expect(error).toMatchObject({ code: ProfilesErrorCode.LicenseRequired, args: ['license.state', 'CA, US'] });
  });

  it('does not ask a Texas agent, nor a California manager or casting professional, for a license', () => {
    expect(
      refusal({ businessAddress: { ...californiaAddress, state: 'TX', postalCode: '73301' }, license: undefined }),
    ).toBe(undefined);
    for (const type of ['talentManager', 'castingProfessional']) {
      expect(refusal({ representationTypes: [type], businessAddress: californiaAddress, license: undefined })).toBe(
        undefined,
      );
    }
  });
});

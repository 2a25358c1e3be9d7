import type { RepresentativeProfileInput } from '../../src/representative/domain/representative-profile.rules.js';

// Test data for the representative domain's specs: one valid profile each test changes in one place.

export function aRepresentativeProfileInput(
  overrides: Partial<RepresentativeProfileInput> = {},
): RepresentativeProfileInput {
  return {
    representationTypes: ['talentAgent'],
    projectLocations: ['usaWest'],
    services: ['sagFranchisedAgent'],
    businessAddressDiffers: true,
    businessAddress: {
      line1: '100 Sunset Blvd',
      line2: 'Suite 5',
      city: 'Los Angeles',
      state: 'CA',
      postalCode: '90028',
      country: 'US',
    },
    contact: { email: ' Desk@Agency.com ', phone: '+1 (213) 555-0147' },
    website: 'https://agency.example.com',
    company: { name: 'Bright Agency', aliasOrDba: 'Bright', kind: 'ownerOrMemberOfCorporation', yearsInOperation: 12 },
    license: {
      fullName: 'Grace Hopper',
      number: 'TA-4521',
      country: 'us',
      state: 'CA',
      city: 'Los Angeles',
      photoId: 'photo-9',
    },
    talentRepresented: 'from26To50',
    talentTypes: ['actors', 'models'],
    projectTypes: ['feature', 'commercial'],
    references: [
      { name: 'Alan Turing', email: 'alan@example.com', phone: '+44 20 7946 0958' },
      { name: 'Joan Clarke', email: 'joan@example.com', phone: '415-555-2671' },
    ],
    ...overrides,
  };
}

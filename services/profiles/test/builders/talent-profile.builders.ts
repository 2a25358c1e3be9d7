import type { TalentProfileInput } from '../../src/talent/domain/talent-profile.rules.js';

// Test data for the talent domain's specs: one valid adult profile that each test changes in one place.

/** The clock every talent spec reads: 15 June 2025, midday UTC. */
export const TODAY = new Date('2025-06-15T12:00:00Z');

export function aTalentProfileInput(overrides: Partial<TalentProfileInput> = {}): TalentProfileInput {
  return {
    firstName: ' Ada ',
    middleName: 'King',
    lastName: 'Lovelace',
    aliases: ['Ada L.', '  '],
    birthDate: '1990-12-10',
    taxId: '123-45-6789',
    citizenship: ['us'],
    workPermits: [],
    passport: { number: 'X1234567', country: 'us', expiresOn: '2030-01-31' },
    residenceAddress: {
      line1: '1 Main Street',
      city: 'Los Angeles',
      state: 'CA',
      postalCode: '90001',
      country: 'US',
    },
    unions: ['sagAftra'],
    playableAge: { from: 25, to: 35 },
    genderRole: 'female',
    canPlayTwins: true,
    bodyTypes: ['mesomorph'],
    hairColor: 'brown',
    hairLength: 'shoulderLength',
    facialHair: 'none',
    eyeColor: 'hazel',
    tattoos: { arms: 'one' },
    piercings: { ears: 'few' },
    ethnicAppearances: ['whiteEuropean'],
    sizes: { dress: '6', shoes: '8.5', wardrobeNotes: 'Prefers flats' },
    height: { feet: 5, inches: 9 },
    weight: { kg: 60 },
    pronouns: { subject: 'she', object: 'her', possessive: 'hers' },
    socialLinks: { instagram: 'https://www.instagram.com/ada' },
    skills: { athletic: ['fencing'], languages: ['en', 'fr'] },
    ...overrides,
  };
}

/** A 12-year-old on TODAY, with a complete guardian. */
export function aMinorTalentProfileInput(overrides: Partial<TalentProfileInput> = {}): TalentProfileInput {
  return aTalentProfileInput({
    birthDate: '2013-01-20',
    trustAccount: true,
    workPermit: true,
    guardian: {
      firstName: 'Anne',
      lastName: 'Byron',
      relationship: 'mother',
      email: 'Anne@Example.com',
      phone: '(415) 555-2671',
    },
    ...overrides,
  });
}

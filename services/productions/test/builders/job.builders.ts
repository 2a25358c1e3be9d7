import type { PaymentInput } from '../../src/job/domain/job-payment.rules.js';
import type { JobInput } from '../../src/job/domain/job.rules.js';

// Test data for the job domain's specs: one valid job each test changes in one place.

/** The day the specs run on: expiries and effective dates are read against it. */
export const TODAY = new Date('2026-03-02T12:00:00Z');

export function aPaymentInput(overrides: Partial<PaymentInput> = {}): PaymentInput {
  return {
    paying: true,
    workDuration: 'underAWeek',
    rateType: 'daily',
    range: { min: 45_000, max: 60_000 },
    paySecurely: true,
    extraCompensationNotes: 'Meals provided.',
    ...overrides,
  };
}

export function aJobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    roleName: ' Lighthouse keeper ',
    description: 'Weathered, kind, 60s.',
    type: 'supporting',
    remoteOption: 'onSite',
    ethnicities: ['mediterranean'],
    locationKind: 'local',
    workLocation: { city: 'Los Angeles', state: 'ca', country: 'us' },
    keyDates: [{ label: 'Callback', date: '2026-03-20', location: 'Stage 5' }],
    expiresOn: '2026-04-01',
    specialInstructions: 'Slate with your name and height.',
    additionalMaterials: ['photo', 'video'],
    preScreen: { media: ['headshot', 'videoReel'], nudity: false, messageToTalent: 'Thanks for applying.' },
    payment: aPaymentInput(),
    ...overrides,
  };
}

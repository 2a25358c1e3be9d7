import type { ProjectInput } from '../../src/project/domain/project.rules.js';

// Test data for the project domain's specs: one valid project each test changes in one place.

export function aProjectInput(overrides: Partial<ProjectInput> = {}): ProjectInput {
  return {
    name: 'Principal photography',
    description: 'Six weeks on location.',
    startDate: '2026-05-04',
    endDate: '2026-06-12',
    location: { city: 'Los Angeles', state: 'ca', country: 'us' },
    ...overrides,
  };
}

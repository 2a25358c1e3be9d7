import type { ProductionInput } from '../../src/production/domain/production.rules.js';

// Test data for the production domain's specs: one valid production each test changes in one place.

export function aProductionInput(overrides: Partial<ProductionInput> = {}): ProductionInput {
  return {
    name: ' Harbor Lights ',
    type: 'film',
    subtype: 'feature',
    category: 'performingTalent',
    company: { name: 'Lighthouse Pictures' },
    personnel: [
      { name: 'Ava DuVernay', role: 'Director' },
      { name: 'Kathleen Kennedy', role: 'Producer' },
    ],
    website: 'https://lighthouse.example.com',
    unionStatus: 'union',
    description: 'A coastal drama.',
    ...overrides,
  };
}

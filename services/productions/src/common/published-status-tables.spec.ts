import {
  PRODUCTION_PHASES as PUBLISHED_PHASES,
  PRODUCTION_PHASE_TRANSITIONS,
  RECORD_STATUSES as PUBLISHED_STATUSES,
  RECORD_STATUS_TRANSITIONS,
} from '@callsheet/contracts';
import { describe, expect, it } from '@jest/globals';
import { PRODUCTION_PHASES, RECORD_STATUSES } from '../catalogue/status.catalogue.js';
import { PHASE_TRANSITIONS } from '../production/domain/production-phase.js';
import { STATUS_TRANSITIONS } from './record-status.js';

// The gateway documents the tables from the contracts' copy (status-tables.ts): it must be the one enforced here.
describe('the status tables published in the contracts', () => {
  it('are the status table productions, projects and jobs follow', () => {
    expect(PUBLISHED_STATUSES).toEqual(RECORD_STATUSES);
    expect(RECORD_STATUS_TRANSITIONS).toEqual(STATUS_TRANSITIONS);
  });

  it("are the production's phase table", () => {
    expect(PUBLISHED_PHASES).toEqual(PRODUCTION_PHASES);
    expect(PRODUCTION_PHASE_TRANSITIONS).toEqual(PHASE_TRANSITIONS);
  });
});

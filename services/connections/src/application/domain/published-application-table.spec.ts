import {
  APPLICATION_ACTIONS as PUBLISHED_ACTIONS,
  APPLICATION_STATUSES as PUBLISHED_STATUSES,
  APPLICATION_TRANSITIONS as PUBLISHED_TRANSITIONS,
} from '@callsheet/contracts';
import { describe, expect, it } from '@jest/globals';
import { APPLICATION_ACTIONS, APPLICATION_STATUSES, APPLICATION_TRANSITIONS } from './application-status.js';

// The gateway documents the table from the contracts' copy (status-tables.ts): it must be the one enforced here.
describe('the application table published in the contracts', () => {
  it('is the table the connections service enforces', () => {
    expect(PUBLISHED_STATUSES).toEqual(APPLICATION_STATUSES);
    expect(PUBLISHED_ACTIONS).toEqual(APPLICATION_ACTIONS);
    expect(PUBLISHED_TRANSITIONS).toEqual(APPLICATION_TRANSITIONS);
  });
});

import {
  CONNECTION_ACTIONS as PUBLISHED_ACTIONS,
  CONNECTION_STATUSES as PUBLISHED_STATUSES,
  CONNECTION_TRANSITIONS as PUBLISHED_TRANSITIONS,
} from '@callsheet/contracts';
import { describe, expect, it } from '@jest/globals';
import { CONNECTION_ACTIONS, CONNECTION_STATUSES, CONNECTION_TRANSITIONS } from './connection-status.js';

// The gateway documents the table from the contracts' copy (status-tables.ts): it must be the one enforced here.
describe('the connection table published in the contracts', () => {
  it('is the table the connections service enforces', () => {
    expect(PUBLISHED_STATUSES).toEqual(CONNECTION_STATUSES);
    expect(PUBLISHED_ACTIONS).toEqual(CONNECTION_ACTIONS);
    expect(PUBLISHED_TRANSITIONS).toEqual(CONNECTION_TRANSITIONS);
  });
});

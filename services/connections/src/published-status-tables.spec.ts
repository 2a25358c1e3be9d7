import * as published from '@callsheet/contracts';
import { describe, expect, it } from '@jest/globals';
import {
  APPLICATION_ACTIONS,
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
} from './application/domain/application-status.js';
import {
  CONNECTION_ACTIONS,
  CONNECTION_STATUSES,
  CONNECTION_TRANSITIONS,
} from './connection/domain/connection-status.js';

// The gateway documents the tables from the contracts' copy (status-tables.ts): it must be the one enforced here.
describe('the status tables published in the contracts', () => {
  it.each([
    [
      'application',
      [published.APPLICATION_STATUSES, published.APPLICATION_ACTIONS, published.APPLICATION_TRANSITIONS],
      [APPLICATION_STATUSES, APPLICATION_ACTIONS, APPLICATION_TRANSITIONS],
    ],
    [
      'connection',
      [published.CONNECTION_STATUSES, published.CONNECTION_ACTIONS, published.CONNECTION_TRANSITIONS],
      [CONNECTION_STATUSES, CONNECTION_ACTIONS, CONNECTION_TRANSITIONS],
    ],
  ])('are the %s table the connections service enforces', (_table, copy, enforced) => {
    expect(copy).toEqual(enforced);
  });
});

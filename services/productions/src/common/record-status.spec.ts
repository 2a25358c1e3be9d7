import { describeRefusal } from '@callsheet/testing';
import { RECORD_STATUSES } from '../catalogue/status.catalogue.js';
import { ProductionsErrorCode } from '../productions.errors.js';
import {
  assertEditable,
  changeStatus,
  parseStatus,
  STATUS_TRANSITIONS,
  statusTransitionPairs,
} from './record-status.js';

const pairs = statusTransitionPairs();
const allowed = pairs.filter((pair) => pair.allowed).map(({ from, to }) => [from, to] as const);
const forbidden = pairs.filter((pair) => !pair.allowed).map(({ from, to }) => [from, to] as const);

describe('status transitions', () => {
  it('lists every ordered pair of statuses once', () => {
    expect(pairs).toHaveLength(RECORD_STATUSES.length ** 2);
    expect(new Set(pairs.map(({ from, to }) => `${from}>${to}`)).size).toBe(pairs.length);
  });

  it('allows exactly the documented table', () => {
    expect(allowed).toEqual([
      ['draft', 'ready'],
      ['draft', 'archived'],
      ['ready', 'draft'],
      ['ready', 'active'],
      ['ready', 'archived'],
      ['active', 'ready'],
      ['active', 'complete'],
      ['active', 'archived'],
      ['complete', 'active'],
      ['complete', 'archived'],
      ['archived', 'draft'],
    ]);
  });

  it.each(allowed)('changes %s to %s', (from, to) => {
    expect(changeStatus(from, to)).toBe(to);
  });

  it.each(forbidden)('refuses %s to %s, listing what is allowed', (from, to) => {
    expect(describeRefusal(() => changeStatus(from, to))).toEqual({
      code: ProductionsErrorCode.InvalidStatusTransition,
      args: [from, to],
      message: `The status cannot change from ${from} to ${to}; from ${from} it can change to: ${STATUS_TRANSITIONS[from].join(', ')}.`,
    });
  });

  it('refuses a change to the same status', () => {
    for (const status of RECORD_STATUSES) {
      expect(forbidden).toContainEqual([status, status]);
    }
  });

  it('archives from anywhere and restores an archived record as a draft only', () => {
    for (const status of RECORD_STATUSES.filter((candidate) => candidate !== 'archived')) {
      expect(STATUS_TRANSITIONS[status]).toContain('archived');
    }
    expect(STATUS_TRANSITIONS.archived).toEqual(['draft']);
  });

  it('parses a status sent by a client', () => {
    expect(parseStatus('ready')).toBe('ready');
    expect(describeRefusal(() => parseStatus('published'))).toMatchObject({
      code: ProductionsErrorCode.InvalidChoice,
      args: ['status', 'published'],
    });
  });
});

describe('assertEditable', () => {
  it('lets the wizard update a draft', () => {
    expect(() => assertEditable('draft')).not.toThrow();
  });

  it.each(RECORD_STATUSES.filter((status) => status !== 'draft'))('refuses to update a %s record', (status) => {
    expect(describeRefusal(() => assertEditable(status))).toEqual({
      code: ProductionsErrorCode.NotValidUpdateStatus,
      args: [status],
      message: `Only records in DRAFT status can be updated; this one is ${status}.`,
    });
  });
});

import {
  PRODUCTION_PHASES as CONTRACT_PHASES,
  PRODUCTION_PHASE_TRANSITIONS as CONTRACT_PHASE_TRANSITIONS,
  RECORD_STATUSES as CONTRACT_STATUSES,
  RECORD_STATUS_TRANSITIONS as CONTRACT_TRANSITIONS,
} from '@callsheet/contracts';
import { describe, expect, it } from 'vitest';
import {
  completionBlocked,
  isEditable,
  offeredPhases,
  offeredStatusActions,
  PRODUCTION_PHASE_TRANSITIONS,
  PRODUCTION_PHASES,
  RECORD_STATUS_TRANSITIONS,
  RECORD_STATUSES,
} from './statusActions';

describe('the status actions offered on a production, project or job', () => {
  it('come from the status table the productions service enforces (the contracts)', () => {
    expect(RECORD_STATUSES).toEqual(CONTRACT_STATUSES);
    expect(RECORD_STATUS_TRANSITIONS).toEqual(CONTRACT_TRANSITIONS);
    expect(PRODUCTION_PHASES).toEqual(CONTRACT_PHASES);
    expect(PRODUCTION_PHASE_TRANSITIONS).toEqual(CONTRACT_PHASE_TRANSITIONS);
  });

  it('offer exactly the moves the table allows from each status', () => {
    for (const from of CONTRACT_STATUSES) {
      expect(offeredStatusActions(from).map((offered) => offered.to)).toEqual(CONTRACT_TRANSITIONS[from]);
    }
  });

  it('name each move as the console labels it', () => {
    expect(offeredStatusActions('draft')).toEqual([
      { action: 'ready', to: 'ready' },
      { action: 'archive', to: 'archived' },
    ]);
    expect(offeredStatusActions('ready')).toEqual([
      { action: 'backToDraft', to: 'draft' },
      { action: 'publish', to: 'active' },
      { action: 'archive', to: 'archived' },
    ]);
    expect(offeredStatusActions('active')).toEqual([
      { action: 'unpublish', to: 'ready' },
      { action: 'complete', to: 'complete' },
      { action: 'archive', to: 'archived' },
    ]);
    expect(offeredStatusActions('complete')).toEqual([
      { action: 'reopen', to: 'active' },
      { action: 'archive', to: 'archived' },
    ]);
    expect(offeredStatusActions('archived')).toEqual([{ action: 'restore', to: 'draft' }]);
  });

  it('offer nothing for a status the table does not know', () => {
    expect(offeredStatusActions('published')).toEqual([]);
  });

  it('let the wizard edit drafts only, and a record not yet saved', () => {
    expect(isEditable(undefined)).toBe(true);
    expect(isEditable('draft')).toBe(true);
    for (const status of ['ready', 'active', 'complete', 'archived']) {
      expect(isEditable(status)).toBe(false);
    }
  });
});

describe('the phases offered on a production', () => {
  it('are none unless the production is active', () => {
    for (const status of ['draft', 'ready', 'complete', 'archived']) {
      expect(offeredPhases(status, 'hiring')).toEqual([]);
    }
  });

  it('follow the phase table while it is active', () => {
    for (const phase of CONTRACT_PHASES) {
      expect(offeredPhases('active', phase)).toEqual(CONTRACT_PHASE_TRANSITIONS[phase]);
    }
  });
});

describe('the completion rule', () => {
  it('blocks completion without a project that is or was ready', () => {
    expect(completionBlocked([])).toBe(true);
    expect(completionBlocked(['draft', 'archived'])).toBe(true);
  });

  it('lets a production with a ready, active or complete project be completed', () => {
    expect(completionBlocked(['draft', 'ready'])).toBe(false);
    expect(completionBlocked(['active'])).toBe(false);
    expect(completionBlocked(['complete'])).toBe(false);
  });
});

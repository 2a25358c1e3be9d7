import { describe, expect, it } from 'vitest';
import { applyState, utcToday } from './applyState';

describe('whether a job offers Apply', () => {
  const job = { accountId: 'acct-production', status: 'active', expiresOn: '2027-03-01' };

  it('leads its own account to the prospects instead', () => {
    expect(applyState(job, 'acct-production', '2027-01-01')).toBe('own');
    expect(applyState({ ...job, status: 'draft' }, 'acct-production', '2027-01-01')).toBe('own');
  });

  it('takes applications while published and not expired, the expiry day included (UTC)', () => {
    expect(applyState(job, 'acct-talent', '2027-01-01')).toBe('open');
    expect(applyState(job, 'acct-talent', '2027-03-01')).toBe('open');
    expect(applyState(job, 'acct-talent', '2027-03-02')).toBe('expired');
    expect(applyState({ ...job, expiresOn: undefined }, undefined, '2099-01-01')).toBe('open');
  });

  it('takes none on a job that is not published', () => {
    for (const status of ['draft', 'ready', 'complete', 'archived']) {
      expect(applyState({ ...job, status }, 'acct-talent', '2027-01-01')).toBe('notOpen');
    }
  });

  it('reads today in UTC', () => {
    expect(utcToday(new Date('2027-03-01T23:30:00-05:00'))).toBe('2027-03-02');
  });
});

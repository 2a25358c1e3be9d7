import { refusalThrownBy } from '@callsheet/testing';
import { PaymentsErrorCode } from '../../payments.errors.js';
import { dealLineDescription, FINALIZE_AT_MAX_MS, invoiceable, parseFinalizeAt } from './invoiceable.js';

const PAYER = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4c01';
const APPLICATION = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4c02';
const memo = {
  rateType: 'daily',
  split: [{ profileType: 'talent' as const, profileId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4c03', shareBps: 10_000 }],
};
const deal = { jobAccountId: PAYER, status: 'accepted', jobTitle: 'Lead', talentName: 'Cam', dealMemo: memo };

describe('invoiceable', () => {
  it('answers the deal and its memo for the job’s account', () => {
    expect(invoiceable(deal, PAYER, APPLICATION)).toEqual({ deal, memo });
  });

  it('answers not found for an unknown application and for another account’s', () => {
    for (const [found, account] of [
      [undefined, PAYER],
      [deal, '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4c09'],
    ] as const) {
      expect(refusalThrownBy(() => invoiceable(found, account, APPLICATION))).toMatchObject({
        code: PaymentsErrorCode.ApplicationNotFound,
        args: [APPLICATION],
      });
    }
  });

  it('refuses an application not accepted, or without a deal memo', () => {
    expect(refusalThrownBy(() => invoiceable({ ...deal, status: 'pending' }, PAYER, APPLICATION))).toEqual(
      expect.objectContaining({ code: PaymentsErrorCode.ApplicationNotInvoiceable, args: ['pending'] }),
    );
    expect(refusalThrownBy(() => invoiceable({ ...deal, dealMemo: undefined }, PAYER, APPLICATION))).toEqual(
      expect.objectContaining({ code: PaymentsErrorCode.ApplicationNotInvoiceable, args: ['noDealMemo'] }),
    );
  });
});

describe('parseFinalizeAt', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('is optional, and a time in the coming year', () => {
    expect(parseFinalizeAt(undefined, now)).toBeUndefined();
    expect(parseFinalizeAt(' ', now)).toBeUndefined();
    expect(parseFinalizeAt('2026-12-01T09:00:00Z', now)).toEqual(new Date('2026-12-01T09:00:00Z'));
  });

  it('refuses what is not a date, the past, and beyond a year', () => {
    const beyond = new Date(now.getTime() + FINALIZE_AT_MAX_MS + 1000).toISOString();
    for (const value of ['soon', '2026-11-24T11:59:59Z', beyond]) {
      expect(refusalThrownBy(() => parseFinalizeAt(value, now))).toMatchObject({ args: ['finalizeAt'] });
    }
  });
});

describe('dealLineDescription', () => {
  it('names the job, the talent and the rate type, with words for what is missing', () => {
    expect(dealLineDescription({ jobTitle: 'Lead', talentName: 'Cam' }, 'daily')).toBe('Lead: Cam (daily)');
    expect(dealLineDescription({ jobTitle: '', talentName: '' }, 'fixed')).toBe('Job: talent (fixed)');
  });
});

import { describe, expect, it } from 'vitest';
import { dealLineParts, serviceDealLineText } from './dealLine';

const invoice = { jobTitle: 'Lighthouse keeper', talentName: 'Tilly Guardian' };

describe('the deal memo line', () => {
  it('is written as the payments service writes it', () => {
    expect(serviceDealLineText('Lead', 'Cam', 'daily')).toBe('Lead: Cam (daily)');
    expect(serviceDealLineText('', '', 'fixed')).toBe('Job: talent (fixed)');
  });

  it('is recognised on the first line while its text is the service’s', () => {
    expect(dealLineParts({ description: 'Lighthouse keeper: Tilly Guardian (daily)' }, 0, invoice, 'daily')).toEqual({
      job: 'Lighthouse keeper',
      talent: 'Tilly Guardian',
      rateType: 'daily',
    });
  });

  it('is left as written once edited, on another line, for another rate type, or without its parts', () => {
    expect(dealLineParts({ description: 'Lighthouse keeper, two days' }, 0, invoice, 'daily')).toBeUndefined();
    expect(
      dealLineParts({ description: 'Lighthouse keeper: Tilly Guardian (daily)' }, 1, invoice, 'daily'),
    ).toBeUndefined();
    expect(
      dealLineParts({ description: 'Lighthouse keeper: Tilly Guardian (daily)' }, 0, invoice, 'weekly'),
    ).toBeUndefined();
    expect(dealLineParts({ description: 'Job: talent (daily)' }, 0, {}, 'daily')).toBeUndefined();
    expect(
      dealLineParts({ description: 'Lighthouse keeper: Tilly Guardian (daily)' }, 0, invoice, undefined),
    ).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { holdArgs } from './transferHold';

const normalize = (text: string) => text.replace(/\s/g, ' ');

describe('a transfer’s hold', () => {
  it('shows the trust set-aside as money of the page’s language', () => {
    const hold = { code: 'awaitingTrustAccount', args: ['150.00', 'CA'] };
    expect(holdArgs(hold, 'en-US')).toEqual({ 0: '$150.00', 1: 'CA' });
    expect(normalize(holdArgs(hold, 'fr-QC')['0'] ?? '')).toBe('150,00 $ US');
    expect(normalize(holdArgs(hold, 'es-ES')['0'] ?? '')).toBe('150,00 US$');
  });

  it('leaves the args of other holds, and an amount it cannot read, as given', () => {
    expect(holdArgs({ code: 'stripeUnavailable', args: ['150.00'] }, 'fr-QC')).toEqual({ 0: '150.00' });
    expect(holdArgs({ code: 'awaitingTrustAccount', args: ['about 150'] }, 'fr-QC')).toEqual({ 0: 'about 150' });
    expect(holdArgs({ code: 'balanceInsufficient' }, 'en-US')).toEqual({});
  });
});

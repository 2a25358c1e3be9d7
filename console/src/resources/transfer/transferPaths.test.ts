import { describe, expect, it } from 'vitest';
import { recordPath, resourcePath } from '../../dataProvider';

// The gateway's routes (services/gateway/src/payments/invoice/transfer.controller.ts, spec section 7):
// the list at /api/stripe/transfer, one transfer at /api/stripe/transfers/{id}.
describe('the transfers’ paths', () => {
  it('lists at /api/stripe/transfer and reads one at /api/stripe/transfers/{id}', () => {
    expect(resourcePath('transfers')).toBe('/api/stripe/transfer');
    expect(recordPath('transfers', 'a1b2/c3')).toBe('/api/stripe/transfers/a1b2%2Fc3');
  });

  it('reads one record of another resource under its list path', () => {
    expect(recordPath('invoices', 'inv-1')).toBe('/api/stripe/invoice/inv-1');
    expect(recordPath('talent', 7)).toBe('/api/talent/7');
  });
});

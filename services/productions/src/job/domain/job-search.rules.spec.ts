import { refusalThrownBy } from '@callsheet/testing';
import { ProductionsErrorCode } from '../../productions.errors.js';
import { validateJobSearch } from './job-search.rules.js';

describe('validateJobSearch', () => {
  it('keeps catalogue keys once each and normalises places', () => {
    expect(validateJobSearch({ types: ['lead', 'lead'], country: ' us ', state: 'ca' })).toMatchObject({
      types: ['lead'],
      country: 'US',
      state: 'CA',
    });
  });

  it('refuses an unknown key, naming the filter and the value', () => {
    const error = refusalThrownBy(() => validateJobSearch({ rateTypes: ['bitcoin'] }));
    expect({ code: error.code, args: error.args }).toEqual({
      code: ProductionsErrorCode.InvalidChoice,
      args: ['rateTypes', 'bitcoin'],
    });
  });

  it('refuses pay that is not whole cents and a pay range upside down', () => {
    expect(refusalThrownBy(() => validateJobSearch({ pay: { min: 10.5 } })).args).toEqual(['pay.min']);
    expect(refusalThrownBy(() => validateJobSearch({ pay: { min: 500, max: 100 } })).code).toBe(
      ProductionsErrorCode.InvalidRange,
    );
  });

  it('refuses pay or rate types asked of unpaid jobs, which have none', () => {
    for (const input of [{ pay: { min: 20_000 } }, { pay: { max: 0 } }, { rateTypes: ['daily'] }]) {
      const error = refusalThrownBy(() => validateJobSearch({ paying: false, ...input }));
      expect({ code: error.code, args: error.args }).toEqual({
        code: ProductionsErrorCode.InvalidValue,
        args: ['paying'],
      });
    }
    expect(validateJobSearch({ paying: true, pay: { min: 20_000 }, rateTypes: ['daily'] }).paying).toBe(true);
    expect(validateJobSearch({ paying: false, rateTypes: [] }).paying).toBe(false);
  });

  it('refuses a malformed date and dates upside down', () => {
    expect(refusalThrownBy(() => validateJobSearch({ dates: { from: '2026-13-45' } })).code).toBe(
      ProductionsErrorCode.InvalidDate,
    );
    expect(refusalThrownBy(() => validateJobSearch({ dates: { from: '2026-05-02', to: '2026-05-01' } })).args).toEqual([
      'dates',
    ]);
  });

  it('refuses text over 100 characters', () => {
    expect(refusalThrownBy(() => validateJobSearch({ text: 'x'.repeat(101) })).args).toEqual(['100', 'text']);
  });
});

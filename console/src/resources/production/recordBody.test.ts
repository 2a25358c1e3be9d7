import { describe, expect, it } from 'vitest';
import {
  compact,
  createBody,
  fieldsBody,
  jobBody,
  jobFormValues,
  patchBody,
  paymentBody,
  PRODUCTION_DETAIL_FIELDS,
} from './recordBody';

describe('the bodies the wizard sends', () => {
  it('leaves blank strings, groups and list entries out', () => {
    expect(compact({ a: ' ', b: { c: '', d: undefined }, e: [{ name: '' }, { name: ' Ann ' }], f: 0 })).toEqual({
      e: [{ name: 'Ann' }],
      f: 0,
    });
    expect(compact({ a: '' })).toBeUndefined();
  });

  it('sends a blank field as null, so that a PATCH clears it', () => {
    const body = fieldsBody(
      { company: { name: 'Northstar' }, website: '', personnel: [], unionStatus: 'union' },
      PRODUCTION_DETAIL_FIELDS,
    );
    expect(body).toEqual({
      company: { name: 'Northstar' },
      personnel: [],
      website: null,
      unionStatus: 'union',
      description: null,
    });
    expect(createBody(body)).toEqual({ company: { name: 'Northstar' }, personnel: [], unionStatus: 'union' });
  });

  it('patches only what changed from the saved record', () => {
    expect(
      patchBody({ name: 'New', website: null, description: 'Same' }, { name: 'Old', description: 'Same' }),
    ).toEqual({ name: 'New' });
  });
});

describe("a job's payment section", () => {
  it('is typed in dollars and sent in cents, with the paying choice as a boolean', () => {
    expect(
      paymentBody({ paying: 'yes', rateType: 'daily', amount: 450.5, durationUnknown: false, paySecurely: true }),
    ).toEqual({ paying: true, rateType: 'daily', amount: 45050, paySecurely: true });
    expect(paymentBody({ paying: 'no', range: { min: null, max: null } })).toEqual({ paying: false });
    // Pay details typed before the job was made unpaid stay out of the body.
    expect(paymentBody({ paying: 'no', rateType: 'daily', amount: 100, workDuration: 'underADay' })).toEqual({
      paying: false,
      workDuration: 'underADay',
    });
    expect(paymentBody({ paying: 'yes', range: { min: 100, max: 250 } })).toEqual({
      paying: true,
      range: { min: 10000, max: 25000 },
    });
  });

  it('is left out when nothing of it is said', () => {
    expect(paymentBody({ paying: '', amount: null, agreedAmount: false })).toBeUndefined();
    expect(jobBody({ roleName: 'Lead', payment: { paying: '' } }).payment).toBeNull();
  });

  it('reads back as the form showed it', () => {
    const saved = { roleName: 'Lead', payment: { paying: true, rateType: 'hourly', range: { min: 2500, max: 4000 } } };
    const form = jobFormValues(saved);
    expect(form.payment).toEqual({
      paying: 'yes',
      rateType: 'hourly',
      amount: null,
      range: { min: 25, max: 40 },
    });
    expect(jobBody(form).payment).toEqual(saved.payment);
    expect(jobFormValues(undefined).payment).toEqual({ paying: '' });
  });
});

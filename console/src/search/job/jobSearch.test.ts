import { describe, expect, it } from 'vitest';
import { emptyForm, formFromParams } from '../common/searchForm';
import { JOB_FIELDS, jobSearchBody, validateJobForm, type JobForm } from './jobSearch';

const form = (values: Partial<JobForm>): JobForm => ({ ...emptyForm(JOB_FIELDS), ...values });

describe('the job search form', () => {
  it('sends dollars as cents, yes/no as booleans, dates as a range', () => {
    expect(
      jobSearchBody(
        form({
          text: 'harbor',
          types: ['lead'],
          paying: 'yes',
          rateTypes: ['daily'],
          payMin: '400',
          payMax: '512.5',
          dateFrom: '2027-03-01',
          hiring: 'yes',
          country: 'us',
          state: 'CA',
        }),
      ),
    ).toEqual({
      text: 'harbor',
      types: ['lead'],
      paying: true,
      rateTypes: ['daily'],
      pay: { min: 40_000, max: 51_250 },
      dates: { from: '2027-03-01' },
      hiring: true,
      country: 'US',
      state: 'CA',
    });
    expect(jobSearchBody(form({ paying: 'no' }))).toEqual({ paying: false });
    expect(jobSearchBody(form({}))).toEqual({});
  });

  it('reads a shared address back into the same request', () => {
    const shared = formFromParams(
      JOB_FIELDS,
      new URLSearchParams('q=harbor&types=lead,supporting&paying=yes&payMin=400'),
    );
    expect(jobSearchBody(shared)).toEqual({
      text: 'harbor',
      types: ['lead', 'supporting'],
      paying: true,
      pay: { min: 40_000 },
    });
  });

  it('refuses amounts that are not dollars and cents, and a range in the wrong order', () => {
    expect(validateJobForm(form({ payMin: '10.005', payMax: '-1' }))).toEqual({
      payMin: { message: 'search.validation.dollars' },
      payMax: { message: 'search.validation.dollars' },
    });
    expect(validateJobForm(form({ payMin: '500', payMax: '400' }))).toEqual({
      payMax: { message: 'search.validation.minAboveMax' },
    });
    expect(validateJobForm(form({ payMin: '0', payMax: '0.1' }))).toEqual({});
  });

  it('refuses pay details on a search for unpaid jobs (the service would), on the pay field', () => {
    expect(validateJobForm(form({ paying: 'no', rateTypes: ['hourly'] }))).toEqual({
      paying: { message: 'search.validation.unpaidWithPay' },
    });
    expect(validateJobForm(form({ paying: 'no', payMax: '100' }))).toEqual({
      paying: { message: 'search.validation.unpaidWithPay' },
    });
    expect(validateJobForm(form({ paying: 'yes', payMax: '100', rateTypes: ['hourly'] }))).toEqual({});
  });

  it('refuses days that do not exist and a date range that ends before it starts', () => {
    expect(validateJobForm(form({ dateFrom: '2027-02-30' }))).toEqual({
      dateFrom: { message: 'search.validation.date' },
    });
    expect(validateJobForm(form({ dateFrom: '2027-03-02', dateTo: '2027-03-01' }))).toEqual({
      dateTo: { message: 'search.validation.dateOrder' },
    });
    expect(validateJobForm(form({ dateFrom: '2028-02-29', dateTo: '2028-02-29' }))).toEqual({});
  });

  it('refuses values of a closed list that an address may carry', () => {
    expect(validateJobForm(form({ paying: 'maybe', hiring: 'no' }))).toEqual({
      paying: { message: 'search.validation.choice' },
      hiring: { message: 'search.validation.choice' },
    });
  });
});

import { describeRefusal } from '@callsheet/testing';
import { ProductionsErrorCode } from '../../productions.errors.js';
import { aJobInput, aPaymentInput, TODAY } from '../../../test/builders/job.builders.js';
import { changeJobStatus } from './job-status.js';
import { validateJob, type JobData } from './job.rules.js';

const aJob = (overrides: Partial<JobData> = {}): JobData => ({ ...validateJob(aJobInput(), TODAY), ...overrides });

describe('changeJobStatus', () => {
  it('publishes a ready job whose pay is stated', () => {
    expect(changeJobStatus('ready', 'active', aJob(), TODAY)).toBe('active');
  });

  it('checks the status table first', () => {
    expect(describeRefusal(() => changeJobStatus('draft', 'active', aJob(), TODAY))).toMatchObject({
      code: ProductionsErrorCode.InvalidStatusTransition,
      args: ['draft', 'active'],
    });
  });

  it('refuses to publish a California job without its pay', () => {
    const job = validateJob(aJobInput({ payment: aPaymentInput({ range: undefined }) }), TODAY);
    expect(describeRefusal(() => changeJobStatus('ready', 'active', job, TODAY))).toMatchObject({
      code: ProductionsErrorCode.PayTransparencyRequired,
      args: ['US-CA', 'payment.amount'],
    });
  });

  it('refuses to publish (or reopen) a job whose listing has expired', () => {
    const later = new Date('2026-04-01T08:00:00Z');
    expect(describeRefusal(() => changeJobStatus('complete', 'active', aJob(), later))).toEqual({
      code: ProductionsErrorCode.InvalidDate,
      args: ['expiresOn'],
      message: 'Expiration must be a date after today.',
    });
  });

  it('lets a job without pay be saved, unpublished, completed or archived', () => {
    const job = aJob({ payment: undefined });
    expect(changeJobStatus('draft', 'ready', job, TODAY)).toBe('ready');
    expect(changeJobStatus('active', 'complete', job, TODAY)).toBe('complete');
    expect(changeJobStatus('active', 'archived', job, TODAY)).toBe('archived');
  });
});

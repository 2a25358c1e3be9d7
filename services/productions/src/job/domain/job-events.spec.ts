import { describeRefusal } from '@callsheet/testing';
import { aJobInput, TODAY } from '../../../test/builders/job.builders.js';
import { ProductionsErrorCode } from '../../productions.errors.js';
import { jobCreated, jobStatusStep, jobUpdate } from './job-events.js';
import { validateJob } from './job.rules.js';

const ids = { jobId: 'job-1', projectId: 'project-1', productionId: 'production-1', accountId: 'account-1' };
const draft = {
  id: ids.jobId,
  projectId: ids.projectId,
  productionId: ids.productionId,
  accountId: ids.accountId,
  status: 'draft',
  data: validateJob(aJobInput(), TODAY),
} as const;
const summary = {
  roleName: 'Lighthouse keeper',
  status: 'draft',
  preScreen: { media: ['headshot', 'videoReel'], nudity: false, messageToTalent: 'Thanks for applying.' },
  expiresOn: '2026-04-01',
  workState: 'CA',
};
const californiaLicense = { number: 'TA-4521', country: 'US', state: 'CA' };

describe('jobCreated', () => {
  it('names the new job with its ids and the summary connections keeps', () => {
    expect(jobCreated(draft)).toEqual([{ type: 'jobCreated', ...ids, summary }]);
  });
});

describe('jobUpdate', () => {
  it("replaces the masked fields, checks the whole job again and names the update with the new data's summary", () => {
    const { data, events } = jobUpdate(draft, { roleName: ' Harbor master ', type: 'villain' }, ['roleName'], TODAY);
    expect(data).toEqual({ ...draft.data, roleName: 'Harbor master' });
    expect(events).toEqual([{ type: 'jobUpdated', ...ids, summary: { ...summary, roleName: 'Harbor master' } }]);
  });

  it('refuses a job past draft', () => {
    expect(describeRefusal(() => jobUpdate({ ...draft, status: 'active' }, {}, [], TODAY))).toMatchObject({
      code: ProductionsErrorCode.NotValidUpdateStatus,
      args: ['active'],
    });
  });
});

describe('jobStatusStep', () => {
  const ready = { ...draft, status: 'ready' } as const;

  it('publishes with the license number the ad must print, the summary showing the new status', () => {
    expect(jobStatusStep(ready, 'active', TODAY, californiaLicense)).toEqual({
      to: 'active',
      adLicenseNumber: 'TA-4521',
      events: [
        { type: 'jobStatusChanged', ...ids, from: 'ready', to: 'active', summary: { ...summary, status: 'active' } },
      ],
    });
  });

  it('fixes no license number for a step other than publishing', () => {
    expect(jobStatusStep(ready, 'draft', TODAY, californiaLicense).adLicenseNumber).toBeUndefined();
  });

  it('applies the activation rules', () => {
    const expired = { ...ready, data: { ...ready.data, expiresOn: '2026-03-02' } };
    expect(describeRefusal(() => jobStatusStep(expired, 'active', TODAY, undefined))).toMatchObject({
      code: ProductionsErrorCode.InvalidDate,
      args: ['expiresOn'],
    });
  });
});

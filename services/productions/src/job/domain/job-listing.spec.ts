import { isListed, type ListingSubject } from './job-listing.js';

const today = new Date('2026-03-02T12:00:00Z');
const listedJob: ListingSubject = { status: 'active', productionStatus: 'active', data: { expiresOn: '2026-03-03' } };

describe('isListed', () => {
  it('lists an active job of an active production before it expires', () => {
    expect(isListed(listedJob, today)).toBe(true);
    expect(isListed({ ...listedJob, data: {} }, today)).toBe(true);
  });

  it.each([
    ['a ready job', { ...listedJob, status: 'ready' as const }],
    ['a job of a ready production', { ...listedJob, productionStatus: 'ready' }],
    ['a job expiring today', { ...listedJob, data: { expiresOn: '2026-03-02' } }],
  ])('does not list %s', (_case, job) => {
    expect(isListed(job, today)).toBe(false);
  });
});

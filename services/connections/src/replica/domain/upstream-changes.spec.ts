import { closesApplications } from './upstream-changes.js';

describe('closesApplications', () => {
  it('closes on complete and archived, not on the statuses a job takes applications in', () => {
    expect(closesApplications('complete')).toBe(true);
    expect(closesApplications('archived')).toBe(true);
    for (const status of ['draft', 'active', 'inactive', '']) {
      expect(closesApplications(status)).toBe(false);
    }
  });
});

import { describeRefusal } from '@callsheet/testing';
import type { RecordStatus } from '../../catalogue/status.catalogue.js';
import { ProductionsErrorCode } from '../../productions.errors.js';
import { assertCanComplete, changeProductionStatus } from './production-status.js';

const needsReadyProject = {
  code: ProductionsErrorCode.ProductionNeedsReadyProject,
  args: [],
  message: 'A production cannot be marked completed until at least one project is Ready.',
};

describe('assertCanComplete', () => {
  it.each([['ready'], ['active'], ['complete']] as const)('counts a %s project as ready', (status) => {
    expect(() => assertCanComplete(['draft', status, 'archived'])).not.toThrow();
  });

  it.each([
    ['no projects', []],
    ['only drafts', ['draft', 'draft']],
    ['only archived projects', ['archived']],
  ] as [string, RecordStatus[]][])('refuses with %s', (_case, statuses) => {
    expect(describeRefusal(() => assertCanComplete(statuses))).toEqual(needsReadyProject);
  });
});

describe('changeProductionStatus', () => {
  it('completes an active production with a ready project', () => {
    expect(changeProductionStatus('active', 'complete', ['ready'])).toBe('complete');
  });

  it('refuses to complete an active production without a ready project', () => {
    expect(describeRefusal(() => changeProductionStatus('active', 'complete', ['draft']))).toEqual(needsReadyProject);
  });

  it('checks the status table before the completion rule', () => {
    expect(describeRefusal(() => changeProductionStatus('draft', 'complete', [])).code).toBe(
      ProductionsErrorCode.InvalidStatusTransition,
    );
  });

  it('ignores the projects for any other change', () => {
    expect(changeProductionStatus('active', 'ready', [])).toBe('ready');
    expect(changeProductionStatus('active', 'archived', [])).toBe('archived');
    expect(changeProductionStatus('complete', 'active', [])).toBe('active');
  });
});

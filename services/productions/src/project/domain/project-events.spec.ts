import { describeRefusal } from '@callsheet/testing';
import { aProjectInput } from '../../../test/builders/project.builders.js';
import { ProductionsErrorCode } from '../../productions.errors.js';
import { projectCreated, projectStatusStep, projectUpdate } from './project-events.js';
import { validateProject } from './project.rules.js';

const ids = { projectId: 'project-1', productionId: 'production-1', accountId: 'account-1' };
const draft = {
  id: ids.projectId,
  productionId: ids.productionId,
  accountId: ids.accountId,
  status: 'draft',
  data: validateProject(aProjectInput()),
} as const;

describe('projectCreated', () => {
  it('names the new project with its three ids', () => {
    expect(projectCreated(draft)).toEqual([{ type: 'projectCreated', ...ids }]);
  });
});

describe('projectUpdate', () => {
  it('replaces the masked fields, checks the whole project again and names the update', () => {
    const { data, events } = projectUpdate(draft, { name: 'Reshoots', description: 'ignored' }, ['name']);
    expect(data).toEqual({ ...draft.data, name: 'Reshoots' });
    expect(events).toEqual([{ type: 'projectUpdated', ...ids }]);
  });

  it('refuses a project past draft', () => {
    expect(describeRefusal(() => projectUpdate({ ...draft, status: 'ready' }, {}, []))).toMatchObject({
      code: ProductionsErrorCode.NotValidUpdateStatus,
      args: ['ready'],
    });
  });
});

describe('projectStatusStep', () => {
  it('moves along the status table and names the step', () => {
    expect(projectStatusStep(draft, 'archived')).toEqual({
      to: 'archived',
      events: [{ type: 'projectStatusChanged', ...ids, from: 'draft', to: 'archived' }],
    });
  });

  it('refuses a step the table does not have', () => {
    expect(describeRefusal(() => projectStatusStep(draft, 'complete'))).toMatchObject({
      code: ProductionsErrorCode.InvalidStatusTransition,
      args: ['draft', 'complete'],
    });
  });
});

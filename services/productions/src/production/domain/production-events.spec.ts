import { describeRefusal } from '@callsheet/testing';
import { aProductionInput } from '../../../test/builders/production.builders.js';
import { ProductionsErrorCode } from '../../productions.errors.js';
import { productionCreated, productionPhaseStep, productionStatusStep, productionUpdate } from './production-events.js';
import { validateProduction } from './production.rules.js';

const ids = { productionId: 'production-1', accountId: 'account-1' };
const draft = {
  id: ids.productionId,
  accountId: ids.accountId,
  status: 'draft',
  phase: 'hiring',
  data: validateProduction(aProductionInput()),
} as const;
const active = { ...draft, status: 'active' } as const;

describe('productionCreated', () => {
  it('names the new production', () => {
    expect(productionCreated(draft)).toEqual([{ type: 'productionCreated', ...ids }]);
  });
});

describe('productionUpdate', () => {
  it('replaces the masked fields, checks the whole production again and names the update', () => {
    const { data, events } = productionUpdate(draft, { name: ' Harbor Nights ', type: 'podcast' }, ['name']);
    expect(data).toEqual({ ...draft.data, name: 'Harbor Nights' });
    expect(events).toEqual([{ type: 'productionUpdated', ...ids }]);
  });

  it('refuses a production past draft before looking at the input', () => {
    expect(describeRefusal(() => productionUpdate(active, { name: '' }, ['name']))).toMatchObject({
      code: ProductionsErrorCode.NotValidUpdateStatus,
      args: ['active'],
    });
  });

  it('refuses a change the rules refuse', () => {
    expect(describeRefusal(() => productionUpdate(draft, { name: ' ' }, ['name']))).toMatchObject({
      code: ProductionsErrorCode.Required,
      args: ['name'],
    });
  });
});

describe('productionStatusStep', () => {
  it('moves along the status table and names the step', () => {
    expect(productionStatusStep(draft, 'ready', [])).toEqual({
      to: 'ready',
      events: [{ type: 'productionStatusChanged', ...ids, from: 'draft', to: 'ready' }],
    });
  });

  it('applies the completion rule', () => {
    expect(describeRefusal(() => productionStatusStep(active, 'complete', ['draft']))).toMatchObject({
      code: ProductionsErrorCode.ProductionNeedsReadyProject,
    });
  });
});

describe('productionPhaseStep', () => {
  it('moves an active production along the phase table and names the step', () => {
    expect(productionPhaseStep(active, 'freeze')).toEqual({
      to: 'freeze',
      events: [{ type: 'productionPhaseChanged', ...ids, from: 'hiring', to: 'freeze' }],
    });
  });

  it('changes no phase of a draft', () => {
    expect(describeRefusal(() => productionPhaseStep(draft, 'freeze'))).toMatchObject({
      code: ProductionsErrorCode.PhaseNeedsActiveProduction,
      args: ['draft'],
    });
  });
});

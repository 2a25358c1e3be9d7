import { describe, expect, it } from 'vitest';
import { canOpenStep, nextStep, parseStep, previousStep, stepName, stepPath } from './wizardSteps';

describe('the production wizard steps', () => {
  it('reads steps 1 to 4 from the route and nothing else', () => {
    expect(['1', '2', '3', '4'].map(parseStep)).toEqual([1, 2, 3, 4]);
    expect(['0', '5', '', 'two', '2.5', '-1', '02', undefined].map(parseStep)).toEqual(new Array(8).fill(undefined));
  });

  it('names the steps in the spec order', () => {
    expect([1, 2, 3, 4].map(stepName)).toEqual(['initialize', 'production', 'project', 'job']);
    expect(() => stepName(5)).toThrow(RangeError);
  });

  it('goes forward up to the Role/Job step and back down to the first', () => {
    expect([1, 2, 3, 4].map(nextStep)).toEqual([2, 3, 4, undefined]);
    expect([1, 2, 3, 4].map(previousStep)).toEqual([undefined, 1, 2, 3]);
  });

  it('keeps the project from step 3 on and the job on step 4 only', () => {
    const place = { productionId: 'p 1', projectId: 'pr1', jobId: 'j1' };
    expect(stepPath(1, place)).toBe('/production/edit/p%201/1');
    expect(stepPath(2, place)).toBe('/production/edit/p%201/2');
    expect(stepPath(3, place)).toBe('/production/edit/p%201/3?project=pr1');
    expect(stepPath(4, place)).toBe('/production/edit/p%201/4?project=pr1&job=j1');
    expect(stepPath(4, { productionId: 'p1' })).toBe('/production/edit/p1/4');
  });

  it('opens only step 1 before the production exists, and the job step once a project is chosen', () => {
    expect([1, 2, 3, 4].map((step) => canOpenStep(step, {}))).toEqual([true, false, false, false]);
    expect([1, 2, 3, 4].map((step) => canOpenStep(step, { productionId: 'p1' }))).toEqual([true, true, true, false]);
    expect([1, 2, 3, 4].map((step) => canOpenStep(step, { productionId: 'p1', projectId: 'pr1' }))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});

import { refusalThrownBy } from '@callsheet/testing';
import { ProductionsErrorCode } from '../../productions.errors.js';
import { assertOpenForChildren } from './production-children.js';

describe('assertOpenForChildren', () => {
  it.each(['draft', 'ready', 'active'] as const)('lets a %s production take projects', (status) => {
    expect(() => assertOpenForChildren('production', status)).not.toThrow();
  });

  it.each(['complete', 'archived'] as const)('refuses new jobs under a %s project', (status) => {
    const error = refusalThrownBy(() => assertOpenForChildren('project', status));
    expect(error.code).toBe(ProductionsErrorCode.NotValidUpdateStatus);
    expect(error.args).toEqual([status]);
    expect(error.message).toBe(`This project is ${status}: it takes no new jobs.`);
  });
});

import { KernelErrorCode, KernelException } from '@callsheet/kernel';
import { parseExpand, withExpansions } from './expand-query.js';

const EXPANSIONS = { production: 'its production', jobs: 'its jobs' };

function refusal(run: () => unknown): KernelException {
  try {
    run();
  } catch (error) {
    return error as KernelException;
  }
  throw new Error('expected a refusal');
}

describe('parseExpand', () => {
  it('reads nothing as no expansion', () => {
    expect(parseExpand(undefined, EXPANSIONS)).toEqual([]);
  });

  it('reads one value, or a repeated parameter once per value', () => {
    expect(parseExpand('jobs', EXPANSIONS)).toEqual(['jobs']);
    expect(parseExpand(['jobs', 'production', 'jobs'], EXPANSIONS)).toEqual(['jobs', 'production']);
  });

  it('refuses an unknown value with validationFailed naming expand and the known values', () => {
    const error = refusal(() => parseExpand(['jobs', 'owner'], EXPANSIONS));
    expect(error).toBeInstanceOf(KernelException);
    expect(error.code).toBe(KernelErrorCode.ValidationFailed);
    expect(error.args).toEqual(['expand']);
    expect(error.message).toBe('Unknown expand value "owner"; use one of production, jobs.');
  });

  it('refuses an empty value and names inherited from Object.prototype', () => {
    expect(refusal(() => parseExpand('', EXPANSIONS)).args).toEqual(['expand']);
    expect(refusal(() => parseExpand('constructor', EXPANSIONS)).args).toEqual(['expand']);
  });
});

describe('withExpansions', () => {
  it('adds only the asked expansions, each loaded from the record', async () => {
    const loaded: string[] = [];
    const expanders = {
      production: (record: { id: string }) => {
        loaded.push('production');
        return Promise.resolve({ of: record.id });
      },
      jobs: () => {
        loaded.push('jobs');
        return Promise.resolve({ data: [], has_more: false });
      },
    };
    expect(await withExpansions({ id: 'p1', name: 'Harbor' }, { id: 'p1' }, ['production'], expanders)).toEqual({
      id: 'p1',
      name: 'Harbor',
      production: { of: 'p1' },
    });
    expect(loaded).toEqual(['production']);
  });

  it('answers the view alone when nothing is asked', async () => {
    expect(await withExpansions({ id: 'p1' }, {}, [], { jobs: () => Promise.reject(new Error('not asked')) })).toEqual({
      id: 'p1',
    });
  });

  it('leaves an expansion another layer loads (photos from the service) to that layer', async () => {
    expect(await withExpansions({ id: 't1', photos: ['a'] }, {}, ['photos'], {})).toEqual({ id: 't1', photos: ['a'] });
  });
});

import { KernelErrorCode, KernelException } from '../errors/index.js';
import { buildPage, keysetPageArgs, pageWindow, paginateList, parsePageQuery } from './cursor-pagination.js';

function validationErrorOf(work: () => unknown): KernelException {
  try {
    work();
  } catch (error) {
    if (error instanceof KernelException) {
      return error;
    }
  }
  throw new Error('expected a KernelException');
}

describe('parsePageQuery', () => {
  it('defaults the limit to 25 when none is given', () => {
    expect(parsePageQuery({})).toEqual({ limit: 25, startingAfter: undefined, endingBefore: undefined });
  });

  it('accepts a limit given as a query string', () => {
    expect(parsePageQuery({ limit: '100' }).limit).toBe(100);
  });

  it.each(['0', '101', '2.5', 'ten', '-1'])('rejects limit=%s naming the parameter', (limit) => {
    const error = validationErrorOf(() => parsePageQuery({ limit }));
    expect(error.code).toBe(KernelErrorCode.ValidationFailed);
    expect(error.args).toEqual(['limit']);
  });

  it('rejects starting_after together with ending_before', () => {
    const error = validationErrorOf(() => parsePageQuery({ starting_after: 'a', ending_before: 'b' }));
    expect(error.message).toMatch(/not both/);
  });

  it('rejects a cursor that is not a string', () => {
    expect(validationErrorOf(() => parsePageQuery({ starting_after: ['a', 'b'] })).args).toEqual(['starting_after']);
  });
});

describe('pageWindow and buildPage', () => {
  // ids sorted newest first, as lists are
  const ids = ['09', '08', '07', '06', '05', '04', '03', '02', '01'];

  function fetch(window: ReturnType<typeof pageWindow>): string[] {
    const inOrder = window.order === 'desc' ? ids : [...ids].reverse();
    return inOrder
      .filter(
        (id) =>
          (window.before === undefined || id < window.before) && (window.after === undefined || id > window.after),
      )
      .slice(0, window.take);
  }

  it('returns the first page newest first with has_more when more rows exist', () => {
    const request = parsePageQuery({ limit: 3 });
    expect(buildPage(fetch(pageWindow(request)), request)).toEqual({ data: ['09', '08', '07'], has_more: true });
  });

  it('walks to older rows with starting_after and reports the end', () => {
    const request = parsePageQuery({ limit: 3, starting_after: '04' });
    expect(buildPage(fetch(pageWindow(request)), request)).toEqual({ data: ['03', '02', '01'], has_more: false });
  });

  it('walks back to newer rows with ending_before, still newest first', () => {
    const request = parsePageQuery({ limit: 3, ending_before: '04' });
    expect(buildPage(fetch(pageWindow(request)), request)).toEqual({ data: ['07', '06', '05'], has_more: true });
  });

  it('returns an empty page without has_more for an empty list', () => {
    const request = parsePageQuery({});
    expect(buildPage([], request)).toEqual({ data: [], has_more: false });
  });
});

describe('paginateList', () => {
  const topics = ['a', 'b', 'c', 'd', 'e'];
  const key = (topic: string) => topic;

  it('pages forward and backward through an in-memory list', () => {
    expect(paginateList(topics, parsePageQuery({ limit: 2 }), key)).toEqual({ data: ['a', 'b'], has_more: true });
    expect(paginateList(topics, parsePageQuery({ limit: 2, starting_after: 'b' }), key)).toEqual({
      data: ['c', 'd'],
      has_more: true,
    });
    expect(paginateList(topics, parsePageQuery({ limit: 2, starting_after: 'd' }), key)).toEqual({
      data: ['e'],
      has_more: false,
    });
    expect(paginateList(topics, parsePageQuery({ limit: 2, ending_before: 'c' }), key)).toEqual({
      data: ['a', 'b'],
      has_more: false,
    });
  });

  it('rejects a cursor that is not in the list', () => {
    expect(validationErrorOf(() => paginateList(topics, parsePageQuery({ starting_after: 'zz' }), key)).args).toEqual([
      'starting_after',
    ]);
  });
});

describe('keysetPageArgs', () => {
  const id = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a01';

  it('takes the filter as it is on the first page, newest first, one row more than the page', () => {
    expect(keysetPageArgs({ accountId: 'a' }, { limit: 10 })).toEqual({
      where: { accountId: 'a' },
      orderBy: { id: 'desc' },
      take: 11,
    });
  });

  it('bounds the id below starting_after and above ending_before, with the filter kept', () => {
    expect(keysetPageArgs({ accountId: 'a' }, { limit: 10, startingAfter: id }).where).toEqual({
      AND: [{ accountId: 'a' }, { id: { lt: id } }],
    });
    expect(keysetPageArgs({ accountId: 'a' }, { limit: 10, endingBefore: id })).toEqual({
      where: { AND: [{ accountId: 'a' }, { id: { gt: id } }] },
      orderBy: { id: 'asc' },
      take: 11,
    });
  });
});

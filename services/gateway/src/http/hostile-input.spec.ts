import { hostileInputProblem, MAX_BODY_DEPTH } from './hostile-input.js';

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) {
    value = level % 2 === 0 ? { a: value } : [value];
  }
  return value;
}

describe('hostileInputProblem', () => {
  it('lets ordinary requests through', () => {
    expect(
      hostileInputProblem({
        query: { limit: '25', expand: ['photos', 'x'] },
        params: { id: 'abc' },
        body: { firstName: 'Ada', tags: ['a', 'b'], nested: { deep: { deeper: 'line\nbreak\ttab' } } },
      }),
    ).toBeUndefined();
    expect(hostileInputProblem({ body: undefined })).toBeUndefined();
    expect(hostileInputProblem({ body: nested(MAX_BODY_DEPTH) })).toBeUndefined();
  });

  it('refuses a body nested deeper than the limit (a probe sent 10,000 levels)', () => {
    for (const depth of [MAX_BODY_DEPTH + 1, 10_000]) {
      expect(hostileInputProblem({ body: nested(depth) })?.toEnvelope()).toEqual({
        code: 'malformedRequest',
        message: `The request body is nested deeper than ${MAX_BODY_DEPTH} levels.`,
        args: [String(MAX_BODY_DEPTH)],
      });
    }
  });

  it('refuses a NUL character in body values and keys, path parameters and query values, naming the field', () => {
    expect(hostileInputProblem({ body: { email: 'a\u0000@b.com' } })?.toEnvelope().args).toEqual(['email']);
    expect(hostileInputProblem({ body: { address: { city: 'x\u0000' } } })?.toEnvelope().args).toEqual([
      'address.city',
    ]);
    expect(hostileInputProblem({ body: { list: ['ok', '\u0000'] } })?.toEnvelope().args).toEqual(['list[1]']);
    expect(hostileInputProblem({ body: { 'k\u0000': 1 } })?.toEnvelope().code).toBe('validationFailed');
    expect(hostileInputProblem({ params: { id: '\u0000' } })?.toEnvelope().args).toEqual(['id']);
    expect(hostileInputProblem({ query: { city: 'a\u0000' } })?.toEnvelope()).toEqual({
      code: 'validationFailed',
      message: 'city contains a NUL character (\\u0000), which is not allowed.',
      args: ['city'],
    });
    expect(hostileInputProblem({ query: { expand: ['photos', '\u0000'] } })?.toEnvelope().args).toEqual(['expand']);
  });

  it('refuses a repeated query parameter, except the repeatable ones', () => {
    expect(hostileInputProblem({ query: { status: ['a', 'b'] } })?.toEnvelope()).toEqual({
      code: 'validationFailed',
      message: 'Give the query parameter status once.',
      args: ['status'],
    });
    expect(hostileInputProblem({ query: { expand: ['photos', 'photos'] } })).toBeUndefined();
  });
});

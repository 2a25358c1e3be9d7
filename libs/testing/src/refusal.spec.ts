import { DomainError } from '@callsheet/kernel';
import { describeRefusal, refusalThrownBy } from './refusal.js';

class ShopException extends DomainError<'soldOut'> {}

const soldOut = () => {
  throw new ShopException('soldOut', 'Sold out', ['tickets']);
};

describe('refusalThrownBy', () => {
  it('returns the error a rule throws, of the kind asked', () => {
    expect(refusalThrownBy(soldOut)).toBeInstanceOf(ShopException);
    expect(refusalThrownBy(soldOut, ShopException).code).toBe('soldOut');
  });

  it('fails when the rule throws nothing, or another kind of error', () => {
    expect(() => refusalThrownBy(() => 'fine')).toThrow('expected the rule to refuse');
    expect(() =>
      refusalThrownBy(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
    expect(() => refusalThrownBy(soldOut, RangeError)).toThrow(ShopException);
  });
});

describe('describeRefusal', () => {
  it('gives the code, args and message of the refusal', () => {
    expect(describeRefusal(soldOut)).toEqual({ code: 'soldOut', args: ['tickets'], message: 'Sold out' });
  });
});

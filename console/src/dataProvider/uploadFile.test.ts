import { describe, expect, it } from 'vitest';
import { percentOf } from './uploadFile';

describe('upload progress', () => {
  it('is a whole percentage, 0 before the size is known and never over 100', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 4)).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';
import { changedFields } from './index';
import { CursorPages } from './cursorPages';

describe('cursor pages behind react-admin page numbers', () => {
  it('opens page n+1 after the last id of page n', () => {
    const pages = new CursorPages();
    expect(pages.cursorFor('talent', 1)).toBeUndefined();
    pages.remember('talent', 1, 'id-25');
    pages.remember('talent', 2, 'id-50');
    expect(pages.cursorFor('talent', 2)).toBe('id-25');
    expect(pages.cursorFor('talent', 3)).toBe('id-50');
  });

  it('does not know a page it never reached (a deep link starts over)', () => {
    const pages = new CursorPages();
    expect(pages.knows('talent', 4)).toBe(false);
    expect(pages.knows('talent', 1)).toBe(true);
  });

  it('keeps each list (resource and filter) apart', () => {
    const pages = new CursorPages();
    pages.remember('talent:{"q":"a"}', 1, 'a-25');
    expect(pages.cursorFor('talent:{"q":"b"}', 2)).toBeUndefined();
  });
});

describe('PATCH bodies', () => {
  it('send only the changed fields', () => {
    expect(changedFields({ a: 1, b: { c: 2 }, d: 3 }, { a: 1, b: { c: 2 }, d: 4 })).toEqual({ d: 3 });
  });
});

import { describe, expect, it } from 'vitest';
import { changedFields } from './index';
import { CURSOR_STORAGE_KEY, CursorPages } from './cursorPages';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

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

  it('keeps the cursors over a reload of the tab (session storage)', () => {
    const storage = memoryStorage();
    const before = new CursorPages(storage);
    before.remember('talent', 1, 'id-25');
    before.remember('talent', 2, 'id-50');
    const after = new CursorPages(storage);
    expect(after.knows('talent', 3)).toBe(true);
    expect(after.cursorFor('talent', 3)).toBe('id-50');
    after.forget('talent');
    expect(new CursorPages(storage).knows('talent', 2)).toBe(false);
  });

  it('drops what it cannot read rather than trusting it', () => {
    expect(new CursorPages(memoryStorage({ [CURSOR_STORAGE_KEY]: '{not json' })).knows('talent', 2)).toBe(false);
    const odd = JSON.stringify([
      [
        'talent',
        [
          ['2', 'id-25'],
          [3, 7],
        ],
      ],
      'junk',
    ]);
    const pages = new CursorPages(memoryStorage({ [CURSOR_STORAGE_KEY]: odd }));
    expect(pages.knows('talent', 2)).toBe(false);
    expect(pages.knows('talent', 3)).toBe(false);
  });

  it('forgets the least recently paged lists beyond fifty', () => {
    const pages = new CursorPages(memoryStorage());
    for (let list = 0; list < 51; list += 1) {
      pages.remember(`list-${list}`, 1, `id-${list}`);
    }
    expect(pages.knows('list-0', 2)).toBe(false);
    expect(pages.knows('list-1', 2)).toBe(true);
    expect(pages.knows('list-50', 2)).toBe(true);
  });
});

describe('PATCH bodies', () => {
  it('send only the changed fields', () => {
    expect(changedFields({ a: 1, b: { c: 2 }, d: 3 }, { a: 1, b: { c: 2 }, d: 4 })).toEqual({ d: 3 });
  });
});

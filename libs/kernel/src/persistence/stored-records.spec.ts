import { describe, expect, it, jest } from '@jest/globals';
import { uuid7 } from '../ids/uuid7.js';
import { findByUuid, withoutNulls } from './stored-records.js';

describe('withoutNulls', () => {
  it('reads null columns as undefined and keeps every other value as it is', () => {
    const createdAt = new Date('2026-01-02T03:04:05Z');
    expect(withoutNulls({ id: 'a', number: null, total: 0, paid: false, note: '', createdAt })).toEqual({
      id: 'a',
      number: undefined,
      total: 0,
      paid: false,
      note: '',
      createdAt,
    });
  });

  it('keeps every column, so a record spreads the whole row', () => {
    expect(Object.keys(withoutNulls({ a: null, b: 1 }))).toEqual(['a', 'b']);
  });
});

describe('findByUuid', () => {
  const toRecord = (row: { id: string }) => ({ ...row, mapped: true });

  it('maps the row found', async () => {
    const id = uuid7();
    expect(await findByUuid(id, (key) => Promise.resolve({ id: key }), toRecord)).toEqual({ id, mapped: true });
  });

  it('answers the row itself without a mapping', async () => {
    const id = uuid7();
    expect(await findByUuid(id, (key) => Promise.resolve({ id: key }))).toEqual({ id });
  });

  it('answers undefined when no row has the id', async () => {
    expect(await findByUuid(uuid7(), () => Promise.resolve(null), toRecord)).toBeUndefined();
  });

  it('finds nothing for an id that is no uuid, without asking the database', async () => {
    const find = jest.fn((id: string) => Promise.resolve({ id }));
    expect(await findByUuid('not-a-uuid', find, toRecord)).toBeUndefined();
    expect(find).not.toHaveBeenCalled();
  });
});

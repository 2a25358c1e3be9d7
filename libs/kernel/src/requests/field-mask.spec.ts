import { mergeMasked } from './field-mask.js';

describe('mergeMasked', () => {
  const stored: Record<string, string | undefined> = { name: 'Ada', website: 'https://ada.example.com', city: 'Paris' };

  it('takes the masked fields from the changes and keeps the others', () => {
    expect(mergeMasked(stored, { name: 'Grace' }, ['name'])).toEqual({ ...stored, name: 'Grace' });
  });

  it('clears a masked field the changes leave out (null in the request)', () => {
    expect(mergeMasked(stored, {}, ['website'])).toEqual({ name: 'Ada', website: undefined, city: 'Paris' });
  });

  it('clears a field that was never set without complaint', () => {
    expect(mergeMasked(stored, {}, ['description'])).toMatchObject(stored);
  });
});

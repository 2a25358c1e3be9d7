import { plainInput } from './plain-input.js';

describe('plainInput', () => {
  it('drops the type marks of nested messages and lists, keeping every field', () => {
    const message = {
      $typeName: 'x.Profile',
      name: 'Ada',
      license: { $typeName: 'x.License' },
      references: [{ $typeName: 'x.Reference', name: 'Alan' }],
      tags: ['a'],
    };
    expect(plainInput(message)).toEqual({ name: 'Ada', license: {}, references: [{ name: 'Alan' }], tags: ['a'] });
  });
});

import { describe, expect, it } from '@jest/globals';
import { catalogueEntries, catalogueFaults } from './catalogues.js';

describe('catalogueFaults', () => {
  it('finds none in catalogues of unique camelCase keys', () => {
    expect(catalogueFaults({ hairColors: ['black', 'darkBrown'], unions: ['sagAftra'] })).toEqual([]);
  });

  it('names each empty catalogue, repeated key and key that is not camelCase', () => {
    expect(catalogueFaults({ empty: [], colors: ['red', 'red', 'Dark-Brown'] })).toEqual([
      'empty is empty',
      'colors repeats red',
      'colors.Dark-Brown is not camelCase',
    ]);
  });
});

describe('catalogueEntries', () => {
  it('gives each catalogue its keys, as the reply holds them', () => {
    expect(catalogueEntries({ unions: ['sagAftra', 'equity'] })).toEqual({ unions: { keys: ['sagAftra', 'equity'] } });
  });
});

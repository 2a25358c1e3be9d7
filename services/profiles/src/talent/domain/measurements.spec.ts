import { displayWeight, feetAndInches, heightInCentimetres, weightInGrams } from './measurements.js';

describe('heightInCentimetres', () => {
  it('converts feet and inches to whole centimetres', () => {
    expect(heightInCentimetres('height', { feet: 5, inches: 9 })).toBe(175);
    expect(heightInCentimetres('height', { feet: 5, inches: 9.5 })).toBe(177);
  });

  it('is undefined when no height is given', () => {
    expect(heightInCentimetres('height', undefined)).toBeUndefined();
  });

  it.each([{ cm: 29 }, { cm: 276 }, { cm: '170' }, { feet: 5.5 }, { feet: 5, inches: -1 }, 'tall'])(
    'refuses %j',
    (height) => {
      expect(() => heightInCentimetres('height', height)).toThrow('Height must be from 30 to 275 cm');
    },
  );
});

describe('weightInGrams', () => {
  it('converts pounds and kilograms to whole grams', () => {
    expect(weightInGrams('weight', { lb: 10 })).toBe(4536);
    expect(weightInGrams('weight', { kg: 3.2 })).toBe(3200);
  });

  it.each([{ kg: 0.9 }, { kg: 651 }, { lb: Number.NaN }, {}])('refuses %j', (weight) => {
    expect(() => weightInGrams('weight', weight)).toThrow('Weight must be from 1 to 650 kg');
  });
});

describe('display helpers', () => {
  it('prints centimetres as feet and inches, rounded to the inch', () => {
    expect(feetAndInches(175)).toBe(`5'9"`);
    expect(feetAndInches(183)).toBe(`6'0"`);
  });

  it('shows weight in kilograms to one decimal and whole pounds', () => {
    expect(displayWeight(68039)).toEqual({ kg: 68, lb: 150 });
    expect(displayWeight(55550)).toEqual({ kg: 55.6, lb: 122 });
  });
});

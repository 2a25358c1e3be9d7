import { describeRefusal } from '@callsheet/testing';
import { ProductionsErrorCode } from '../productions.errors.js';
import { optionalPlace } from './place.rules.js';

describe('places', () => {
  it('upper-cases US and Canadian state codes', () => {
    expect(optionalPlace('at', { city: ' Austin ', state: 'tx', country: 'us' })).toEqual({
      city: 'Austin',
      state: 'TX',
      country: 'US',
    });
    expect(optionalPlace('at', { state: 'on', country: 'CA' })).toEqual({
      city: undefined,
      state: 'ON',
      country: 'CA',
    });
  });

  it('needs a state code in the US and Canada', () => {
    expect(describeRefusal(() => optionalPlace('at', { city: 'Austin', country: 'US' }))).toMatchObject({
      code: ProductionsErrorCode.Required,
      args: ['at.state'],
    });
    expect(describeRefusal(() => optionalPlace('at', { state: 'Texas', country: 'US' }))).toEqual({
      code: ProductionsErrorCode.InvalidChoice,
      args: ['at.state', 'Texas'],
      message: '"Texas" is not a valid choice',
    });
  });

  it('takes any region elsewhere, but always a country', () => {
    expect(optionalPlace('at', { city: 'Lyon', state: 'Rhône', country: 'fr' })).toEqual({
      city: 'Lyon',
      state: 'Rhône',
      country: 'FR',
    });
    expect(describeRefusal(() => optionalPlace('at', { city: 'Lyon' }))).toMatchObject({
      code: ProductionsErrorCode.Required,
      args: ['at.country'],
    });
  });

  it('needs a city when asked, and is undefined when blank', () => {
    expect(describeRefusal(() => optionalPlace('at', { country: 'FR' }, { cityRequired: true }))).toMatchObject({
      code: ProductionsErrorCode.Required,
      args: ['at.city'],
    });
    expect(optionalPlace('at', { city: ' ', country: '' })).toBeUndefined();
  });
});

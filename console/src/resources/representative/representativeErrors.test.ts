import { describe, expect, it } from 'vitest';
import { ApiError } from '../../dataProvider/apiError';
import { representativeErrorField, representativeFieldErrors } from './representativeErrors';

describe('a profiles refusal on the representative form', () => {
  it('lands on the input it names', () => {
    expect(representativeErrorField('licenseRequired', ['license.number', 'CA, US'])).toBe('license.number');
    expect(representativeErrorField('referencesRequired', ['references', '2'])).toBe('references');
    expect(representativeErrorField('atLeastOneSelected', ['representationType'])).toBe('representationTypes');
    expect(representativeErrorField('maxLength', ['100', 'company.name'])).toBe('company.name');
    expect(representativeErrorField('invalidChoice', ['services', 'x'])).toBe('agentServices');
    expect(representativeErrorField('profileNotFound', ['id'])).toBeUndefined();
  });

  it('puts a reference’s refusal on the form row it was typed in', () => {
    expect(representativeErrorField('invalidPhone', ['references.1.phone'], [0, 3])).toBe('references.3.phone');
  });

  it('gives react-admin the translated message', () => {
    const error = new ApiError('Enter a valid phone number.', 400, { code: 'invalidPhone', args: ['contact.phone'] });
    expect(representativeFieldErrors(error)).toEqual({ 'contact.phone': 'Enter a valid phone number.' });
    expect(representativeFieldErrors(new Error('network'))).toBeUndefined();
  });
});

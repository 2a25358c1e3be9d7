import { describeRefusal } from '@callsheet/testing';
import { ProductionsErrorCode } from '../../productions.errors.js';
import { aProjectInput } from '../../../test/builders/project.builders.js';
import { PROJECT_NAME_MAX_LENGTH, validateProject, type ProjectInput } from './project.rules.js';

const refusal = (overrides: Partial<ProjectInput>) => describeRefusal(() => validateProject(aProjectInput(overrides)));

describe('validateProject', () => {
  it('normalizes a complete project', () => {
    expect(validateProject(aProjectInput())).toEqual({
      name: 'Principal photography',
      description: 'Six weeks on location.',
      startDate: '2026-05-04',
      endDate: '2026-06-12',
      location: { city: 'Los Angeles', state: 'CA', country: 'US' },
    });
  });

  it('accepts a draft with only its name', () => {
    expect(validateProject({ name: 'Reshoots' })).toEqual({ name: 'Reshoots' });
  });

  it('requires the name and limits it', () => {
    expect(refusal({ name: '' })).toEqual({
      code: ProductionsErrorCode.Required,
      args: ['name'],
      message: 'This is a required field.',
    });
    expect(refusal({ name: 'x'.repeat(PROJECT_NAME_MAX_LENGTH + 1) })).toMatchObject({
      code: ProductionsErrorCode.MaxLength,
      args: [String(PROJECT_NAME_MAX_LENGTH), 'name'],
    });
  });

  it('refuses a start after the end', () => {
    expect(refusal({ startDate: '2026-06-13', endDate: '2026-06-12' })).toEqual({
      code: ProductionsErrorCode.InvalidRange,
      args: ['dates'],
      message: 'The start date must not be after the end date.',
    });
  });

  it('accepts a project that starts and ends the same day, or gives one date only', () => {
    expect(() => validateProject(aProjectInput({ startDate: '2026-06-12', endDate: '2026-06-12' }))).not.toThrow();
    expect(validateProject(aProjectInput({ startDate: undefined })).endDate).toBe('2026-06-12');
  });

  it('refuses a date that does not exist', () => {
    expect(refusal({ endDate: '2026-02-30' })).toEqual({
      code: ProductionsErrorCode.InvalidDate,
      args: ['endDate'],
      message: 'Expected a date as YYYY-MM-DD',
    });
  });

  it('checks the location as a place', () => {
    expect(refusal({ location: { city: 'Los Angeles', country: 'US' } })).toMatchObject({
      code: ProductionsErrorCode.Required,
      args: ['location.state'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../dataProvider/apiError';
import { emptyForm } from '../common/searchForm';
import { serverFieldError } from '../common/serverErrors';
import {
  TALENT_FIELDS,
  TALENT_WIRE_FIELDS,
  talentSearchBody,
  validateTalentForm,
  type TalentForm,
} from './talentSearch';

const form = (values: Partial<TalentForm>): TalentForm => ({ ...emptyForm(TALENT_FIELDS), ...values });

describe('the talent search form', () => {
  it('sends only the filters set, numbers as numbers, ranges with the ends given', () => {
    expect(
      talentSearchBody(
        form({
          text: '  mary smith ',
          playableAge: '30',
          unions: ['sagAftra', 'aea'],
          bodyTypes: ['mesomorph'],
          heightMin: '160',
          heightMax: '180.5',
          weightMax: '80',
          skills: ['fencing'],
          country: 'us',
          state: 'CA',
          city: ' Los Angeles ',
        }),
      ),
    ).toEqual({
      text: 'mary smith',
      playableAge: 30,
      unions: ['sagAftra', 'aea'],
      bodyTypes: ['mesomorph'],
      heightCm: { min: 160, max: 180.5 },
      weightKg: { max: 80 },
      skills: ['fencing'],
      country: 'US',
      state: 'CA',
      city: 'Los Angeles',
    });
  });

  it('sends an empty body for an empty form (every profile, newest first)', () => {
    expect(talentSearchBody(form({ text: '   ' }))).toEqual({});
  });

  it('accepts what the profiles service accepts', () => {
    expect(
      validateTalentForm(
        form({ playableAge: '0', heightMin: '150', heightMax: '150', weightMin: '0', weightMax: '700', country: 'CA' }),
      ),
    ).toEqual({});
  });

  it('refuses, on the field, what the service would refuse', () => {
    expect(
      validateTalentForm(
        form({
          text: 'x'.repeat(101),
          playableAge: '30.5',
          heightMin: '301',
          weightMin: '-1',
          country: 'USA',
          city: 'y'.repeat(61),
        }),
      ),
    ).toEqual({
      text: { message: 'search.validation.maxLength', args: { max: 100 } },
      playableAge: { message: 'search.validation.wholeNumber', args: { min: 0, max: 120 } },
      heightMin: { message: 'search.validation.number', args: { min: 0, max: 300 } },
      weightMin: { message: 'search.validation.number', args: { min: 0, max: 700 } },
      country: { message: 'search.validation.country' },
      city: { message: 'search.validation.maxLength', args: { max: 60 } },
    });
  });

  it('puts a range in the wrong order on its "to" field', () => {
    expect(validateTalentForm(form({ heightMin: '180', heightMax: '160' }))).toEqual({
      heightMax: { message: 'search.validation.minAboveMax' },
    });
    expect(validateTalentForm(form({ weightMin: '90', weightMax: '60' }))).toEqual({
      weightMax: { message: 'search.validation.minAboveMax' },
    });
  });

  it('puts the service’s refusals on the field they name', () => {
    const refused = (args: string[]) => new ApiError('refused', 400, { code: 'invalidValue', args });
    expect(serverFieldError(refused(['heightCm.min']), TALENT_WIRE_FIELDS)).toEqual({
      field: 'heightMin',
      message: 'refused',
    });
    expect(serverFieldError(refused(['unions', 'xyz']), TALENT_WIRE_FIELDS).field).toBe('unions');
    expect(serverFieldError(refused(['100', 'text']), TALENT_WIRE_FIELDS).field).toBe('text');
    expect(serverFieldError(refused(['constructor']), TALENT_WIRE_FIELDS).field).toBeUndefined();
    expect(serverFieldError(new ApiError('busy', 503, { code: 'overloaded' }), TALENT_WIRE_FIELDS)).toEqual({
      message: 'busy',
    });
  });
});

import { describeRefusal } from '@callsheet/testing';
import { ProductionsErrorCode } from '../../productions.errors.js';
import { aProductionInput } from '../../../test/builders/production.builders.js';
import { itLimitsLengths, itRefusesOutsideCatalogues, itRequires } from '../../../test/field-refusals.js';
import {
  COMPANY_NAME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  PERSONNEL_MAX_COUNT,
  PERSONNEL_ROLE_MAX_LENGTH,
  PRODUCTION_NAME_MAX_LENGTH,
  validateProduction,
  type ProductionInput,
} from './production.rules.js';

const refusal = (overrides: Partial<ProductionInput>) =>
  describeRefusal(() => validateProduction(aProductionInput(overrides)));

describe('validateProduction', () => {
  it('normalizes a complete production: the name trimmed, the website as a URL', () => {
    expect(validateProduction(aProductionInput())).toEqual({
      ...aProductionInput(),
      name: 'Harbor Lights',
      website: 'https://lighthouse.example.com/',
    });
  });

  it('accepts a draft with only its name, type and category', () => {
    expect(validateProduction({ name: 'Pilot', type: 'television', category: 'creativeTalent' })).toEqual({
      name: 'Pilot',
      type: 'television',
      subtype: undefined,
      category: 'creativeTalent',
      company: undefined,
      personnel: [],
      website: undefined,
      unionStatus: undefined,
      description: undefined,
    });
  });

  itRequires(refusal, ['name', 'type', 'category'], '  ');
  itLimitsLengths(refusal, { name: PRODUCTION_NAME_MAX_LENGTH, description: DESCRIPTION_MAX_LENGTH });
  itRefusesOutsideCatalogues(refusal, { type: 'podcast', category: 'catering', unionStatus: 'sagOnly' });

  it('refuses a subtype of another type', () => {
    expect(refusal({ type: 'print', subtype: 'feature' })).toEqual({
      code: ProductionsErrorCode.InvalidChoice,
      args: ['subtype', 'feature'],
      message: '"feature" is not a subtype of print',
    });
  });

  it('accepts a subtype shared by two types under either', () => {
    expect(validateProduction(aProductionInput({ type: 'television', subtype: 'documentary' })).subtype).toBe(
      'documentary',
    );
  });

  it('needs the company name once the company is started, and limits it', () => {
    expect(validateProduction(aProductionInput({ company: { name: ' ' } })).company).toBeUndefined();
    expect(refusal({ company: { name: 'x'.repeat(COMPANY_NAME_MAX_LENGTH + 1) } })).toMatchObject({
      code: ProductionsErrorCode.MaxLength,
      args: [String(COMPANY_NAME_MAX_LENGTH), 'company.name'],
    });
  });

  describe('personnel', () => {
    it('drops blank rows', () => {
      expect(validateProduction(aProductionInput({ personnel: [{ name: '', role: ' ' }, {}] })).personnel).toEqual([]);
    });

    it('needs the role of a started row', () => {
      expect(refusal({ personnel: [{ name: 'Ava DuVernay' }] })).toEqual({
        code: ProductionsErrorCode.Required,
        args: ['personnel.0.role'],
        message: 'This is a required field.',
      });
    });

    it('limits the role', () => {
      expect(refusal({ personnel: [{ name: 'A', role: 'x'.repeat(PERSONNEL_ROLE_MAX_LENGTH + 1) }] })).toMatchObject({
        code: ProductionsErrorCode.MaxLength,
        args: [String(PERSONNEL_ROLE_MAX_LENGTH), 'personnel.0.role'],
      });
    });

    it(`takes at most ${PERSONNEL_MAX_COUNT} people`, () => {
      const personnel = Array.from({ length: PERSONNEL_MAX_COUNT + 1 }, () => ({ name: 'A', role: 'Grip' }));
      expect(refusal({ personnel })).toEqual({
        code: ProductionsErrorCode.InvalidValue,
        args: ['personnel'],
        message: `Max ${PERSONNEL_MAX_COUNT} entries`,
      });
    });
  });

  it('refuses a website that is not https', () => {
    expect(refusal({ website: 'http://lighthouse.example.com' })).toEqual({
      code: ProductionsErrorCode.InvalidUrl,
      args: ['website'],
      message: 'Invalid URL.',
    });
  });

  it('reports the first broken rule in form order', () => {
    expect(refusal({ name: '', type: 'podcast' }).args).toEqual(['name']);
  });
});

import { ProductionsErrorCode } from '../../productions.errors.js';
import { describeRefusal } from '../../common/refusal.js';
import { aProductionInput } from './production.builders.js';
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
  it('normalizes a complete production', () => {
    expect(validateProduction(aProductionInput())).toEqual({
      name: 'Harbor Lights',
      type: 'film',
      subtype: 'feature',
      category: 'performingTalent',
      company: { name: 'Lighthouse Pictures' },
      personnel: [
        { name: 'Ava DuVernay', role: 'Director' },
        { name: 'Kathleen Kennedy', role: 'Producer' },
      ],
      website: 'https://lighthouse.example.com/',
      unionStatus: 'union',
      description: 'A coastal drama.',
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

  it.each(['name', 'type', 'category'] as const)('requires the %s', (field) => {
    expect(refusal({ [field]: '  ' })).toEqual({
      code: ProductionsErrorCode.Required,
      args: [field],
      message: 'This is a required field.',
    });
  });

  it.each([
    ['name', PRODUCTION_NAME_MAX_LENGTH],
    ['description', DESCRIPTION_MAX_LENGTH],
  ] as const)('limits the %s to %i characters', (field, limit) => {
    expect(refusal({ [field]: 'x'.repeat(limit + 1) })).toEqual({
      code: ProductionsErrorCode.MaxLength,
      args: [String(limit), field],
      message: `Max ${limit} characters`,
    });
  });

  it.each([
    ['type', 'podcast'],
    ['category', 'catering'],
    ['unionStatus', 'sagOnly'],
  ] as const)('refuses a %s outside the catalogue', (field, value) => {
    expect(refusal({ [field]: value })).toEqual({
      code: ProductionsErrorCode.InvalidChoice,
      args: [field, value],
      message: `"${value}" is not a valid choice`,
    });
  });

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

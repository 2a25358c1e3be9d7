import { describe, expect, it } from 'vitest';
import { newFormValues, toFormValues, type RepresentativeFormValues } from './representativeForm';
import {
  atLeastOneType,
  businessAddressPart,
  enoughReferences,
  httpsUrl,
  licensePartRequired,
  referencePart,
  requiredInGroup,
  usStateCode,
} from './representativeValidators';

const names = (id: string) => ({ 'US-CA': 'California', 'US-FL': 'Florida' })[id] ?? id;
const reference = { name: 'Pat Producer', email: 'pat@example.com', phone: '+1 323 555 0142' };

function form(overrides: Partial<RepresentativeFormValues>): Record<string, unknown> {
  return { ...newFormValues(), ...overrides };
}

const californiaAgent = form({
  representationTypes: ['talentAgent'],
  businessAddressDiffers: true,
  businessAddress: {
    line1: '1 Vine St',
    line2: '',
    city: 'Los Angeles',
    state: 'CA',
    postalCode: '90028',
    country: 'US',
  },
});

describe('the representative form’s rules', () => {
  it('refuses a California talent agent’s license without number, country or state, naming California', () => {
    const rule = licensePartRequired(names);
    expect(rule('', californiaAgent)).toEqual({
      message: 'resources.representative.validation.licenseRequired',
      args: { place: 'California' },
    });
    expect(rule('TA-1', californiaAgent)).toBeUndefined();
    expect(rule('', form({ ...californiaAgent, representationTypes: ['talentManager'] }))).toBeUndefined();
  });

  it('asks for the place’s number of complete references unless N/A', () => {
    const rule = enoughReferences(names);
    expect(rule(undefined, form({ references: [reference] }))).toEqual({
      message: 'resources.representative.validation.references',
      args: { count: 2 },
    });
    expect(rule(undefined, form({ references: [reference, reference] }))).toBeUndefined();
    const florida = form({
      references: [reference, reference],
      license: { ...toFormValues(undefined).license, country: 'US', state: 'FL' },
    });
    expect(rule(undefined, florida)).toEqual({
      message: 'resources.representative.validation.referencesIn',
      args: { count: 5, place: 'Florida' },
    });
    expect(rule(undefined, form({ references: [], referencesNotApplicable: true }))).toBeUndefined();
    expect(rule(undefined, form({ references: [{ name: 'N/A', email: '', phone: '' }] }))).toBeUndefined();
  });

  it('wants a started reference row complete, but not the N/A answer', () => {
    const values = form({
      references: [
        { name: 'Pat', email: '', phone: '' },
        { name: 'N/A', email: '', phone: '' },
      ],
    });
    expect(referencePart('', values, { finalSource: 'references.0.email' })).toBe('app.validation.required');
    expect(referencePart('', values, { finalSource: 'references.1.email' })).toBeUndefined();
    expect(referencePart('Pat', values, { finalSource: 'references.0.name' })).toBeUndefined();
  });

  it('asks at least one representation type', () => {
    expect(atLeastOneType([])).toBe('resources.representative.validation.atLeastOneType');
    expect(atLeastOneType(['talentAgent'])).toBeUndefined();
  });

  it('asks a group’s required part once another part is given', () => {
    const rule = requiredInGroup('company', ['aliasOrDba', 'kind', 'yearsInOperation']);
    expect(rule('', { company: { aliasOrDba: '', kind: '', yearsInOperation: 4 } })).toBe('app.validation.required');
    expect(rule('', { company: { aliasOrDba: '', kind: '', yearsInOperation: null } })).toBeUndefined();
  });

  it('checks the business address only when it differs, a US one with state and ZIP code', () => {
    expect(businessAddressPart('city')('', { businessAddressDiffers: false })).toBeUndefined();
    expect(businessAddressPart('city')('', californiaAgent)).toBe('app.validation.required');
    expect(businessAddressPart('postalCode')('9002', californiaAgent)).toBe('resources.representative.validation.zip');
    expect(usStateCode('businessAddress.country')('California', californiaAgent)).toBe(
      'resources.representative.validation.stateCode',
    );
  });

  it('takes https websites only', () => {
    expect(httpsUrl('http://agency.example.com')).toBe('resources.representative.validation.https');
    expect(httpsUrl('https://agency.example.com')).toBeUndefined();
  });
});

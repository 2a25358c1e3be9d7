import { describe, expect, it } from 'vitest';
import { emptyForm, formFromParams, paramsFromForm } from '../common/searchForm';
import {
  REPRESENTATIVE_FIELDS,
  representativeSearchBody,
  validateRepresentativeForm,
  type RepresentativeForm,
} from './representativeSearch';

const form = (values: Partial<RepresentativeForm>): RepresentativeForm => ({
  ...emptyForm(REPRESENTATIVE_FIELDS),
  ...values,
});

describe('the representative search form', () => {
  it('sends the filters set under the names SearchRepresentativeRequest gives them', () => {
    const shared = formFromParams(
      REPRESENTATIVE_FIELDS,
      new URLSearchParams(
        'q=north+star&types=talentAgent&locations=usaWest,usaEast&services=sagFranchisedAgent&talent=actors&country=us&city=Burbank',
      ),
    );
    expect(representativeSearchBody(shared)).toEqual({
      text: 'north star',
      representationTypes: ['talentAgent'],
      projectLocations: ['usaWest', 'usaEast'],
      services: ['sagFranchisedAgent'],
      talentTypes: ['actors'],
      country: 'US',
      city: 'Burbank',
    });
    expect(paramsFromForm(REPRESENTATIVE_FIELDS, shared).toString()).toBe(
      'q=north+star&types=talentAgent&locations=usaWest%2CusaEast&services=sagFranchisedAgent&talent=actors&country=us&city=Burbank',
    );
  });

  it('refuses text longer than the service takes and a country that is not a code', () => {
    expect(
      validateRepresentativeForm(form({ text: 'x'.repeat(101), country: 'Canada', state: 'z'.repeat(61) })),
    ).toEqual({
      text: { message: 'search.validation.maxLength', args: { max: 100 } },
      country: { message: 'search.validation.country' },
      state: { message: 'search.validation.maxLength', args: { max: 60 } },
    });
    expect(validateRepresentativeForm(form({ text: 'x'.repeat(100), country: 'ca' }))).toEqual({});
  });
});

import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/catalogues';
import { OPTION_LABELS } from '../../resources/talent/optionLabels';
import { JOB_FIELDS, JOB_FILTER_GROUPS } from '../job/jobSearch';
import { TALENT_FIELDS, TALENT_FILTER_GROUPS, talentOptionName } from '../talent/talentSearch';
import { activeFilters, emptyStateText, type DescribeContext } from './activeFilters';
import { emptyForm } from './searchForm';

type Locale = keyof typeof CATALOGUES;

function context(locale: Locale): DescribeContext {
  const i18n = polyglotI18nProvider(() => CATALOGUES[locale], locale);
  return {
    translate: (key, options) => i18n.translate(key, options),
    locale,
    // The talent page's naming, with the athletic skills of the catalogue (fencing among them; improv is a performance skill).
    optionName: talentOptionName(locale, Object.keys(OPTION_LABELS['en-US'].athleticSkills ?? {})),
  };
}

const TALENT_SUBJECT = { nothing: 'search.talent.nothing', noMatch: 'search.talent.noMatch' };

describe('the empty state of a search', () => {
  it('without a filter, says there is nothing to show yet', () => {
    const en = context('en-US');
    const active = activeFilters(TALENT_FILTER_GROUPS, emptyForm(TALENT_FIELDS), en);
    expect(active).toEqual([]);
    expect(emptyStateText(TALENT_SUBJECT, active, en)).toEqual({ title: 'No talent profiles to show yet.' });
  });

  it('names each filter applied and its value, in the form order, so the member knows what to widen', () => {
    const en = context('en-US');
    const values = {
      ...emptyForm(TALENT_FIELDS),
      city: 'Atlanta',
      text: 'mary',
      unions: ['sagAftra', 'aea'],
      heightMin: '160',
      heightMax: '180',
      skills: ['fencing', 'improv'],
      country: 'US',
    };
    expect(emptyStateText(TALENT_SUBJECT, activeFilters(TALENT_FILTER_GROUPS, values, en), en)).toEqual({
      title: 'No talent profile matches this search.',
      advice:
        'Widen the search: remove or change one of these filters: Text (“mary”), Unions (SAG-AFTRA or AEA), ' +
        'Height (160 cm to 180 cm), Skills (Fencing and Improv), Country (United States), City (Atlanta).',
    });
  });

  it('words one filter, and open ranges, on their own', () => {
    const en = context('en-US');
    const only = (values: Record<string, string>) =>
      emptyStateText(
        TALENT_SUBJECT,
        activeFilters(TALENT_FILTER_GROUPS, { ...emptyForm(TALENT_FIELDS), ...values }, en),
        en,
      ).advice;
    expect(only({ weightMin: '70' })).toBe('Widen the search: remove or change this filter: Weight (70 kg or more).');
    expect(only({ heightMax: '150' })).toBe('Widen the search: remove or change this filter: Height (up to 150 cm).');
    expect(only({ playableAge: '30' })).toBe(
      'Widen the search: remove or change this filter: Playable age (30 years old).',
    );
  });

  it('is worded in the member’s language, values included', () => {
    const values = { ...emptyForm(TALENT_FIELDS), unions: ['nonUnion'], heightMin: '160', heightMax: '180' };
    const fr = context('fr-QC');
    expect(emptyStateText(TALENT_SUBJECT, activeFilters(TALENT_FILTER_GROUPS, values, fr), fr)).toEqual({
      title: 'Aucun profil de talent ne correspond à cette recherche.',
      advice:
        'Élargissez la recherche : retirez ou modifiez l’un de ces filtres : Syndicats (Non syndiqué), ' +
        'Taille (de 160 cm à 180 cm).',
    });
    const es = context('es-ES');
    expect(emptyStateText(TALENT_SUBJECT, activeFilters(TALENT_FILTER_GROUPS, values, es), es).advice).toBe(
      'Amplíe la búsqueda: quite o cambie uno de estos filtros: Sindicatos (Sin sindicato), Estatura (de 160 cm a 180 cm).',
    );
  });

  it('names a job search’s pay in dollars and its dates in the member’s format', () => {
    const en = context('en-US');
    const values = {
      ...emptyForm(JOB_FIELDS),
      paying: 'yes',
      payMin: '400',
      dateFrom: '2027-03-01',
      dateTo: '2027-03-31',
      hiring: 'yes',
    };
    expect(activeFilters(JOB_FILTER_GROUPS, values, en).map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Pay: Paid jobs',
      'Pay range: $400.00 or more',
      'Key dates: 03/01/2027 to 03/31/2027',
      'Hiring: Only productions that are hiring',
    ]);
    const fr = context('fr-QC');
    // Intl spaces the amount with no-break spaces.
    expect(activeFilters(JOB_FILTER_GROUPS, values, fr)[1]?.value.replace(/\s/gu, ' ')).toBe('400,00 $ US ou plus');
  });
});

import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  registerErrorMessages,
  registerResourceMessages,
  resourcePhrase,
  withResourceMessages,
} from './resourceMessages';

describe('texts that load with their screens', () => {
  registerResourceMessages({
    'en-US': {
      sample: { title: 'Prospects: %{title}', count: '%{smart_count} applicant |||| %{smart_count} applicants' },
    },
    'fr-QC': {
      sample: { title: 'Candidats : %{title}', count: '%{smart_count} candidat |||| %{smart_count} candidats' },
    },
    'es-ES': {
      sample: { title: 'Candidatos: %{title}', count: '%{smart_count} candidato |||| %{smart_count} candidatos' },
    },
  });

  it('are found under resources.<name> in each catalogue, en-CA and fr-CA reading en-US and fr-QC', () => {
    expect(resourcePhrase('en-CA', 'resources.sample.title')).toBe('Prospects: %{title}');
    expect(resourcePhrase('fr-CA', 'resources.sample.title')).toBe('Candidats : %{title}');
    expect(resourcePhrase('es-ES', 'resources.sample.missing')).toBeUndefined();
  });

  it('translate through the provider with polyglot’s interpolation and plurals, in the current locale', async () => {
    const catalogues: Record<string, Record<string, unknown>> = {
      'en-US': { app: { name: 'Callsheet' } },
      'fr-QC': { app: { name: 'Callsheet (fr)' } },
    };
    const provider = withResourceMessages(
      polyglotI18nProvider((locale) => (catalogues[locale] ?? {}) as TranslationMessages, 'en-US', [], {
        allowMissing: true,
      }),
    );
    expect(provider.translate('resources.sample.title', { title: 'Harbor master' })).toBe('Prospects: Harbor master');
    expect(provider.translate('resources.sample.count', { smart_count: 2 })).toBe('2 applicants');
    // A default given by the caller (react-admin gives one for labels) does not hide the registered text.
    expect(provider.translate('resources.sample.title', { title: 'X', _: 'fallback' })).toBe('Prospects: X');
    expect(provider.translate('app.name')).toBe('Callsheet');
    expect(provider.translate('resources.unknown', { _: 'fallback' })).toBe('fallback');
    await provider.changeLocale('fr-QC');
    expect(provider.getLocale()).toBe('fr-QC');
    expect(provider.translate('resources.sample.title', { title: 'Gardien' })).toBe('Candidats : Gardien');
    expect(provider.translate('resources.sample.count', { smart_count: 1 })).toBe('1 candidat');
    expect(provider.translate('app.name')).toBe('Callsheet (fr)');
  });

  it('take error texts under errors.<code> for the codes only those screens meet', () => {
    registerErrorMessages({
      'en-US': { sampleCode: 'No queue %{0}' },
      'fr-QC': { sampleCode: 'Aucune file %{0}' },
      'es-ES': { sampleCode: 'Ninguna cola %{0}' },
    });
    expect(resourcePhrase('en-US', 'errors.sampleCode')).toBe('No queue %{0}');
    expect(resourcePhrase('fr-CA', 'errors.sampleCode')).toBe('Aucune file %{0}');
    expect(resourcePhrase('es-ES', 'resources.sampleCode')).toBeUndefined();
  });
});

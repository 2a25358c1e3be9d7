import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { setErrorTranslator } from '../dataProvider/httpClient';
import { englishCatalogue } from './en';
import { catalogueLocale, DEFAULT_LOCALE, LANGUAGE_NAMES } from './locales';
import { resourcePhrase, withResourceMessages } from './resourceMessages';

type Catalogue = typeof englishCatalogue;
type CatalogueLocale = ReturnType<typeof catalogueLocale>;

/**
 * en-US is in the entry chunk (the reference and the fallback); French and Spanish are chunks of
 * their own, loaded before the first render when chosen, or when the member switches language.
 * Resources whose screens are all lazily loaded bring their own texts (resourceMessages.ts).
 */
const loaders: Record<Exclude<CatalogueLocale, 'en-US'>, () => Promise<Catalogue>> = {
  'fr-QC': () => import('./fr').then((module) => module.frenchCatalogue),
  'es-ES': () => import('./es').then((module) => module.spanishCatalogue as Catalogue),
};
const loaded: Partial<Record<CatalogueLocale, Catalogue>> = { 'en-US': englishCatalogue };

export async function loadCatalogue(locale: string): Promise<Catalogue> {
  const key = catalogueLocale(locale);
  if (key === 'en-US') {
    return englishCatalogue;
  }
  loaded[key] ??= await loaders[key]();
  return loaded[key];
}

/** Looks a dotted key up in a catalogue. */
export function hasKey(catalogue: unknown, key: string): boolean {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) {
      return false;
    }
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/**
 * ra-i18n-polyglot over the three catalogues; the languages offered are those of /public/config. The
 * initial locale's catalogue must be loaded first (loadCatalogue): polyglot reads it synchronously. The
 * data provider's errors are translated through the same provider, in the current language.
 */
export function createI18nProvider(languages: string[], initial: string): I18nProvider {
  const provider = withResourceMessages(
    polyglotI18nProvider(
      (locale) => loaded[catalogueLocale(locale)] ?? loadCatalogue(locale),
      initial || DEFAULT_LOCALE,
      languages.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] ?? locale })),
      { allowMissing: true },
    ),
  );
  setErrorTranslator(
    (key, options) => provider.translate(key, options),
    (key) =>
      resourcePhrase(provider.getLocale(), key) !== undefined ||
      hasKey(loaded[catalogueLocale(provider.getLocale())] ?? englishCatalogue, key),
  );
  return {
    ...provider,
    // The page's language follows a switch from the top bar too (main.tsx sets the first one): screen
    // readers read the texts in their language.
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      if (typeof document !== 'undefined') {
        document.documentElement.lang = locale;
      }
    },
  };
}

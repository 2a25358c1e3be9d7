/** The interface languages (spec section 9) and their names, each in its own language. */
export const LANGUAGE_NAMES: Record<string, string> = {
  'en-US': 'English',
  'fr-QC': 'Français',
  'es-ES': 'Español',
};

/** The locale when nothing is chosen (spec section 9); its messages are en-US's. */
export const DEFAULT_LOCALE = 'en-CA';

/**
 * The catalogue of a locale: en-CA falls back to en-US, fr-CA is served fr-QC, any other French or
 * Spanish to fr-QC or es-ES, anything else to en-US.
 */
export function catalogueLocale(locale: string): 'en-US' | 'fr-QC' | 'es-ES' {
  const lower = locale.toLowerCase();
  if (lower.startsWith('fr')) {
    return 'fr-QC';
  }
  if (lower.startsWith('es')) {
    return 'es-ES';
  }
  return 'en-US';
}

/** The locale Intl formats with: fr-QC is not a region Intl knows, so French of Canada. */
export function intlLocale(locale: string): string {
  return locale === 'fr-QC' ? 'fr-CA' : locale;
}

/** The locale to start with: ?lang=, the stored choice, the browser's language, else en-CA. */
export function initialLocale(
  languages: string[],
  stored: string | undefined,
  search: string,
  browser: string[],
): string {
  const requested = new URLSearchParams(search).get('lang');
  for (const candidate of [requested, stored]) {
    if (candidate && (languages.includes(candidate) || candidate === DEFAULT_LOCALE)) {
      return candidate;
    }
    if (candidate?.toLowerCase() === 'fr-ca' && languages.includes('fr-QC')) {
      return 'fr-QC';
    }
  }
  for (const language of browser) {
    if (languages.includes(language)) {
      return language;
    }
    const mapped = catalogueLocale(language);
    if (mapped !== 'en-US' && languages.includes(mapped)) {
      return mapped;
    }
  }
  return DEFAULT_LOCALE;
}

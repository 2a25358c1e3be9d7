import type { I18nProvider } from 'react-admin';
import { catalogueLocale } from './locales';

/**
 * Messages that load with their screens instead of the entry chunk: a resource whose screens are all
 * lazily loaded registers its `resources.<name>.*` texts in the three languages from its own chunk
 * (registerResourceMessages, a side effect of importing its registerMessages module), so that /login
 * does not carry them (its 300 kB budget). The i18n provider looks a key up here first; keys and
 * interpolation are react-admin's as anywhere else, and i18n.test.ts checks these catalogues like the
 * others (i18n/catalogues.ts merges them in).
 */
export type ResourceLocale = 'en-US' | 'fr-QC' | 'es-ES';
export type ResourceMessages = Record<ResourceLocale, Record<string, unknown>>;

const phrases: Record<ResourceLocale, Map<string, string>> = {
  'en-US': new Map(),
  'fr-QC': new Map(),
  'es-ES': new Map(),
};

function flatten(messages: Record<string, unknown>, prefix: string, into: Map<string, string>): void {
  for (const [key, value] of Object.entries(messages)) {
    const path = `${prefix}.${key}`;
    if (typeof value === 'string') {
      into.set(path, value);
    } else if (typeof value === 'object' && value !== null) {
      flatten(value as Record<string, unknown>, path, into);
    }
  }
}

/** Adds a resource's messages (the objects spread under `resources` elsewhere: `{ application: {...} }`). */
export function registerResourceMessages(messages: ResourceMessages): void {
  for (const locale of Object.keys(phrases) as ResourceLocale[]) {
    flatten(messages[locale], 'resources', phrases[locale]);
  }
}

/**
 * Adds error texts (`errors.<code>`, as the data provider looks them up) that only lazily loaded
 * screens meet: the codes of routes that only those screens call (the operators' /ops routes).
 */
export function registerErrorMessages(messages: ResourceMessages): void {
  for (const locale of Object.keys(phrases) as ResourceLocale[]) {
    flatten(messages[locale], 'errors', phrases[locale]);
  }
}

/** A registered text of the locale's catalogue (en-CA and fr-CA read en-US and fr-QC), if any. */
export function resourcePhrase(locale: string, key: string): string | undefined {
  return phrases[catalogueLocale(locale)].get(key);
}

/**
 * The provider with the registered texts first: given as the translation's default, so that
 * interpolation and plurals stay polyglot's (in the current locale's rules).
 */
export function withResourceMessages(provider: I18nProvider): I18nProvider {
  return {
    ...provider,
    translate: (key: string, options: Record<string, unknown> = {}) => {
      const phrase = resourcePhrase(provider.getLocale(), key);
      return phrase === undefined
        ? provider.translate(key, options)
        : provider.translate(key, { ...options, _: phrase });
    },
  };
}

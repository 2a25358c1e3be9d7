import { catalogueLocale, intlLocale } from '../../i18n/locales';
import { OPTION_LABELS } from './optionLabels';

export interface Choice {
  id: string;
  name: string;
}

/** Names a key of a catalogue in a locale: the label table, Intl for languages, else the key itself. */
export function optionLabel(locale: string, catalogue: string, key: string): string {
  if (catalogue === 'languages') {
    return displayName(locale, 'language', key);
  }
  return OPTION_LABELS[catalogueLocale(locale)][catalogue]?.[key] ?? key;
}

/**
 * One Intl.DisplayNames per locale and type: building one costs far more than naming a code with it,
 * and a page of 25 search results names a country on each row.
 */
const displayNames = new Map<string, Intl.DisplayNames>();

/** A country or language name in the member's language (Intl.DisplayNames), the code when unknown. */
export function displayName(locale: string, type: 'language' | 'region', code: string): string {
  try {
    const key = `${intlLocale(locale)}|${type}`;
    let names = displayNames.get(key);
    if (!names) {
      names = new Intl.DisplayNames([intlLocale(locale)], { type });
      displayNames.set(key, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Codes that Intl names but that are not countries (EU, UN, pseudo-regions). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

/** Every ISO 3166-1 alpha-2 code Intl knows, named in the locale, sorted by name. */
export function countryChoices(locale: string): Choice[] {
  const names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const choices: Choice[] = [];
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name && name !== code) {
        choices.push({ id: code, name });
      }
    }
  }
  return choices.sort((a, b) => a.name.localeCompare(b.name, intlLocale(locale)));
}

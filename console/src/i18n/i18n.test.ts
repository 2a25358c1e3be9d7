import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues';
import { hasKey } from './index';
import { catalogueLocale, initialLocale } from './locales';

type Catalogue = Record<string, unknown>;

function leaves(catalogue: unknown, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue as Catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      leaves(value, path).forEach((text, leaf) => result.set(leaf, text));
    } else {
      result.set(path, String(value));
    }
  }
  return result;
}

/** Texts that are the same in every language on purpose (names, placeholders, cognates). */
const SAME_EVERYWHERE = new Set([
  'app.name',
  'ra.boolean.null',
  'ra.page.list',
  'ra.page.edit',
  'ra.page.show',
  'ra.navigation.page_range_info',
  'ra.navigation.partial_page_range_info',
  'ra.configurable.inspector.title',
  'errors.error',
  'errors.maxLength',
]);
/** Words that happen to be spelled the same in English and the language. */
const COGNATES: Record<string, string[]> = {
  'fr-QC': [
    'Invitation',
    'Production',
    'Talent',
    'Coupons',
    'Notifications',
    'Actions',
    'Page',
    'Type',
    'Options',
    'Partitions',
    'Message',
    'Service',
  ],
  'es-ES': ['No', 'Error'],
};

const english = leaves(CATALOGUES['en-US']);

describe('the locale catalogues', () => {
  for (const locale of ['fr-QC', 'es-ES'] as const) {
    const translated = leaves(CATALOGUES[locale]);

    it(`${locale} has every key of en-US and no other`, () => {
      expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
      expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it(`${locale} translates every text (no copy of the English one where a translation is expected)`, () => {
      const untranslated = [...english.entries()]
        .filter(([key, text]) => translated.get(key) === text)
        .filter(
          ([key, text]) =>
            !SAME_EVERYWHERE.has(key) && !(COGNATES[locale] ?? []).includes(text.replace(/%\{\w+\}/g, '').trim()),
        )
        .filter(([, text]) => /[A-Za-z]{3,}/.test(text.replace(/%\{\w+\}/g, '')))
        .map(([key, text]) => `${key}: ${text}`);
      expect(untranslated).toEqual([]);
    });

    // Ours only: react-admin's French package words some plurals without the count, on purpose.
    it(`${locale} keeps the interpolation variables of each of the console's texts`, () => {
      const variables = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();
      const mismatched = [...english.entries()]
        .filter(([key]) => !key.startsWith('ra.'))
        .filter(
          ([key, text]) => JSON.stringify(variables(text)) !== JSON.stringify(variables(translated.get(key) ?? '')),
        )
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });
  }

  it('translates every error code of the API (proto/src/*-error-code.ts and libs/kernel/src/errors)', () => {
    const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
    const sources = [
      ...readdirSync(join(repo, 'proto', 'src'))
        .filter((file) => file.endsWith('-error-code.ts'))
        .map((file) => join(repo, 'proto', 'src', file)),
      ...readdirSync(join(repo, 'libs', 'kernel', 'src', 'errors')).map((file) =>
        join(repo, 'libs', 'kernel', 'src', 'errors', file),
      ),
    ];
    const codes = new Set(
      sources.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^\s+[A-Z]\w* = '(\w+)'/gm)].map((match) => match[1] ?? ''),
      ),
    );
    expect(codes.size).toBeGreaterThan(50);
    const missing = [...codes].filter((code) => !hasKey(CATALOGUES['en-US'], `errors.${code}`));
    expect(missing).toEqual([]);
  });
});

describe('the locale of a visit', () => {
  const languages = ['en-US', 'fr-QC', 'es-ES'];

  it('serves fr-QC for fr-CA and en-US for en-CA', () => {
    expect(catalogueLocale('fr-CA')).toBe('fr-QC');
    expect(catalogueLocale('en-CA')).toBe('en-US');
    expect(catalogueLocale('es-ES')).toBe('es-ES');
  });

  it('prefers ?lang=, then the stored choice, then the browser, else en-CA', () => {
    expect(initialLocale(languages, 'es-ES', '?lang=fr-QC', ['en-US'])).toBe('fr-QC');
    expect(initialLocale(languages, 'es-ES', '', ['en-US'])).toBe('es-ES');
    expect(initialLocale(languages, undefined, '', ['fr-CA'])).toBe('fr-QC');
    expect(initialLocale(languages, undefined, '', ['de-DE'])).toBe('en-CA');
  });
});

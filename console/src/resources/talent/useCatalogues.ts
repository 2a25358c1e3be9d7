import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { apiFetch } from '../../dataProvider/httpClient';
import { intlLocale } from '../../i18n/locales';
import { countryChoices, optionLabel, type Choice } from './optionNames';

/** GET /public/catalogues: every profile option list, name → stable keys (spec section 3). */
export type Catalogues = Record<string, string[]>;
export type { Choice };

/** The option lists, fetched once per session (they change with a release, not with a member's action). */
export function useCatalogues() {
  return useQuery({
    queryKey: ['public', 'catalogues'],
    queryFn: async ({ signal }) => (await apiFetch<Catalogues>('/public/catalogues', { anonymous: true, signal })).json,
    staleTime: Infinity,
  });
}

/** The choices of one catalogue in the member's language (catalogue order, languages by name). */
export function useChoices(catalogue: string): Choice[] {
  const { data } = useCatalogues();
  const [locale] = useLocaleState();
  return useMemo(() => {
    const choices = (data?.[catalogue] ?? []).map((key) => ({ id: key, name: optionLabel(locale, catalogue, key) }));
    return catalogue === 'languages'
      ? choices.sort((a, b) => a.name.localeCompare(b.name, intlLocale(locale)))
      : choices;
  }, [data, catalogue, locale]);
}

export function useCountryChoices(): Choice[] {
  const [locale] = useLocaleState();
  return useMemo(() => countryChoices(locale), [locale]);
}

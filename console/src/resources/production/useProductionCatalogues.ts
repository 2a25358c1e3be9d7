import { useEffect, useState } from 'react';
import { apiFetch } from '../../dataProvider/httpClient';

/** The production, project and job option lists: GET /public/catalogues/productions (name → keys). */
export type ProductionCatalogues = Record<string, string[]>;

let cached: Promise<ProductionCatalogues> | undefined;

export function loadProductionCatalogues(): Promise<ProductionCatalogues> {
  cached ??= apiFetch<ProductionCatalogues>('/public/catalogues/productions', { anonymous: true }).then(
    (response) => response.json,
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}

/** The option lists, once loaded (one request per visit); undefined meanwhile, the error if it failed. */
export function useProductionCatalogues(): { catalogues?: ProductionCatalogues; error?: Error } {
  const [state, setState] = useState<{ catalogues?: ProductionCatalogues; error?: Error }>({});
  useEffect(() => {
    let live = true;
    loadProductionCatalogues().then(
      (catalogues) => live && setState({ catalogues }),
      (error: unknown) => live && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** A catalogue as react-admin choices, labelled by the messages' translation of each key. */
export function choicesOf(catalogues: ProductionCatalogues | undefined, name: string, labelPrefix: string) {
  return (catalogues?.[name] ?? []).map((key) => ({ id: key, name: `${labelPrefix}.${name}.${key}` }));
}

/**
 * A service's catalogues by name, as it serves them (ListCatalogues): each a list of keys the console
 * translates (catalogue.<name>.<key>).
 */
export type Catalogues = Readonly<Record<string, readonly string[]>>;

/** Catalogue keys are translation keys: camelCase. */
export const CATALOGUE_KEY = /^[a-z][a-zA-Z0-9]*$/;

/** What is wrong with catalogues, one line a fault: an empty catalogue, a key repeated, a key not camelCase. */
export function catalogueFaults(catalogues: Catalogues): string[] {
  return Object.entries(catalogues).flatMap(([name, keys]) => [
    ...(keys.length === 0 ? [`${name} is empty`] : []),
    ...keys.filter((key, index) => keys.indexOf(key) !== index).map((key) => `${name} repeats ${key}`),
    ...keys.filter((key) => !CATALOGUE_KEY.test(key)).map((key) => `${name}.${key} is not camelCase`),
  ]);
}

/** The catalogues as the ListCatalogues reply holds them: each name's keys. */
export function catalogueEntries(catalogues: Catalogues): Record<string, { keys: string[] }> {
  return Object.fromEntries(Object.entries(catalogues).map(([name, keys]) => [name, { keys: [...keys] }]));
}

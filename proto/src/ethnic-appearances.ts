/*
 * The ethnic appearances a talent profile declares and a role may ask for (spec section 3): one list for
 * profiles and productions, so that a casting search matches the keys talent chose. Catalogue keys,
 * translated by the console (catalogue.ethnicAppearances.<key>, catalogue.ethnicities.<key>).
 */
export const ETHNIC_APPEARANCES = [
  'african',
  'africanAmerican',
  'caribbean',
  'eastAsian',
  'southAsian',
  'southeastAsian',
  'hispanicLatinx',
  'middleEastern',
  'northAfrican',
  'nativeAmerican',
  'pacificIslander',
  'whiteEuropean',
  'easternEuropean',
  'mediterranean',
  'multiracial',
  'ethnicallyAmbiguous',
] as const;
export type EthnicAppearance = (typeof ETHNIC_APPEARANCES)[number];

import { englishCatalogue } from './en';
import { spanishCatalogue } from './es';
import { frenchCatalogue } from './fr';

/** Every catalogue at once, for the tests that compare them (the console loads them one by one). */
export const CATALOGUES = {
  'en-US': englishCatalogue,
  'fr-QC': frenchCatalogue,
  'es-ES': spanishCatalogue,
} as const;

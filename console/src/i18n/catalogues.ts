import * as opsErrorMessages from '../ops/errorMessages';
import * as opsMessages from '../ops/messages';
import * as applicationMessages from '../resources/application/messages';
import * as invoiceMessages from '../resources/invoice/messages';
import * as prospectMessages from '../resources/prospect/messages';
import * as licenseDocumentMessages from '../resources/representative/licenseDocumentMessages';
import * as transferMessages from '../resources/transfer/messages';
import { englishCatalogue } from './en';
import { spanishCatalogue } from './es';
import { frenchCatalogue } from './fr';

/** The resources whose texts load with their screens (resourceMessages.ts), merged in for the comparisons. */
const SCREEN_MESSAGES = [
  applicationMessages,
  prospectMessages,
  licenseDocumentMessages,
  opsMessages,
  invoiceMessages,
  transferMessages,
];

/** The error texts of the codes only lazily loaded screens meet (registerErrorMessages). */
const SCREEN_ERRORS = [opsErrorMessages];

function withScreenMessages<T extends { resources: object; errors: object }>(
  catalogue: T,
  language: 'en' | 'fr' | 'es',
): T {
  const screens: object[] = SCREEN_MESSAGES.map((messages) => messages[language]);
  const resources = screens.reduce<object>((all, screen) => ({ ...all, ...screen }), catalogue.resources);
  const errors = SCREEN_ERRORS.reduce<object>((all, screen) => ({ ...all, ...screen[language] }), catalogue.errors);
  return { ...catalogue, resources, errors };
}

/** Every catalogue at once, for the tests that compare them (the console loads them one by one). */
export const CATALOGUES = {
  'en-US': withScreenMessages(englishCatalogue, 'en'),
  'fr-QC': withScreenMessages(frenchCatalogue, 'fr'),
  'es-ES': withScreenMessages(spanishCatalogue, 'es'),
} as const;

// The operators' pages' texts and their routes' error texts load with them, not with /login
// (i18n/resourceMessages.ts).
import { registerErrorMessages, registerResourceMessages } from '../i18n/resourceMessages';
import * as errors from './errorMessages';
import { en, es, fr } from './messages';

registerResourceMessages({ 'en-US': en, 'fr-QC': fr, 'es-ES': es });
registerErrorMessages({ 'en-US': errors.en, 'fr-QC': errors.fr, 'es-ES': errors.es });

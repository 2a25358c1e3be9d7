// The license document's texts load with the representative screens, not with /login (i18n/resourceMessages.ts).
import { registerResourceMessages } from '../../i18n/resourceMessages';
import { en, es, fr } from './licenseDocumentMessages';

registerResourceMessages({ 'en-US': en, 'fr-QC': fr, 'es-ES': es });

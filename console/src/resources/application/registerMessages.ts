// The applications screens' texts load with them, not with /login (i18n/resourceMessages.ts).
import { registerResourceMessages } from '../../i18n/resourceMessages';
import { en, es, fr } from './messages';

registerResourceMessages({ 'en-US': en, 'fr-QC': fr, 'es-ES': es });

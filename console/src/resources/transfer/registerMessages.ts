// The transfers screen's texts load with it, not with /login (i18n/resourceMessages.ts); it names the
// transfers' destinations as the invoice screens do (resources.invoice).
import { registerResourceMessages } from '../../i18n/resourceMessages';
import { en, es, fr } from './messages';
import * as invoiceMessages from '../invoice/messages';

registerResourceMessages({ 'en-US': en, 'fr-QC': fr, 'es-ES': es });
registerResourceMessages({ 'en-US': invoiceMessages.en, 'fr-QC': invoiceMessages.fr, 'es-ES': invoiceMessages.es });

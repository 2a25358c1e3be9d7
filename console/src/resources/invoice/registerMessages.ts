// The invoice screens' texts load with them, not with /login (i18n/resourceMessages.ts); they show the
// transfers' statuses (resources.transfer) too.
import '../transfer/registerMessages';
import { registerResourceMessages } from '../../i18n/resourceMessages';
import { en, es, fr } from './messages';

registerResourceMessages({ 'en-US': en, 'fr-QC': fr, 'es-ES': es });

// The prospects page's texts load with it, not with /login (i18n/resourceMessages.ts); it shows the
// applications' statuses and memos too.
import '../application/registerMessages';
import { registerResourceMessages } from '../../i18n/resourceMessages';
import { en, es, fr } from './messages';

registerResourceMessages({ 'en-US': en, 'fr-QC': fr, 'es-ES': es });

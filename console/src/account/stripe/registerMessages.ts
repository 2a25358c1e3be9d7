// The account settings' Stripe texts load with the settings page, not with /login (i18n/resourceMessages.ts).
import { registerResourceMessages } from '../../i18n/resourceMessages';
import { en, es, fr } from './messages';

registerResourceMessages({ 'en-US': en, 'fr-QC': fr, 'es-ES': es });

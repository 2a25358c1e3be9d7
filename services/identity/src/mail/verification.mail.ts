import { localizedMail, type LocalizedTemplates } from './localized-mail.js';
import type { Mail } from './mailer.js';

const templates: LocalizedTemplates = {
  'en-US': {
    subject: 'Confirm your email address',
    body: (name, link) =>
      `Hello ${name},\n\nConfirm your email address to finish signing up to Callsheet:\n${link}\n\nThe link works once and expires in 48 hours.`,
  },
  'fr-QC': {
    subject: 'Confirmez votre adresse courriel',
    body: (name, link) =>
      `Bonjour ${name},\n\nConfirmez votre adresse courriel pour terminer votre inscription à Callsheet :\n${link}\n\nLe lien ne fonctionne qu'une fois et expire dans 48 heures.`,
  },
  'es-ES': {
    subject: 'Confirma tu dirección de correo',
    body: (name, link) =>
      `Hola ${name}:\n\nConfirma tu dirección de correo para terminar tu registro en Callsheet:\n${link}\n\nEl enlace funciona una vez y caduca en 48 horas.`,
  },
};

/** The verification mail, in the member's language. */
export function verificationMail(to: string, firstName: string, language: string, link: string): Mail {
  return localizedMail(templates, to, language, firstName, link);
}

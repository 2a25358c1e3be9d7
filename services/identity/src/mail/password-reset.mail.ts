import { localizedMail, type LocalizedTemplates } from './localized-mail.js';
import type { Mail } from './mailer.js';

const templates: LocalizedTemplates = {
  'en-US': {
    subject: 'Reset your password',
    body: (name, link) =>
      `Hello ${name},\n\nChoose a new Callsheet password here:\n${link}\n\nThe link works once and expires in one hour. If you did not ask for it, ignore this mail.`,
  },
  'fr-QC': {
    subject: 'Réinitialisez votre mot de passe',
    body: (name, link) =>
      `Bonjour ${name},\n\nChoisissez un nouveau mot de passe Callsheet ici :\n${link}\n\nLe lien ne fonctionne qu'une fois et expire dans une heure. Si vous ne l'avez pas demandé, ignorez ce courriel.`,
  },
  'es-ES': {
    subject: 'Restablece tu contraseña',
    body: (name, link) =>
      `Hola ${name}:\n\nElige una nueva contraseña de Callsheet aquí:\n${link}\n\nEl enlace funciona una vez y caduca en una hora. Si no lo pediste, ignora este correo.`,
  },
};

/** The password-reset mail, in the member's language. */
export function passwordResetMail(to: string, firstName: string, language: string, link: string): Mail {
  return localizedMail(templates, to, language, firstName, link);
}

import { localizedMail, type LocalizedTemplates } from './localized-mail.js';
import type { Mail } from './mailer.js';

const templates: LocalizedTemplates = {
  'en-US': {
    subject: 'Confirm your new email address',
    body: (name, link) =>
      `Hello ${name},\n\nYou asked to sign in to Callsheet with this email address. Confirm it here:\n${link}\n\nUntil you do, you keep signing in with your current address. The link works once and expires in 24 hours. If you did not ask for it, ignore this mail.`,
  },
  'fr-QC': {
    subject: 'Confirmez votre nouvelle adresse courriel',
    body: (name, link) =>
      `Bonjour ${name},\n\nVous avez demandé à vous connecter à Callsheet avec cette adresse courriel. Confirmez-la ici :\n${link}\n\nD'ici là, vous continuez à vous connecter avec votre adresse actuelle. Le lien ne fonctionne qu'une fois et expire dans 24 heures. Si vous ne l'avez pas demandé, ignorez ce courriel.`,
  },
  'es-ES': {
    subject: 'Confirma tu nueva dirección de correo',
    body: (name, link) =>
      `Hola ${name}:\n\nPediste iniciar sesión en Callsheet con esta dirección de correo. Confírmala aquí:\n${link}\n\nHasta entonces, sigues iniciando sesión con tu dirección actual. El enlace funciona una vez y caduca en 24 horas. Si no lo pediste, ignora este correo.`,
  },
};

/** To the address a member asked to sign in with instead: its link makes the change (console route /verify-email). */
export function emailChangeMail(to: string, firstName: string, language: string, link: string): Mail {
  return localizedMail(templates, to, language, firstName, link);
}

import type { InterfaceLanguage } from '@callsheet/contracts';
import { templateIn } from './localized-mail.js';
import type { Mail } from './mailer.js';

interface EmailChangedTemplate {
  subject: string;
  body: (firstName: string, newEmail: string, link: string) => string;
}

const templates: Record<InterfaceLanguage, EmailChangedTemplate> = {
  'en-US': {
    subject: 'Your Callsheet email address was changed',
    body: (name, newEmail, link) =>
      `Hello ${name},\n\nYour Callsheet account now signs in with ${newEmail} instead of this address, which receives no more mail from us.\nSign in here:\n${link}\n\nIf you did not make this change, contact Callsheet support right away: someone may have used your account.`,
  },
  'fr-QC': {
    subject: 'Votre adresse courriel Callsheet a été changée',
    body: (name, newEmail, link) =>
      `Bonjour ${name},\n\nVotre compte Callsheet se connecte maintenant avec ${newEmail} au lieu de cette adresse, qui ne recevra plus de courriels de notre part.\nConnectez-vous ici :\n${link}\n\nSi vous n'avez pas fait ce changement, communiquez tout de suite avec le soutien de Callsheet : quelqu'un a peut-être utilisé votre compte.`,
  },
  'es-ES': {
    subject: 'Se ha cambiado tu dirección de correo de Callsheet',
    body: (name, newEmail, link) =>
      `Hola ${name}:\n\nTu cuenta de Callsheet ahora inicia sesión con ${newEmail} en lugar de esta dirección, que ya no recibirá correos nuestros.\nInicia sesión aquí:\n${link}\n\nSi no hiciste este cambio, contacta de inmediato con el soporte de Callsheet: alguien podría haber usado tu cuenta.`,
  },
};

/** To the address a member signed in with until now, once their new address is confirmed, in their language. */
export function emailChangedMail(
  to: string,
  firstName: string,
  language: string,
  newEmail: string,
  link: string,
): Mail {
  const template = templateIn(templates, language);
  return { to, subject: template.subject, text: template.body(firstName, newEmail, link) };
}

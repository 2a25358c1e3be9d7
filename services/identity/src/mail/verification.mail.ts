import type { Mail } from './mailer.js';

const subjects: Record<string, string> = {
  'en-US': 'Confirm your email address',
  'fr-QC': 'Confirmez votre adresse courriel',
  'es-ES': 'Confirma tu dirección de correo',
};

const bodies: Record<string, (name: string, link: string) => string> = {
  'en-US': (name, link) =>
    `Hello ${name},\n\nConfirm your email address to finish signing up to Callsheet:\n${link}\n\nThe link works once and expires in 48 hours.`,
  'fr-QC': (name, link) =>
    `Bonjour ${name},\n\nConfirmez votre adresse courriel pour terminer votre inscription à Callsheet :\n${link}\n\nLe lien ne fonctionne qu'une fois et expire dans 48 heures.`,
  'es-ES': (name, link) =>
    `Hola ${name}:\n\nConfirma tu dirección de correo para terminar tu registro en Callsheet:\n${link}\n\nEl enlace funciona una vez y caduca en 48 horas.`,
};

/** The verification mail, in the member's language. */
export function verificationMail(to: string, firstName: string, language: string, link: string): Mail {
  const body = bodies[language] ?? bodies['en-US'];
  return { to, subject: subjects[language] ?? subjects['en-US'], text: body(firstName, link) };
}

import type { Mail } from './mailer.js';

const subjects: Record<string, string> = {
  'en-US': 'Reset your password',
  'fr-QC': 'Réinitialisez votre mot de passe',
  'es-ES': 'Restablece tu contraseña',
};

const bodies: Record<string, (name: string, link: string) => string> = {
  'en-US': (name, link) =>
    `Hello ${name},\n\nChoose a new Callsheet password here:\n${link}\n\nThe link works once and expires in one hour. If you did not ask for it, ignore this mail.`,
  'fr-QC': (name, link) =>
    `Bonjour ${name},\n\nChoisissez un nouveau mot de passe Callsheet ici :\n${link}\n\nLe lien ne fonctionne qu'une fois et expire dans une heure. Si vous ne l'avez pas demandé, ignorez ce courriel.`,
  'es-ES': (name, link) =>
    `Hola ${name}:\n\nElige una nueva contraseña de Callsheet aquí:\n${link}\n\nEl enlace funciona una vez y caduca en una hora. Si no lo pediste, ignora este correo.`,
};

/** The password-reset mail, in the member's language. */
export function passwordResetMail(to: string, firstName: string, language: string, link: string): Mail {
  const body = bodies[language] ?? bodies['en-US'];
  return { to, subject: subjects[language] ?? subjects['en-US'] ?? '', text: body ? body(firstName, link) : link };
}

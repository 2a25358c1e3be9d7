import { localizedMail, type LocalizedTemplates } from './localized-mail.js';
import type { Mail } from './mailer.js';

const templates: LocalizedTemplates = {
  'en-US': {
    subject: 'Someone tried to sign up with your email address',
    body: (name, link) =>
      `Hello ${name},\n\nSomeone, perhaps you, tried to sign up to Callsheet with this email address, which already has an account. No new account was made.\nSign in here, or choose "Forgot password" on the same page if you no longer know your password:\n${link}\n\nIf it was not you, ignore this mail: your account is unchanged.`,
  },
  'fr-QC': {
    subject: "Quelqu'un a tenté de s'inscrire avec votre adresse courriel",
    body: (name, link) =>
      `Bonjour ${name},\n\nQuelqu'un, peut-être vous, a tenté de s'inscrire à Callsheet avec cette adresse courriel, qui a déjà un compte. Aucun nouveau compte n'a été créé.\nConnectez-vous ici, ou choisissez « Mot de passe oublié » sur la même page si vous ne connaissez plus votre mot de passe :\n${link}\n\nSi ce n'était pas vous, ignorez ce courriel : votre compte n'a pas changé.`,
  },
  'es-ES': {
    subject: 'Alguien intentó registrarse con tu dirección de correo',
    body: (name, link) =>
      `Hola ${name}:\n\nAlguien, quizá tú, intentó registrarse en Callsheet con esta dirección de correo, que ya tiene una cuenta. No se ha creado ninguna cuenta nueva.\nInicia sesión aquí, o elige «¿Olvidaste tu contraseña?» en la misma página si ya no recuerdas tu contraseña:\n${link}\n\nSi no fuiste tú, ignora este correo: tu cuenta no ha cambiado.`,
  },
};

/** To the owner of an address someone tried to sign up with again, in the owner's language. */
export function signUpAttemptMail(to: string, firstName: string, language: string, link: string): Mail {
  return localizedMail(templates, to, language, firstName, link);
}

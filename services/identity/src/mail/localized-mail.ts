import type { SUPPORTED_LANGUAGES } from '../user/sign-up-rules.js';
import type { Mail } from './mailer.js';

export interface MailTemplate {
  subject: string;
  body: (firstName: string, link: string) => string;
}

/** A template per interface language: a new language does not compile until every mail has it. */
export type LocalizedTemplates = Record<(typeof SUPPORTED_LANGUAGES)[number], MailTemplate>;

/** The mail in the member's language, English (en-US) when the language is unknown. */
export function localizedMail(
  templates: LocalizedTemplates,
  to: string,
  language: string,
  firstName: string,
  link: string,
): Mail {
  const template = language in templates ? templates[language as keyof LocalizedTemplates] : templates['en-US'];
  return { to, subject: template.subject, text: template.body(firstName, link) };
}

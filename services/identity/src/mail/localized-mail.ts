import { messagesLanguage, type InterfaceLanguage } from '@callsheet/contracts';
import type { Mail } from './mailer.js';

export interface MailTemplate {
  subject: string;
  body: (firstName: string, link: string) => string;
}

/** A template per interface language: a new language does not compile until every mail has it. */
export type LocalizedTemplates = Record<InterfaceLanguage, MailTemplate>;

/** The mail in the member's language (fr-CA reads fr-QC's), English (en-US) when the language is unknown. */
export function localizedMail(
  templates: LocalizedTemplates,
  to: string,
  language: string,
  firstName: string,
  link: string,
): Mail {
  const template = templateIn(templates, language);
  return { to, subject: template.subject, text: template.body(firstName, link) };
}

/** The template of a mail whose body needs more than a name and a link, in the member's language. */
export function templateIn<Template>(templates: Record<InterfaceLanguage, Template>, language: string): Template {
  return templates[messagesLanguage(language)];
}

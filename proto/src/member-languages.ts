/*
 * The languages a member may choose (sign-up, PATCH /api/auth/me), spec sections 1 and 9: the
 * interface languages, each with its own messages, and the Canadian locales the message catalogue is
 * also keyed by, which read another's messages. Identity validates with these; the gateway documents them.
 */
export const INTERFACE_LANGUAGES = ['en-US', 'fr-QC', 'es-ES'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** fr-CA is accepted alongside fr-QC and reads its messages; en-CA, the default locale, reads en-US's. */
export const LANGUAGE_ALIASES = { 'fr-CA': 'fr-QC', 'en-CA': 'en-US' } as const satisfies Record<
  string,
  InterfaceLanguage
>;

export type MemberLanguage = InterfaceLanguage | keyof typeof LANGUAGE_ALIASES;
export const MEMBER_LANGUAGES: readonly MemberLanguage[] = [
  ...INTERFACE_LANGUAGES,
  ...(Object.keys(LANGUAGE_ALIASES) as (keyof typeof LANGUAGE_ALIASES)[]),
];

/** A member who names no language gets the default locale (spec section 9). */
export const DEFAULT_LANGUAGE: MemberLanguage = 'en-CA';

export function isMemberLanguage(language: string): language is MemberLanguage {
  return (MEMBER_LANGUAGES as readonly string[]).includes(language);
}

/** The interface language whose messages a member reads; en-US for a language we do not know. */
export function messagesLanguage(language: string): InterfaceLanguage {
  if (Object.hasOwn(LANGUAGE_ALIASES, language)) {
    return LANGUAGE_ALIASES[language as keyof typeof LANGUAGE_ALIASES];
  }
  return INTERFACE_LANGUAGES.find((candidate) => candidate === language) ?? 'en-US';
}

import { describe, expect, it } from '@jest/globals';
import { DEFAULT_LANGUAGE, isMemberLanguage, MEMBER_LANGUAGES, messagesLanguage } from './member-languages.js';

describe('member languages', () => {
  it('accepts the interface languages and fr-CA and en-CA beside them; en-CA is the default', () => {
    expect(MEMBER_LANGUAGES).toEqual(['en-US', 'fr-QC', 'es-ES', 'fr-CA', 'en-CA']);
    expect(DEFAULT_LANGUAGE).toBe('en-CA');
    expect(isMemberLanguage('fr-CA')).toBe(true);
    expect(isMemberLanguage('fr-FR')).toBe(false);
    expect(isMemberLanguage('constructor')).toBe(false);
  });

  it('reads fr-CA in the fr-QC messages, en-CA in en-US, anything unknown in en-US', () => {
    expect(messagesLanguage('fr-CA')).toBe('fr-QC');
    expect(messagesLanguage('en-CA')).toBe('en-US');
    expect(messagesLanguage('es-ES')).toBe('es-ES');
    expect(messagesLanguage('toString')).toBe('en-US');
  });
});

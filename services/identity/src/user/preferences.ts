import { parseLanguage } from './sign-up-rules.js';
import { IdentityErrorCode, IdentityException } from './user.errors.js';

/** "Max {0} characters" for the name shown for a member (the sign-up default is first and last name). */
export const DISPLAY_NAME_MAX_LENGTH = 100;

export interface Preferences {
  timezone?: string;
  language?: string;
  displayName?: string;
}

/**
 * Timezones are IANA names the runtime knows (America/Toronto, UTC); languages the supported ones. An
 * empty timezone or language keeps the member's; a display name is changed only when given.
 */
export function validatePreferences(timezone: string, language: string, displayName?: string): Preferences {
  const preferences: Preferences = {};
  if (timezone !== '') {
    if (!isKnownTimezone(timezone)) {
      throw new IdentityException(
        IdentityErrorCode.UnknownTimezone,
        `Unknown timezone ${timezone}; use an IANA name such as America/Toronto.`,
        [timezone],
      );
    }
    preferences.timezone = timezone;
  }
  if (language !== '') {
    preferences.language = parseLanguage(language);
  }
  if (displayName !== undefined) {
    preferences.displayName = validateDisplayName(displayName);
  }
  return preferences;
}

// Control and format characters (line breaks, zero-width joiners, direction overrides) have no place in a name.
const CONTROL_CHARACTER = /[\p{Cc}\p{Cf}]/u;

/** The name shown for a member: trimmed, not blank, at most 100 characters, no control characters. */
export function validateDisplayName(displayName: string): string {
  const name = displayName.normalize('NFC').trim();
  if (name === '') {
    throw new IdentityException(IdentityErrorCode.Required, 'This is a required field.', ['displayName']);
  }
  if (name.length > DISPLAY_NAME_MAX_LENGTH) {
    throw new IdentityException(IdentityErrorCode.MaxLength, `Max ${DISPLAY_NAME_MAX_LENGTH} characters`, [
      String(DISPLAY_NAME_MAX_LENGTH),
      'displayName',
    ]);
  }
  if (CONTROL_CHARACTER.test(name)) {
    throw new IdentityException(IdentityErrorCode.InvalidValue, 'A display name cannot hold control characters.', [
      'displayName',
    ]);
  }
  return name;
}

function isKnownTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return timezone.length <= 64;
  } catch {
    return false;
  }
}

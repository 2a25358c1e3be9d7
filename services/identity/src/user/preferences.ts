import { parseLanguage } from './sign-up-rules.js';
import { IdentityErrorCode, IdentityException } from './user.errors.js';

export interface Preferences {
  timezone?: string;
  language?: string;
}

/** Timezones are IANA names the runtime knows (America/Toronto, UTC); languages the supported ones. */
export function validatePreferences(timezone: string, language: string): Preferences {
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
  return preferences;
}

function isKnownTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return timezone.length <= 64;
  } catch {
    return false;
  }
}

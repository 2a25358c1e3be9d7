// Questions about raw input values that refuse nothing, so they need no service's error codes.

const DAY_IN_MS = 86_400_000;

/** Null, undefined and whitespace-only text all mean "not answered". */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Every field of a sub-form left blank: the whole group (address, passport, company, ...) was not answered. */
export function isBlankGroup(value: unknown): boolean {
  return isBlank(value) || (isRecord(value) && Object.values(value).every(isBlank));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Today's calendar date as YYYY-MM-DD, read in UTC: services run on UTC clocks and records carry no
 * time zone. ISO dates then compare as strings.
 */
export function isoDateOf(today: Date): string {
  return today.toISOString().slice(0, 10);
}

/** The ISO date `days` days after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return isoDateOf(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_IN_MS));
}

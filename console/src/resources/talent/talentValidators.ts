import { isMinorBirthDate } from './talentForm';

/*
 * The talent form's rules (spec section 5 and the profiles service's limits) as react-admin validators,
 * so a refusal shows on its field before anything is sent. Messages are catalogue keys.
 */

type Message = string | { message: string; args: Record<string, unknown> };
export type Validator = (value: unknown, values?: Record<string, unknown>) => Message | undefined;

const V = 'resources.talent.validation';

function today(): string {
  const now = new Date();
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function read(values: Record<string, unknown> | undefined, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      values,
    );
}

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** "At least one {0} selected" (spec section 5); `listName` is already in the member's language. */
export function atLeastOne(listName: string): Validator {
  return (value) =>
    Array.isArray(value) && value.length > 0 ? undefined : { message: `${V}.atLeastOne`, args: { 0: listName } };
}

/** Non-union means a member of no union: alone or not at all. */
export const nonUnionAlone: Validator = (value) =>
  Array.isArray(value) && value.includes('nonUnion') && value.length > 1 ? `${V}.nonUnionAlone` : undefined;

/** A birth date that can be one: not in the future, not before 1900. */
export const pastBirthDate: Validator = (value) => {
  if (typeof value !== 'string' || value === '') {
    return undefined;
  }
  if (value > today()) {
    return `${V}.birthDateFuture`;
  }
  return value < '1900-01-01' ? `${V}.birthDateTooOld` : undefined;
};

/** Spec section 5: "Expiration must be a date after today." */
export const afterToday: Validator = (value) =>
  typeof value === 'string' && value !== '' && value <= today() ? `${V}.afterToday` : undefined;

/** A whole or decimal number within bounds, when given. */
export function numberWithin(min: number, max: number): Validator {
  return (value) =>
    blank(value) || (typeof value === 'number' && value >= min && value <= max)
      ? undefined
      : { message: `${V}.range`, args: { min, max } };
}

/** The playable age range: both ends or neither, from not above to. */
export const playableAgeRange: Validator = (_value, values) => {
  const from = read(values, 'playableAge.from');
  const to = read(values, 'playableAge.to');
  if (blank(from) && blank(to)) {
    return undefined;
  }
  if (blank(from) || blank(to)) {
    return `${V}.bothEnds`;
  }
  return Number(from) > Number(to) ? `${V}.rangeOrder` : undefined;
};

/** Guardian fields: required exactly when the birth date is a minor's. */
export const requiredForMinor: Validator = (value, values) =>
  isMinorBirthDate(read(values, 'birthDate') as string | undefined) && blank(value)
    ? `${V}.guardianRequired`
    : undefined;

/** A group recorded whole or not at all (the passport, the three pronoun forms): this part is missing. */
export function partOfGroup(group: string, parts: readonly string[], message: string): Validator {
  return (value, values) => {
    const anyGiven = parts.some((part) => !blank(read(values, `${group}.${part}`)));
    return anyGiven && blank(value) ? `${V}.${message}` : undefined;
  };
}

/** Each line of a multi-line list, and the number of lines. */
export function linesWithin(maxCount: number, maxLength: number): Validator {
  return (value) => {
    const lines = (typeof value === 'string' ? value : '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length > maxCount) {
      return { message: `${V}.tooMany`, args: { max: maxCount } };
    }
    return lines.some((line) => line.length > maxLength)
      ? { message: 'app.validation.maxLength', args: { max: maxLength } }
      : undefined;
  };
}

/** Social links: https and on the network's own site (the server's rule, by host suffix). */
export const SOCIAL_HOSTS: Record<string, readonly string[]> = {
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
  instagram: ['instagram.com'],
  twitter: ['twitter.com', 'x.com'],
  linkedin: ['linkedin.com'],
};

export function socialLink(network: string, networkName: string): Validator {
  return (value) => {
    if (blank(value)) {
      return undefined;
    }
    const refusal = { message: `${V}.httpsUrl`, args: { network: networkName } };
    let url: URL;
    try {
      url = new URL(String(value).trim());
    } catch {
      return refusal;
    }
    const hosts = SOCIAL_HOSTS[network] ?? [];
    const onNetwork = hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
    return url.protocol === 'https:' && onNetwork ? undefined : refusal;
  };
}

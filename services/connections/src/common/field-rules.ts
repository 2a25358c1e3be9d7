import { isUuid } from '@callsheet/kernel';
import { ConnectionsErrorCode, ConnectionsException } from '../connections.errors.js';

/*
 * Field-level rules of connection requests, applications and deal memos. Each takes the dotted path
 * of the field (args[0] of every error, except maxLength whose args are [limit, field]) and the raw
 * decoded value, so a number where text belongs gets a coded error rather than a crash.
 *
 * | limit                    | value | used for                                     |
 * | ------------------------ | ----- | -------------------------------------------- |
 * | MESSAGE_MAX_LENGTH       | 1000  | a connection request's or application's note |
 * | COVER_LETTER_MAX_LENGTH  | 5000  | the pre-screen cover letter                  |
 * | URL_MAX_LENGTH           | 2048  | video and audio reel links                   |
 * | REASON_MAX_LENGTH        | 500   | the job owner's reason for a denial          |
 */
export const MESSAGE_MAX_LENGTH = 1000;
export const COVER_LETTER_MAX_LENGTH = 5000;
export const URL_MAX_LENGTH = 2048;
export const REASON_MAX_LENGTH = 500;

export function required(field: string): ConnectionsException {
  return new ConnectionsException(ConnectionsErrorCode.Required, 'This is a required field.', [field]);
}

export function invalidValue(field: string, message: string): ConnectionsException {
  return new ConnectionsException(ConnectionsErrorCode.InvalidValue, message, [field]);
}

export function invalidChoice(field: string, value: unknown): ConnectionsException {
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  return new ConnectionsException(ConnectionsErrorCode.InvalidChoice, `"${shown}" is not a valid choice`, [
    field,
    shown,
  ]);
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Trimmed text within its limit, or undefined when left blank. */
export function optionalText(field: string, value: unknown, maxLength: number): string | undefined {
  if (isBlank(value)) {
    return undefined;
  }
  if (typeof value !== 'string') {
    throw invalidValue(field, `${field} must be text.`);
  }
  const text = value.trim();
  if (text.length > maxLength) {
    throw new ConnectionsException(ConnectionsErrorCode.MaxLength, `Max ${maxLength} characters`, [
      String(maxLength),
      field,
    ]);
  }
  return text;
}

/** The id of a record: a UUID. */
export function requiredId(field: string, value: unknown): string {
  if (isBlank(value)) {
    throw required(field);
  }
  if (typeof value !== 'string' || !isUuid(value.trim())) {
    throw invalidValue(field, `${field} is not a valid id.`);
  }
  return value.trim().toLowerCase();
}

export function optionalId(field: string, value: unknown): string | undefined {
  return isBlank(value) ? undefined : requiredId(field, value);
}

/** An https link without credentials (reels are watched by other members: no http, no javascript:). */
export function optionalHttpsUrl(field: string, value: unknown): string | undefined {
  const text = optionalText(field, value, URL_MAX_LENGTH);
  if (text === undefined) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalidValue(field, `${field} must be an https link.`);
  }
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname.includes('.')) {
    throw invalidValue(field, `${field} must be an https link.`);
  }
  return url.toString();
}

export function choice<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (isBlank(value)) {
    throw required(field);
  }
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw invalidChoice(field, value);
  }
  return value as T;
}

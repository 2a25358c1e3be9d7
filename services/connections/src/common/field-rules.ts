import { fieldRules } from '@callsheet/kernel';
import { ConnectionsErrorCode, ConnectionsException } from '../connections.errors.js';

/*
 * Field-level rules of connection requests, applications and deal memos: the kernel's field rules
 * (libs/kernel/src/validation) refusing with the connections service's codes, in its wording (each
 * message names the field).
 *
 * | limit                    | value | used for                                     |
 * | ------------------------ | ----- | -------------------------------------------- |
 * | MESSAGE_MAX_LENGTH       | 1000  | a connection request's or application's note |
 * | COVER_LETTER_MAX_LENGTH  | 5000  | the pre-screen cover letter                  |
 * | REASON_MAX_LENGTH        | 500   | the job owner's reason for a denial          |
 */
export const MESSAGE_MAX_LENGTH = 1000;
export const COVER_LETTER_MAX_LENGTH = 5000;
export const REASON_MAX_LENGTH = 500;

export { isBlank } from '@callsheet/kernel';

const rules = fieldRules({
  codes: ConnectionsErrorCode,
  refuse: (code, message, args) => new ConnectionsException(code, message, args),
  wording: {
    notText: (field) => `${field} must be text.`,
    notHttpsUrl: (field) => `${field} must be an https link.`,
    notAnId: (field) => `${field} is not a valid id.`,
  },
});

export const { required, invalidValue, invalidChoice, optionalText, requiredId, optionalId } = rules;
export const { requiredChoice: choice } = rules;

/** An https link (at most the kernel's URL_MAX_LENGTH) on a public host: reels are watched by other members. */
export function optionalHttpsUrl(field: string, value: unknown): string | undefined {
  return rules.optionalHttpsUrl(field, value, (hostname) => hostname.includes('.'));
}

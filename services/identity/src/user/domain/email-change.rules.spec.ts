import { describeRefusal } from '@callsheet/testing';
import { IdentityErrorCode } from '../user.errors.js';
import { assertEmailFree, validateNewEmail } from './email-change.rules.js';

describe('validateNewEmail', () => {
  it('answers the new address in its stored form: NFKC, trimmed, lower-cased', () => {
    expect(validateNewEmail('ada@example.com', ' Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
    expect(validateNewEmail('ada@example.com', 'ＡＤＡ.L＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('ada.l@example.com');
  });

  it.each([
    ['a malformed address', 'ada@'],
    ['a Cyrillic а in a Latin local part (a look-alike)', 'p\u0430ypal@example.com'],
    ['a control character', 'ada\u0007@example.com'],
    ['a zero-width joiner', 'ada\u200d@example.com'],
  ])('refuses %s (400 invalidEmail)', (_case, email) => {
    expect(describeRefusal(() => validateNewEmail('ada@example.com', email))).toMatchObject({
      code: IdentityErrorCode.InvalidEmail,
      args: ['email'],
    });
  });

  it('refuses the address the member has, in any case or compatibility form (400 emailUnchanged)', () => {
    for (const email of ['ada@example.com', ' ADA@example.com', 'ａｄａ@example.com']) {
      expect(describeRefusal(() => validateNewEmail('ada@example.com', email)).code).toBe(
        IdentityErrorCode.EmailUnchanged,
      );
    }
  });
});

describe('assertEmailFree', () => {
  it("refuses another member's address (409 emailTaken), not a free one or the member's own", () => {
    expect(describeRefusal(() => assertEmailFree({ id: 'user-2' }, 'user-1'))).toMatchObject({
      code: IdentityErrorCode.EmailTaken,
      args: ['email'],
    });
    expect(() => assertEmailFree(null, 'user-1')).not.toThrow();
    expect(() => assertEmailFree({ id: 'user-1' }, 'user-1')).not.toThrow();
  });
});

import { describeRefusal } from '@callsheet/testing';
import {
  assertLastFourOf,
  optionalFileId,
  optionalIdentityToken,
  optionalIdNumber,
  optionalSsnLast4,
  optionalVerification,
} from './identity-numbers.js';

const invalid = (field: string) => ({ code: 'invalidValue', args: [field] });

describe('id numbers', () => {
  it('reads a US id number as the 9 digits of an SSN, separators dropped', () => {
    expect(optionalIdNumber('id_number', '123-45-6789', 'US')).toBe('123456789');
    expect(optionalIdNumber('id_number', ' 123 45 6789 ', 'US')).toBe('123456789');
    expect(optionalIdNumber('id_number', '000000000', 'US')).toBe('000000000');
    expect(optionalIdNumber('id_number', '', 'US')).toBeUndefined();
    expect(optionalIdNumber('id_number', null, 'US')).toBeUndefined();
  });

  it.each(['12345678', '1234567890', '12345678a', '123.45.6789'])('refuses %j as a US id number', (value) => {
    expect(describeRefusal(() => optionalIdNumber('individual.id_number', value, 'US'))).toMatchObject({
      ...invalid('individual.id_number'),
      message: 'Expected a 9-digit social security number',
    });
  });

  it('refuses a number that is not text, naming the field', () => {
    expect(describeRefusal(() => optionalIdNumber('id_number', 123456789, 'US'))).toMatchObject(invalid('id_number'));
  });

  it('reads an id number elsewhere as 5 to 30 letters or digits', () => {
    expect(optionalIdNumber('id_number', 'AB 12.34-56', 'CA')).toBe('AB123456');
    expect(describeRefusal(() => optionalIdNumber('id_number', '1234', 'CA'))).toMatchObject(invalid('id_number'));
  });

  it('takes exactly 4 digits as the last four', () => {
    expect(optionalSsnLast4('ssn_last_4', '6789')).toBe('6789');
    for (const value of ['678', '67890', 'abcd', '123456789']) {
      expect(describeRefusal(() => optionalSsnLast4('ssn_last_4', value))).toMatchObject(invalid('ssn_last_4'));
    }
  });

  it('requires the last four of the same number', () => {
    expect(() => assertLastFourOf('123456789', '6789', 'ssn_last_4')).not.toThrow();
    expect(() => assertLastFourOf(undefined, '6789', 'ssn_last_4')).not.toThrow();
    expect(() => assertLastFourOf('123456789', undefined, 'ssn_last_4')).not.toThrow();
    expect(describeRefusal(() => assertLastFourOf('123456789', '1234', 'individual.ssn_last_4'))).toMatchObject(
      invalid('individual.ssn_last_4'),
    );
  });
});

describe('identity documents', () => {
  it('takes Stripe file ids only', () => {
    expect(optionalFileId('f', 'file_1PgafTB7WZ01zgkW')).toBe('file_1PgafTB7WZ01zgkW');
    for (const value of ['passport.png', 'file_', 'file-123', 'tok_123', 'https://files.stripe.com/x']) {
      expect(describeRefusal(() => optionalFileId('f', value))).toMatchObject(invalid('f'));
    }
  });

  it('reads the front and back of both documents', () => {
    expect(
      optionalVerification('verification', {
        document: { front: 'file_a', back: 'file_b' },
        additional_document: { front: 'file_c' },
      }),
    ).toEqual({ document: { front: 'file_a', back: 'file_b' }, additional_document: { front: 'file_c' } });
    expect(optionalVerification('verification', { document: { front: '' } })).toBeUndefined();
    expect(optionalVerification('verification', undefined)).toBeUndefined();
  });

  it.each([
    [{ document: { front: 'id.png' } }, 'verification.document.front'],
    [{ additional_document: { back: 'file 1' } }, 'verification.additional_document.back'],
    [{ document: { side: 'file_a' } }, 'verification.document.side'],
    [{ document: 'file_a' }, 'verification.document'],
    [{ status: 'verified' }, 'verification.status'],
    ['file_a', 'verification'],
  ])('refuses %j naming %s', (value, field) => {
    expect(describeRefusal(() => optionalVerification('verification', value))).toMatchObject(invalid(field));
  });
});

describe('Stripe.js tokens', () => {
  it('takes a person token as cpt_ and an account token as ct_', () => {
    expect(optionalIdentityToken('person_token', 'cpt_1EDww82eZvKYlo2C', 'person')).toBe('cpt_1EDww82eZvKYlo2C');
    expect(optionalIdentityToken('account_token', 'ct_1EDww82eZvKYlo2C', 'account')).toBe('ct_1EDww82eZvKYlo2C');
    expect(optionalIdentityToken('account_token', ' ', 'account')).toBeUndefined();
  });

  it.each([
    ['person', 'ct_123'],
    ['person', 'tok_123'],
    ['person', 'cpt_'],
    ['person', `cpt_${'a'.repeat(252)}`],
    ['account', 'cpt_123'],
    ['account', 'ct_12 3'],
  ] as const)('refuses a %s token %s', (kind, value) => {
    expect(describeRefusal(() => optionalIdentityToken('token', value, kind))).toMatchObject(invalid('token'));
  });
});

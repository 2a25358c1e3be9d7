import { describeRefusal } from '@callsheet/testing';
import { parseAccountUpdate } from './account-update.js';

const today = new Date('2026-06-01T00:00:00Z');
const custom = { type: 'custom' as const, country: 'US', today };

describe('parseAccountUpdate', () => {
  it('keeps only the fields given, normalised', () => {
    expect(
      parseAccountUpdate(
        {
          business_profile: { mcc: '7922', url: 'https://callsheet.test', support_email: 'Help@Callsheet.Test' },
          company: { tax_id: '12-3456789', phone: '415.555.0123', owners_provided: true },
          individual: { dob: { day: 1, month: 2, year: 1980 }, verification: { document: { front: 'file_abc' } } },
        },
        custom,
      ),
    ).toEqual({
      params: {
        business_profile: { mcc: '7922', url: 'https://callsheet.test', support_email: 'help@callsheet.test' },
        company: { tax_id: '123456789', phone: '+14155550123', owners_provided: true },
        individual: { dob: { day: 1, month: 2, year: 1980 }, verification: { document: { front: 'file_abc' } } },
      },
      confirmsOwners: true,
    });
  });

  it('turns tos_shown_and_accepted into the acceptance date for custom accounts only', () => {
    expect(parseAccountUpdate({ tos_shown_and_accepted: true }, custom).params).toEqual({
      tos_acceptance: { date: Math.floor(today.getTime() / 1000) },
    });
    expect(
      describeRefusal(() => parseAccountUpdate({ tos_shown_and_accepted: true }, { ...custom, type: 'express' })),
    ).toMatchObject({ code: 'invalidValue', args: ['tos_shown_and_accepted'] });
  });

  it.each([
    [{ business_profile: { mcc: '12345' } }, 'business_profile.mcc'],
    [{ business_profile: { url: 'ftp://x.test' } }, 'business_profile.url'],
    [{ business_profile: { support_phone: '123' } }, 'business_profile.support_phone'],
    [{ company: { tax_id: '12-34' } }, 'company.tax_id'],
    [
      { company: { address: { line1: '1 Main', city: 'LA', state: 'ZZ', postal_code: '90001', country: 'US' } } },
      'company.address.state',
    ],
    [{ individual: { dob: { day: 1, month: 1, year: 2015 } } }, 'individual.dob'],
    [
      { individual: { verification: { document: { front: 'passport.png' } } } },
      'individual.verification.document.front',
    ],
    [{ settings: { payouts: { schedule: { interval: 'hourly' } } } }, 'settings.payouts.schedule.interval'],
    [{ business_profile: { colour: 'red' } }, 'business_profile.colour'],
    [{ payouts_enabled: true }, 'payouts_enabled'],
    [{ company: 'Acme' }, 'company'],
    [{}, 'body'],
  ])('refuses %j naming %s', (input, field) => {
    expect(describeRefusal(() => parseAccountUpdate(input, custom)).args).toContain(field);
  });

  it('takes the individual’s full SSN, last four and both identity documents', () => {
    expect(
      parseAccountUpdate(
        {
          individual: {
            id_number: '123-45-6789',
            ssn_last_4: '6789',
            verification: {
              document: { front: 'file_front', back: 'file_back' },
              additional_document: { front: 'file_bill', back: 'file_bill_back' },
            },
          },
        },
        custom,
      ).params,
    ).toEqual({
      individual: {
        id_number: '123456789',
        ssn_last_4: '6789',
        verification: {
          document: { front: 'file_front', back: 'file_back' },
          additional_document: { front: 'file_bill', back: 'file_bill_back' },
        },
      },
    });
  });

  it.each([
    [{ individual: { id_number: '12345678' } }, 'individual.id_number'],
    [{ individual: { id_number: '123456789', ssn_last_4: '1234' } }, 'individual.ssn_last_4'],
    [
      { individual: { verification: { additional_document: { front: 'bill.pdf' } } } },
      'individual.verification.additional_document.front',
    ],
    [{ account_token: 'cpt_123' }, 'account_token'],
  ])('refuses %j naming %s', (input, field) => {
    expect(describeRefusal(() => parseAccountUpdate(input, custom))).toMatchObject({
      code: 'invalidValue',
      args: [field],
    });
  });

  it('sends an account token with what a token cannot carry, on a custom account', () => {
    expect(
      parseAccountUpdate(
        {
          account_token: 'ct_1EDww82eZvKYlo2C',
          business_profile: { mcc: '7922' },
          settings: { payouts: { schedule: { interval: 'daily' } } },
        },
        custom,
      ).params,
    ).toEqual({
      account_token: 'ct_1EDww82eZvKYlo2C',
      business_profile: { mcc: '7922' },
      settings: { payouts: { schedule: { interval: 'daily' } } },
    });
    expect(parseAccountUpdate({ account_token: 'ct_1' }, custom).params).toEqual({ account_token: 'ct_1' });
  });

  it.each(['company', 'individual', 'tos_acceptance', 'tos_shown_and_accepted'])(
    'refuses %s beside an account token (Stripe takes it from the token)',
    (field) => {
      const value = field === 'tos_shown_and_accepted' ? true : { name: 'x' };
      expect(
        describeRefusal(() => parseAccountUpdate({ account_token: 'ct_1', [field]: value }, custom)),
      ).toMatchObject({ code: 'invalidValue', args: [field] });
    },
  );

  it('refuses an account token on an express account: Stripe’s onboarding collects its details', () => {
    expect(
      describeRefusal(() => parseAccountUpdate({ account_token: 'ct_1' }, { ...custom, type: 'express' })),
    ).toMatchObject({ code: 'invalidValue', args: ['account_token'] });
  });

  it('reads a tax id outside the US as letters and digits', () => {
    expect(parseAccountUpdate({ company: { tax_id: 'AB 123 456 C' } }, { ...custom, country: 'GB' }).params).toEqual({
      company: { tax_id: 'AB123456C' },
    });
  });
});

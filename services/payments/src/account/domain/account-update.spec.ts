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

  it('reads a tax id outside the US as letters and digits', () => {
    expect(parseAccountUpdate({ company: { tax_id: 'AB 123 456 C' } }, { ...custom, country: 'GB' }).params).toEqual({
      company: { tax_id: 'AB123456C' },
    });
  });
});

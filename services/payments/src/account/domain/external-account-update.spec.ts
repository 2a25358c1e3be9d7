import { describeRefusal } from '@callsheet/testing';
import { parseExternalAccountUpdate, parseNewExternalAccount } from './external-account-update.js';

describe('external account bodies', () => {
  it('takes a token or a US bank account, with default_for_currency', () => {
    expect(parseNewExternalAccount({ external_account: 'btok_123', default_for_currency: true })).toEqual({
      external_account: 'btok_123',
      default_for_currency: true,
    });
    expect(
      parseNewExternalAccount({
        external_account: {
          account_number: '000123456789',
          routing_number: '110000000',
          account_holder_name: 'Ada',
          account_holder_type: 'company',
        },
      }),
    ).toEqual({
      external_account: {
        object: 'bank_account',
        country: 'US',
        currency: 'usd',
        account_number: '000123456789',
        routing_number: '110000000',
        account_holder_name: 'Ada',
        account_holder_type: 'company',
      },
    });
  });

  it('refuses other fields on create and numbers on update', () => {
    expect(describeRefusal(() => parseNewExternalAccount({ external_account: 'tok_1', metadata: {} })).args).toEqual([
      'metadata',
    ]);
    expect(describeRefusal(() => parseExternalAccountUpdate({ routing_number: '110000000' })).args).toEqual([
      'routing_number',
    ]);
    expect(describeRefusal(() => parseExternalAccountUpdate({ account_holder_type: 'trust' })).args).toEqual([
      'account_holder_type',
    ]);
    expect(describeRefusal(() => parseExternalAccountUpdate({})).args).toEqual(['body']);
  });

  it('updates the holder and the default', () => {
    expect(
      parseExternalAccountUpdate({
        account_holder_name: ' A. L. ',
        account_holder_type: 'individual',
        default_for_currency: false,
      }),
    ).toEqual({ account_holder_name: 'A. L.', account_holder_type: 'individual', default_for_currency: false });
  });
});

import { PaymentsErrorCode } from '@callsheet/contracts';
import { uuid7 } from '@callsheet/kernel';
import { refusalOf } from '@callsheet/testing';
import { jest } from '@jest/globals';
import type Stripe from 'stripe';
import { MarkTrustAccountCommand } from '../src/trust/commands/mark-trust-account/mark-trust-account.command.js';
import { UnmarkTrustAccountCommand } from '../src/trust/commands/unmark-trust-account/unmark-trust-account.command.js';
import { GetTrustAccountQuery } from '../src/trust/queries/get-trust-account/get-trust-account.query.js';
import { connectedAccount, outboxTypes } from './invoice-fixtures.js';
import { usePaymentsTestApp } from './payments-test-app.js';

// A guardian marks one of its own bank accounts (an external account of its connected account, as
// stripe-mock answers it) as a minor's trust account.

const harness = usePaymentsTestApp({ BULLMQ_PREFIX: `test-trust-${uuid7()}`, BULLMQ_WORKERS: 'false' });

function mark(accountId: string, talentId: string, bankAccount: string) {
  return harness.commands.execute(new MarkTrustAccountCommand(accountId, talentId, bankAccount));
}

describe('MarkTrustAccountCommand', () => {
  it('asks Stripe for the bank account on the guardian’s own connected account, then marks it', async () => {
    const guardian = await connectedAccount(harness, { minor: true });
    const talentId = uuid7();
    const retrieve = jest.spyOn(harness.stripe.accounts, 'retrieveExternalAccount');
    const marked = await mark(guardian, talentId, 'ba_trust1');
    const { stripeAccountId } = await harness.db.connectedAccount.findUniqueOrThrow({ where: { accountId: guardian } });
    expect(retrieve).toHaveBeenCalledWith(stripeAccountId, 'ba_trust1');
    expect(marked).toMatchObject({
      talentId,
      accountId: guardian,
      stripeExternalAccountId: 'ba_trust1',
      bankName: 'STRIPE TEST BANK',
      last4: '6789',
    });
    // Marking another replaces it: one trust account per minor.
    await mark(guardian, talentId, 'ba_trust2');
    expect(await harness.db.trustAccount.findMany({ where: { talentId } })).toEqual([
      expect.objectContaining({ stripeExternalAccountId: 'ba_trust2' }),
    ]);
    expect(await outboxTypes(harness, talentId)).toEqual(['TrustAccountMarked', 'TrustAccountMarked']);
    const { trust, unsent } = await harness.queries.execute(new GetTrustAccountQuery(guardian, talentId));
    expect(trust.stripeExternalAccountId).toBe('ba_trust2');
    expect(unsent).toEqual({ amount: 0, count: 0 });
  });

  it('refuses what is not one of the guardian’s USD bank accounts', async () => {
    const guardian = await connectedAccount(harness, { minor: true });
    const { default: StripeSdk } = await import('stripe');
    jest.spyOn(harness.stripe.accounts, 'retrieveExternalAccount').mockRejectedValueOnce(
      new StripeSdk.errors.StripeInvalidRequestError({
        type: 'invalid_request_error',
        message: 'No such external account: ba_someoneElses',
        code: 'resource_missing',
      }),
    );
    expect(await refusalOf(mark(guardian, uuid7(), 'ba_someoneElses'))).toEqual({
      code: PaymentsErrorCode.StripeObjectNotFound,
      args: ['externalAccountId'],
    });
    const asCard = { id: 'card_1', object: 'card', currency: 'usd', last4: '4242' } as unknown as Stripe.Card;
    jest.spyOn(harness.stripe.accounts, 'retrieveExternalAccount').mockResolvedValueOnce(asCard as never);
    expect(await refusalOf(mark(guardian, uuid7(), 'ba_actuallyACard'))).toMatchObject({
      code: PaymentsErrorCode.InvalidValue,
      args: ['externalAccountId'],
    });
    expect(await refusalOf(mark(guardian, uuid7(), 'card_1'))).toMatchObject({ code: PaymentsErrorCode.InvalidValue });
    expect(await harness.db.trustAccount.count({ where: { accountId: guardian } })).toBe(0);
  });

  it('answers another account’s mark as missing, and unmarks the guardian’s own', async () => {
    const guardian = await connectedAccount(harness, { minor: true });
    const stranger = await connectedAccount(harness);
    const talentId = uuid7();
    await mark(guardian, talentId, 'ba_trust1');
    for (const run of [
      harness.queries.execute(new GetTrustAccountQuery(stranger, talentId)),
      harness.commands.execute(new UnmarkTrustAccountCommand(stranger, talentId)),
    ]) {
      expect(await refusalOf(run)).toEqual({ code: PaymentsErrorCode.TrustAccountNotFound, args: [talentId] });
    }
    await harness.commands.execute(new UnmarkTrustAccountCommand(guardian, talentId));
    expect(await refusalOf(harness.queries.execute(new GetTrustAccountQuery(guardian, talentId)))).toMatchObject({
      code: PaymentsErrorCode.TrustAccountNotFound,
    });
    expect(await outboxTypes(harness, talentId)).toEqual(['TrustAccountMarked', 'TrustAccountUnmarked']);
  });
});

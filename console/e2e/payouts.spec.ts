import { expect, test, type Page } from '@playwright/test';
import { useFakeStripe } from './support/fakeStripe';
import { productionCompany, snackbar } from './support/productionFlows';
import { checkScreen, setPreferences, type Language, type Theme } from './support/screens';

/*
 * External Account against the real gateway and payments service, Stripe being stripe-mock with the
 * project's fixtures (scripts/infra/stripe-mock-fixtures.mjs): every account holds $1,250.00 available,
 * $310.00 pending and $800.00 for instant payouts, and its bank account (STRIPE TEST BANK ••••6789)
 * takes instant payouts. Stripe.js is the test double of support/fakeStripe.ts, which makes the bank
 * account token at stripe-mock's /v1/tokens.
 */

async function openExternal(page: Page, language: Language, theme: Theme): Promise<void> {
  await setPreferences(page, language, theme);
  await page.goto('/account?tab=external');
  await expect(page.getByTestId('external-account-tab')).toBeVisible();
  await expect(page.getByTestId('balance-instant')).toContainText(language === 'en-US' ? '$800.00' : '800,00');
}

/** A full-page screenshot from the top, focus let go (a focused field's outline is not the screen). */
async function shoot(page: Page, name: string, language: Language, theme: Theme): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await checkScreen(page, name, language, theme);
}

test('a member adds a bank account through a Stripe.js token, then quotes and confirms an instant payout', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await useFakeStripe(page);
  await productionCompany(page, 'payouts', 'Payout Pictures');
  const quotesAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/account/payout/quote')) {
      quotesAsked.push(request.postData() ?? '');
    }
  });

  // A bank account: checked here (typed twice), then tokenized by Stripe.js; our API gets the token only.
  await openExternal(page, 'en-US', 'light');
  await page.getByRole('button', { name: 'Add a bank account' }).click();
  const bank = page.getByTestId('bank-account-editor');
  await expect(bank).toContainText('never to Callsheet');
  await bank.getByLabel('Account holder name').fill('Payout Pictures LLC');
  await bank.getByLabel('Routing number').fill('110000000');
  await bank.getByLabel('Account number', { exact: true }).fill('000123456789');
  await bank.getByLabel('Account number again').fill('000123456780');
  let tokens = 0;
  page.on('request', (request) => {
    if (request.url() === 'https://api.stripe.com/v1/tokens') {
      tokens += 1;
    }
  });
  await bank.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(bank.getByText('The two account numbers differ.')).toBeVisible();
  expect(tokens).toBe(0);
  await shoot(page, 'account-bank-token-refused', 'en-US', 'light');
  await bank.getByLabel('Account number again').fill('000123456789');
  const tokenRequest = page.waitForRequest('https://api.stripe.com/v1/tokens');
  const added = page.waitForRequest(
    (request) => request.url().endsWith('/api/stripe/account/external') && request.method() === 'POST',
  );
  await bank.getByRole('button', { name: 'Save', exact: true }).click();
  const toStripe = new URLSearchParams((await tokenRequest).postData() ?? '');
  expect(toStripe.get('bank_account[routing_number]')).toBe('110000000');
  expect(toStripe.get('bank_account[account_number]')).toBe('000123456789');
  const toUs = (await added).postDataJSON() as { external_account: string; default_for_currency?: boolean };
  // stripe-mock's token fixture is a tok_ (Stripe's bank account tokens are btok_): the id as Stripe.js gave it.
  expect(toUs).toEqual({ external_account: expect.stringMatching(/^(btok|tok)_/), default_for_currency: true });
  expect(JSON.stringify(toUs)).not.toContain('123456789');
  await expect(snackbar(page)).toContainText('Bank account added');
  const account = page.getByTestId('external-account').first();
  await expect(account).toContainText('STRIPE TEST BANK ••••6789');
  await expect(account).toContainText('Instant payouts');

  // The balance, and an amount over the instant balance refused on its field before any quote.
  const panel = page.getByTestId('balance-panel');
  await expect(panel.getByTestId('balance-available')).toContainText('$1,250.00');
  await expect(panel.getByTestId('balance-pending')).toContainText('$310.00');
  const amount = panel.getByLabel('Amount to pay out (USD)');
  const seeFee = panel.getByRole('button', { name: 'See the fee' });
  await amount.fill('800.01');
  await seeFee.click();
  await expect(panel.getByText('More than the $800.00 available for an instant payout.')).toBeVisible();
  expect(quotesAsked).toEqual([]);
  await shoot(page, 'account-payout-refused', 'en-US', 'light');

  // The quote: fee and net, to the bank account by its name; then confirmed.
  const dialog = page.getByRole('dialog', { name: 'Confirm the instant payout' });
  const quote = async () => {
    await amount.fill('500');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/account/payout/quote'));
    await seeFee.click();
    expect((await answer).status()).toBe(200);
    await expect(dialog.getByTestId('payout-quote')).toContainText('$500.00');
    await expect(dialog.getByTestId('payout-quote')).toContainText('$7.50');
    await expect(dialog.getByTestId('payout-quote')).toContainText('$492.50');
    await expect(dialog).toContainText('To STRIPE TEST BANK ••••6789');
  };
  await quote();
  await checkScreen(page, 'account-payout-confirm', 'en-US', 'light');
  const paid = page.waitForResponse(
    (response) => response.url().endsWith('/api/account/payout') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Pay out now' }).click();
  const payout = await paid;
  expect(payout.status()).toBe(201);
  expect(await payout.json()).toMatchObject({
    method: 'instant',
    status: 'pending',
    amount: 50_000,
    fee: 750,
    net: 49_250,
    currency: 'usd',
    stripe_payout_id: expect.stringMatching(/^po_/),
  });
  await expect(snackbar(page)).toContainText('Instant payout of $492.50 sent (pending)');
  await expect(dialog).toHaveCount(0);
  const result = page.getByTestId('payout-result');
  await expect(result).toContainText(
    '$492.50 is on its way to STRIPE TEST BANK ••••6789: $500.00 left the balance and Stripe kept $7.50.',
  );
  await expect(result).toContainText('Status: pending');
  await shoot(page, 'account-payout-result', 'en-US', 'light');

  // Dark: the refusal, the confirmation and the result again (a second payout of its own).
  await openExternal(page, 'en-US', 'dark');
  await amount.fill('900');
  await seeFee.click();
  await expect(panel.getByText('More than the $800.00 available for an instant payout.')).toBeVisible();
  await shoot(page, 'account-payout-refused', 'en-US', 'dark');
  await quote();
  await checkScreen(page, 'account-payout-confirm', 'en-US', 'dark');
  await dialog.getByRole('button', { name: 'Pay out now' }).click();
  await expect(result).toContainText('$492.50 is on its way to STRIPE TEST BANK ••••6789');
  await shoot(page, 'account-payout-result', 'en-US', 'dark');

  // The confirmation in French (Québec): amounts in its format; cancelled, nothing paid out.
  await openExternal(page, 'fr-QC', 'light');
  await panel.getByLabel('Montant à verser (USD)').fill('500');
  await panel.getByRole('button', { name: 'Voir les frais' }).click();
  const french = page.getByRole('dialog', { name: 'Confirmer le versement instantané' });
  await expect(french.getByTestId('payout-quote')).toContainText('492,50');
  await expect(french).toContainText('Vers STRIPE TEST BANK ••••6789');
  await checkScreen(page, 'account-payout-confirm', 'fr-QC', 'light');
  await french.getByRole('button', { name: 'Annuler' }).click();
  await expect(french).toHaveCount(0);
  await expect(page.getByTestId('payout-result')).toHaveCount(0);
});

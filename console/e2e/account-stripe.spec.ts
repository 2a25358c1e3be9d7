import { expect, test, type Page } from '@playwright/test';
import { useFakeStripe } from './support/fakeStripe';
import { guardianWithMinor, MINOR } from './support/members';
import { productionCompany, snackbar } from './support/productionFlows';
import { checkScreen, setPreferences, type Language, type Theme } from './support/screens';
import { CHECKLIST_KEYS, expectChecklistKeys, PAST_DUE_PAUSE, stripeVerified } from './support/stripeAccountEvents';

/*
 * The account settings' Stripe tabs against the real gateway and payments service, Stripe being
 * stripe-mock (scripts/infra) and Stripe.js the test double of support/fakeStripe.ts.
 *
 * The account's status and checklist come from the payments service's row, which only Stripe's
 * account.updated webhook changes; stripe-mock sends none. So the test plays Stripe
 * (support/stripeAccountEvents.ts): once the account is opened Stripe asks for what a guardian's account
 * needs, and after each tab's save it sends the account.updated Stripe sends once it has verified what
 * was saved, without the fields that tab satisfied. The page, not reloaded, shows the checklist shrink
 * (the console reads the account again while requirements are outstanding), down to nothing and the
 * account enabled. The balance shows stripe-mock's (the project's fixtures); quoting and confirming an
 * instant payout is e2e/payouts.spec.ts.
 */

interface AccountAnswer {
  stripe_account_id: string;
  requirements: {
    due: unknown[];
    upcoming: unknown[];
    future: unknown[];
    errors: unknown[];
    disabled: unknown;
  };
}

/** The next GET /api/account answer (the checklist's source). */
function nextAccountAnswer(page: Page): Promise<AccountAnswer> {
  return page
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/account' && response.request().method() === 'GET' && response.ok(),
    )
    .then((response) => response.json() as Promise<AccountAnswer>);
}

const STATUS = (status: string) => `Payment account status: ${status}`;

/** A full-page screenshot of a scrolled page would show the app bar mid-page: back to the top, focus let go. */
async function shoot(page: Page, name: string, language: Language, theme: Theme): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await checkScreen(page, name, language, theme);
}

async function openTab(page: Page, tab: string, ready: string, language: Language = 'en-US', theme: Theme = 'light') {
  await setPreferences(page, language, theme);
  const answer = nextAccountAnswer(page);
  await page.goto(`/account?tab=${tab}`);
  await expect(page.getByTestId(ready)).toBeVisible();
  return answer;
}

test('a guardian fills Legal account, Representative and External Account (trust account), and the checklist shrinks as Stripe verifies each', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const guardian = await guardianWithMinor(browser);
  const { page } = guardian;
  await useFakeStripe(page);

  const minorName = `${MINOR.firstName} ${MINOR.lastName}`;
  const status = page.getByTestId('account-status');

  // Stripe, once the account is opened, asks for what a guardian's account needs (Stripe times from now on).
  const { stripe_account_id: stripeAccountId } = await openTab(page, 'legal', 'legal-account-tab');
  const stripeTime = Math.floor(Date.now() / 1000);
  await stripeVerified(request, stripeAccountId, ['legal', 'representative', 'external'], stripeTime + 1);
  await expectChecklistKeys(
    page,
    [PAST_DUE_PAUSE, ...CHECKLIST_KEYS.legal, ...CHECKLIST_KEYS.representative, ...CHECKLIST_KEYS.external],
    'the checklist at the start: everything Stripe asks for',
  );
  await expect(status).toHaveText(STATUS('Restricted'));

  // Legal account and the checklist at its start, in the three languages.
  for (const [language, theme] of [
    ['fr-QC', 'light'],
    ['es-ES', 'light'],
    ['en-US', 'dark'],
  ] as const) {
    await openTab(page, 'legal', 'legal-account-tab', language, theme);
    await expect(page.getByTestId('checklist-item').first()).toBeVisible();
    await checkScreen(page, 'account-legal', language, theme);
  }
  await expect(page.getByTestId('account-checklist')).toContainText('Stripe');
  await openTab(page, 'legal', 'legal-account-tab');
  const checklist = page.getByTestId('checklist-items');
  await expect(checklist).toContainText('Account holder: provide the date of birth.');
  await expect(checklist).toContainText('Representative: provide an identity document (front and back).');
  await expect(checklist).toContainText('Add an external account to activate payouts.');
  await checkScreen(page, 'account-legal', 'en-US', 'light');

  await page.getByLabel('Merchant category code').fill('79');
  await page.getByLabel('Business website').fill('https://quill-family.example.com');
  await page.getByLabel('Legal first name').fill('Iris');
  await page.getByLabel('Legal last name').fill('Quill');
  await page.getByLabel('Date of birth').fill('1984-03-02');
  await page.getByLabel('Last 4 digits of the SSN').fill('0002');
  await page.getByLabel('Phone').fill('(213) 555-0177');
  await page.getByLabel('Email', { exact: true }).fill(guardian.member.email);
  await page.getByLabel('Address line 1').fill('6801 Hollywood Blvd');
  await page.getByLabel('City').fill('Los Angeles');
  await page.getByLabel('State').fill('CA');
  await page.getByLabel('ZIP code').fill('90028');
  await page.getByLabel("I accept Stripe's Connected Account Agreement and the Callsheet terms of service").check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Refused on the field, before sending.
  await expect(page.getByText('A merchant category code is four digits.')).toBeVisible();
  await page.getByLabel('Merchant category code').fill('7922');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(snackbar(page)).toContainText('Legal account saved');
  // Stripe has verified the business profile, the account holder and the terms: their items go, the others stay.
  await stripeVerified(request, stripeAccountId, ['representative', 'external'], stripeTime + 2);
  await expectChecklistKeys(
    page,
    [PAST_DUE_PAUSE, ...CHECKLIST_KEYS.representative, ...CHECKLIST_KEYS.external],
    'the checklist without what Legal account satisfied',
  );
  await expect(checklist).not.toContainText('Account holder');
  await expect(checklist).toContainText('Representative: provide an identity document (front and back).');
  await expect(status).toHaveText(STATUS('Restricted'));
  await shoot(page, 'account-checklist-halfway', 'en-US', 'light');
  await openTab(page, 'legal', 'legal-account-tab', 'en-US', 'dark');
  await expect(page.getByTestId('checklist-item')).toHaveCount(1 + CHECKLIST_KEYS.representative.length + 1);
  await checkScreen(page, 'account-checklist-halfway', 'en-US', 'dark');

  // Representative: the owner rule on the Owner field, then the person with both sides of a document.
  await openTab(page, 'representative', 'representative-tab');
  await expect(page.getByTestId('persons-empty').or(page.getByTestId('persons'))).toBeVisible();
  await expectChecklistKeys(page, CHECKLIST_KEYS.representative, 'the Representative tab shows its own items');
  await checkScreen(page, 'account-representative', 'en-US', 'light');
  await page.getByRole('button', { name: 'Add a person' }).click();
  const editor = page.getByTestId('person-editor');
  await editor.getByLabel('Legal first name').fill('Iris');
  await editor.getByLabel('Legal last name').fill('Quill');
  await editor.getByLabel('Email').fill(guardian.member.email);
  await editor.getByLabel('Phone').fill('+1 213 555 0177');
  await editor.getByLabel('Date of birth').fill('1984-03-02');
  await editor.getByLabel('Last 4 digits of the SSN').fill('0002');
  await editor.getByLabel('Address line 1').fill('6801 Hollywood Blvd');
  await editor.getByLabel('City').fill('Los Angeles');
  await editor.getByLabel('State').fill('CA');
  await editor.getByLabel('ZIP code').fill('90028');
  await editor.getByLabel('Primary representative').check();
  await editor.getByLabel('Title').fill('Parent and guardian');
  await editor.getByLabel('Ownership (%)').fill('30');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await editor
    .getByLabel('Choose the front')
    .setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: png });
  await expect(editor.getByTestId('document-front')).toContainText('id-front.png uploaded');
  await editor.getByLabel('Choose the back').setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: png });
  await expect(editor.getByTestId('document-back')).toContainText('id-back.png uploaded');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.getByText('A person holding 25% or more is an owner: tick Owner.')).toBeVisible();
  await expect(editor.getByText('The primary representative must be an executive or an owner.')).toBeVisible();
  await shoot(page, 'account-representative-refused', 'en-US', 'light');
  await editor.getByLabel('Owner', { exact: true }).check();
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(snackbar(page)).toContainText('Person saved');
  await expect(page.getByTestId('persons')).toBeVisible();
  // Stripe has verified the representative and the identity document: nothing left on this tab.
  await stripeVerified(request, stripeAccountId, ['external'], stripeTime + 3);
  await expectChecklistKeys(page, [], 'the Representative tab once Stripe verified the representative');
  await expect(page.getByTestId('checklist-empty')).toHaveText(
    'Nothing to do on this tab: what Stripe still needs is on the other tabs.',
  );
  await expect(status).toHaveText(STATUS('Restricted'));
  await setPreferences(page, 'en-US', 'dark');
  await page.reload();
  await expect(page.getByTestId('persons')).toBeVisible();
  await checkScreen(page, 'account-representative', 'en-US', 'dark');

  // External Account: a bad routing number refused on its field; the bank account marked as the minor's trust account.
  await openTab(page, 'external', 'external-account-tab');
  await expect(page.getByTestId('balance-panel')).toBeVisible();
  await expectChecklistKeys(page, CHECKLIST_KEYS.external, 'the External Account tab shows its own item');
  await page.getByRole('button', { name: 'Add a bank account' }).click();
  const bank = page.getByTestId('bank-account-editor');
  await bank.getByLabel('Account holder name').fill('Iris Quill in trust for Nora Quill');
  await bank.getByLabel('Routing number').fill('110000001');
  await bank.getByLabel('Account number', { exact: true }).fill('000123456789');
  await bank.getByLabel('Account number again').fill('000123456789');
  await bank.getByLabel(`This is ${minorName}'s trust account (Coogan)`).check();
  await bank.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(bank.getByText('This is not a valid ABA routing number: check the digits.')).toBeVisible();
  await shoot(page, 'account-external-refused', 'en-US', 'light');
  await bank.getByLabel('Routing number').fill('110000000');
  await bank.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(snackbar(page)).toContainText(/Bank account added|Marked as the trust account/);
  // stripe-mock gives the new bank account a fresh id but lists only its fixture's: the mark is read from the trust account.
  await expect(page.getByTestId('trust-account')).toContainText(`${minorName}: STRIPE TEST BANK ••••6789`);
  // Stripe has the bank account: nothing is due any more, charges and payouts are enabled.
  await stripeVerified(request, stripeAccountId, [], stripeTime + 4);
  await expect(page.getByTestId('checklist-empty')).toHaveText('Nothing to do: Stripe has everything it asked for.');
  await expect(status).toHaveText(STATUS('Enabled'));
  await expect(page.getByTestId('account-checklist')).toContainText('Payments: on');
  await expect(page.getByTestId('account-checklist')).toContainText('Payouts: on');
  await shoot(page, 'account-external', 'en-US', 'light');
  await setPreferences(page, 'en-US', 'dark');
  await page.reload();
  await expect(page.getByTestId('trust-account')).toContainText('••••6789');
  await checkScreen(page, 'account-external', 'en-US', 'dark');

  // The whole checklist, empty: the account enabled. Then back to External Account for the balance.
  for (const theme of ['light', 'dark'] as const) {
    await openTab(page, 'legal', 'legal-account-tab', 'en-US', theme);
    await expect(page.getByTestId('checklist-empty')).toHaveText('Nothing to do: Stripe has everything it asked for.');
    await expect(status).toHaveText(STATUS('Enabled'));
    await checkScreen(page, 'account-checklist-empty', 'en-US', theme);
  }
  await openTab(page, 'external', 'external-account-tab');
  await expect(page.getByTestId('balance-panel')).toBeVisible();

  // The balance (the project's stripe-mock fixtures); an amount is checked before any quote is asked.
  const panel = page.getByTestId('balance-panel');
  await expect(panel.getByTestId('balance-available')).toContainText('$1,250.00');
  await panel.getByLabel('Amount to pay out (USD)').fill('0');
  await panel.getByRole('button', { name: 'See the fee' }).click();
  await expect(panel.getByText('Give an amount in dollars and cents, more than zero.')).toBeVisible();
  await expect(page.getByTestId('payout-quote')).toHaveCount(0);

  await guardian.context.close();
});

test('a production adds a card through Stripe Elements and a SetupIntent, the default one', async ({ page }) => {
  await useFakeStripe(page);
  await productionCompany(page, 'billing', 'Billing Pictures');
  for (const theme of ['light', 'dark'] as const) {
    await setPreferences(page, 'en-US', theme);
    await page.goto('/account?tab=billing');
    await expect(page.getByTestId('billing-tab')).toBeVisible();
    await expect(page.getByLabel('Card number', { exact: true })).toBeVisible();
    await expect(page.getByTestId('payment-methods-empty').or(page.getByTestId('payment-methods'))).toBeVisible();
    await checkScreen(page, 'account-billing-card', 'en-US', theme);
  }
  const save = page.getByRole('button', { name: 'Save the card' });
  await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4241');
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)', { exact: true }).fill('12 / 30');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await expect(page.getByLabel('Make it the default')).toBeChecked();
  await save.click();
  await expect(snackbar(page)).toContainText('Card added');
  const method = page.getByTestId('payment-method').first();
  await expect(method).toContainText('••••4242');
  await expect(method).toContainText('Default');
  await expect(method).toContainText('Visa ••••4242');
  await shoot(page, 'account-billing-card-added', 'en-US', 'dark');
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { newContext, signIn } from './support/flows';
import { logRefusedCalls } from './support/members';
import {
  acceptedDealMemo,
  call,
  cardOnFile,
  invoicePaidWebhook,
  type AcceptedDeal,
  type ApiMember,
} from './support/moneyFlows';
import { snackbar } from './support/productionFlows';
import { csvRows } from '../src/resources/transfer/transferReport';
import { checkScreen, setPreferences } from './support/screens';

/*
 * Invoices and transfers (issue 19, spec sections 2, 4 and 7) against the real services and stripe-mock:
 * the production creates an invoice from an accepted application in the "create invoice for a job"
 * dialog, finalizes and pays it with the card on file; after Stripe's signed invoice.paid the invoice
 * shows paid with the split and the minor's trust set-aside; the guardian and the manager see what they
 * received; the production downloads the transfer report and its rows are checked. The set-up (members,
 * profiles, the job, the accepted deal memo, the card) goes through the API: those screens are tested
 * elsewhere.
 */

test.describe.configure({ mode: 'serial' });

let deal: AcceptedDeal;

async function signedIn(browser: Browser, member: ApiMember, who: string): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  logRefusedCalls(page, who);
  page.on('pageerror', (error) => console.log(`[${who}] page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      console.log(`[${who}] console: ${message.text()}`);
    }
  });
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/landing$/);
  await page.getByTestId('account-list').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/account/);
  return page;
}

const actionButtons = (page: Page) => page.getByTestId('invoice-actions').locator('[data-testid^="invoice-action-"]');

async function offeredActions(page: Page): Promise<string[]> {
  return (await actionButtons(page).evaluateAll((buttons) => buttons.map((button) => button.dataset.testid ?? ''))).map(
    (id) => id.replace('invoice-action-', ''),
  );
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  deal = await acceptedDealMemo(request);
  await cardOnFile(request, deal.production);
});

test('a production invoices an accepted application, finalizes and pays it; the split and the trust set-aside follow', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser, deal.production, 'production');
  await page.getByTestId('menu-invoices').click();
  await expect(page.getByTestId('invoices-empty')).toBeVisible();

  // The dialog "create invoice for a job": the job, its accepted application, the deal memo prefilled
  // (its screenshots in each language and theme: money-ops-screens.spec.ts).
  const dialog = page.getByTestId('create-invoice-dialog');
  const chooseApplication = async () => {
    await page.getByRole('button', { name: 'Create invoice', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Job' }).click();
    await page.getByRole('option', { name: 'Lighthouse keeper', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Accepted application' }).click();
    await page.getByRole('option', { name: deal.minorName, exact: true }).click();
  };
  await chooseApplication();
  await expect(page.getByTestId('invoice-deal-memo')).toContainText('$1,000.00: $500.00 (Daily) × 2');
  await expect(page.getByTestId('invoice-deal-memo')).toContainText('Tilly Guardian (Talent): 85%');
  await expect(page.getByTestId('invoice-prefix')).toHaveValue('LIGHTHOUSEKE');
  await expect(page.getByTestId('invoice-form-total')).toHaveText('Total: $1,000.00');
  // The prefix rule on its field before anything is sent.
  await page.getByTestId('invoice-prefix').fill('job-ca');
  await page.getByTestId('create-invoice-submit').click();
  await expect(dialog.getByText('1 to 12 uppercase letters or digits', { exact: true })).toBeVisible();
  await page.getByTestId('invoice-prefix').fill('JOBCA');
  await dialog.getByLabel('Tax on the deal memo line (%)').fill('8.25');
  await expect(page.getByTestId('invoice-form-total')).toHaveText('Total: $1,082.50');
  await dialog.getByLabel('Tax on the deal memo line (%)').fill('');
  await page.getByTestId('create-invoice-submit').click();

  // The draft: only what a draft allows is offered.
  await expect(page).toHaveURL(/\/invoices\/[^/]+\/detail$/);
  const invoiceId = /\/invoices\/([^/]+)\/detail$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByTestId('invoice-status-draft')).toBeVisible();
  await expect(page.getByTestId('invoice-total')).toHaveText('$1,000.00');
  expect(await offeredActions(page)).toEqual(['edit', 'finalize', 'delete']);

  // A second session keeps the draft on screen while the first finalizes it.
  const stale = await signedIn(browser, deal.production, 'production, second session');
  await stale.goto(`/invoices/${invoiceId}/detail`);
  await expect(stale.getByTestId('invoice-status-draft')).toBeVisible();

  await page.getByTestId('invoice-action-finalize').click();
  await page.getByTestId('invoice-confirm').click();
  await expect(snackbar(page)).toContainText(/Invoice JOBCA-\S+ finalized/);
  await expect(page.getByTestId('invoice-status-open')).toBeVisible();
  expect(await offeredActions(page)).toEqual([
    'pay',
    'charge',
    'send',
    'markPaid',
    'creditNote',
    'markUncollectible',
    'void',
    'pdf',
  ]);

  // The stale tab asks to delete a draft that is open now: the service refuses, the snackbar says why,
  // and the page shows the invoice as it is.
  await stale.getByTestId('invoice-action-delete').click();
  await stale.getByTestId('invoice-confirm').click();
  await expect(snackbar(stale)).toHaveText('This action is not allowed on this invoice.');
  await expect(stale.getByTestId('invoice-status-open')).toBeVisible();
  await expect(stale.getByTestId('invoice-action-delete')).toHaveCount(0);
  await stale.context().close();

  // Pay now: progress while Stripe answers (held here for a moment), a notification when it ends.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/stripe/invoice/${invoiceId}/pay`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('invoice-action-pay').click();
  await expect(page.getByTestId('invoice-confirm')).toHaveText('Pay now');
  await page.getByTestId('invoice-confirm').click();
  await expect(page.getByTestId('invoice-action-running')).toHaveText(/Paying the invoice/);
  await expect(page.getByTestId('invoice-action-pay')).toBeDisabled();
  release();
  await expect(snackbar(page)).toContainText(/Invoice JOBCA-\S+ paid/);
  await expect(page.getByTestId('invoice-action-running')).toHaveCount(0);
  await page.unroute(`**/api/stripe/invoice/${invoiceId}/pay`);

  // Stripe's signed invoice.paid follows.
  const invoice = (await call(request, 'GET', `/api/stripe/invoice/${invoiceId}`, deal.production.token)).body;
  expect(invoice).toMatchObject({ status: 'paid', amountPaid: 100000 });
  expect(
    await invoicePaidWebhook(request, {
      id: invoiceId,
      stripeInvoiceId: String(invoice.stripeInvoiceId),
      totalCents: 100000,
    }),
  ).toBe(200);

  // Paid, with the split and California's trust set-aside from the minor's share, and the transfers.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('invoice-transfer-trust')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('invoice-status-paid')).toBeVisible();
  expect(await offeredActions(page)).toEqual(['creditNote', 'pdf']);
  await expect(page.getByTestId('split-talent')).toContainText(/Tilly Guardian\s*Talent\s*85%\s*\$850\.00/);
  await expect(page.getByTestId('split-representative')).toContainText(/15%\s*\$150\.00/);
  await expect(page.getByTestId('invoice-trust-set-aside')).toHaveText(
    "$150.00 of the minor's share is set aside for the minor's trust account (CA rule).",
  );
  await expect(page.getByTestId('invoice-transfer-talent')).toContainText('$700.00');
  await expect(page.getByTestId('invoice-transfer-representative')).toContainText('$150.00');
  await expect(page.getByTestId('invoice-transfer-trust')).toContainText(/\$150\.00\s*Waiting for the trust account/);
  // The deal memo's line in the member's language (here en-US) from the invoice's job and talent.
  await expect(page.getByTestId('invoice-line-0')).toHaveText('Lighthouse keeper: Tilly Guardian (Daily)');

  // The list, filtered on the derived and stored statuses.
  await page.goto('/invoices');
  await expect(page.getByTestId(`invoice-link-${invoiceId}`)).toHaveText(invoice.number as string);
  await page.getByTestId('invoice-filter-open').click();
  await expect(page.getByTestId('invoices-empty')).toHaveText(/No invoice is Open\./);
  await page.getByTestId('invoice-filter-paid').click();
  await expect(page.getByTestId(`invoice-link-${invoiceId}`)).toBeVisible();

  // The production's transfers: what it paid, per invoice and transfer group.
  await page.getByTestId('menu-transfers').click();
  await expect(page.getByTestId('transfers')).toBeVisible();
  await expect(page.getByTestId('transfer-direction-paid')).toHaveCount(3);
  await expect(page.getByText(invoice.transferGroup as string).first()).toBeVisible();

  // The transfer report: a file name and the invoice as filter; small, so downloaded in one step.
  await page.getByTestId('transfer-report').click();
  await page.getByTestId('report-file-name').fill('../bad');
  await page.getByTestId('report-submit').click();
  await expect(
    page.getByText('Letters, digits, spaces and . _ - ( ) only, not starting with a dot', { exact: true }),
  ).toBeVisible();
  await page.getByTestId('report-file-name').fill('JOBCA transfers');
  await page.getByLabel('Invoice id').fill(invoiceId);
  const download = page.waitForEvent('download');
  await page.getByTestId('report-submit').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('JOBCA transfers.csv');
  await expect(page.getByTestId('report-ready')).toHaveText('JOBCA transfers.csv is ready: 3 rows');
  const rows = csvRows(readFileSync(await file.path(), 'utf8'));
  expect(rows[0]).toEqual([
    'Transfer ID',
    'Invoice ID',
    'Created on (UTC)',
    'Amount',
    'Currency',
    'Destination',
    'Recipient',
    'Status',
    'Transfer group',
    'Description',
  ]);
  // One row per transfer of the invoice, as the API lists them: id, invoice, amount, status, group.
  const listed = (
    await call(request, 'GET', `/api/stripe/transfer?invoiceId=${invoiceId}&limit=10`, deal.production.token)
  ).body.data as { id: string; amount: number; status: string; transferGroup: string }[];
  const expected = listed.map((transfer) =>
    [transfer.id, invoiceId, (transfer.amount / 100).toFixed(2), 'USD', transfer.status, transfer.transferGroup].join(
      ' ',
    ),
  );
  const reported = rows.slice(1).map((row) => [row[0], row[1], row[3], row[4], row[7], row[8]].join(' '));
  expect(reported.sort()).toEqual(expected.sort());
  expect(listed.map((transfer) => transfer.amount).sort()).toEqual([15000, 15000, 70000]);

  // A report still building when the gateway stops waiting (202): progress, then the download offered.
  // Here the gateway's quick answer is turned into the 202 it gives a long report, with the real report's
  // id; the dialog then asks GET .../report/{id}, which is held a moment to see the progress.
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await setPreferences(page, 'en-US', 'dark');
  await page.reload();
  await page.route('**/api/stripe/transfer/report', async (route) => {
    const answer = await route.fetch();
    const id = answer.headers()['x-report-id'] ?? '';
    await route.fulfill({
      status: 202,
      contentType: 'application/json',
      headers: { location: `/api/stripe/transfer/report/${id}` },
      body: JSON.stringify({ id, fileName: 'JOBCA later.csv', status: 'running' }),
    });
  });
  let releaseReport: () => void = () => undefined;
  const reportHeld = new Promise<void>((resolve) => (releaseReport = resolve));
  await page.route('**/api/stripe/transfer/report/*', async (route) => {
    await reportHeld;
    await route.continue();
  });
  await page.getByTestId('transfer-report').click();
  await page.getByTestId('report-file-name').fill('JOBCA later');
  await page.getByTestId('report-submit').click();
  await expect(page.getByTestId('report-progress')).toHaveText(/Building the report/);
  await expect(page.getByTestId('report-submit')).toBeDisabled();
  releaseReport();
  await expect(page.getByTestId('report-ready')).toHaveText(/JOBCA later\.csv is ready: \d+ rows/);
  // (checkScreen waits for every animation to end: shot once the progress bar, which never ends, is gone.)
  await checkScreen(page, 'transfer-report-ready', 'en-US', 'dark');
  const later = page.waitForEvent('download');
  await page.getByTestId('report-download').click();
  expect((await later).suggestedFilename()).toBe('JOBCA later.csv');
  expect(csvRows(readFileSync(await (await later).path(), 'utf8'))[0]?.[0]).toBe('Transfer ID');
  await page.unrouteAll();
  await setPreferences(page, 'en-US', 'light');
  await page.context().close();
});

test('the guardian and the manager see the transfers they received', async ({ browser }) => {
  const guardian = await signedIn(browser, deal.guardian, 'guardian');
  await guardian.getByTestId('menu-transfers').click();
  await expect(guardian.getByTestId('transfer-direction-received')).toHaveCount(2);
  await expect(guardian.getByTestId('transfer-destination-talent')).toBeVisible();
  await expect(guardian.getByTestId('transfer-destination-trust')).toHaveText("Minor's trust account (CA)");
  await expect(guardian.getByText(/waits for the minor's trust bank account/)).toBeVisible();
  expect((await guardian.getByTestId('transfer-amount').allInnerTexts()).sort()).toEqual(['$150.00', '$700.00']);
  await guardian.context().close();

  const manager = await signedIn(browser, deal.manager, 'manager');
  await manager.getByTestId('menu-transfers').click();
  await expect(manager.getByTestId('transfer-direction-received')).toHaveCount(1);
  await expect(manager.getByTestId('transfer-destination-representative')).toBeVisible();
  await expect(manager.getByTestId('transfer-amount')).toHaveText('$150.00');
  await manager.context().close();
});

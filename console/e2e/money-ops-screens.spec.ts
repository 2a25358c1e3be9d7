import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  addFailingPaymentsJob,
  deadLetterAccountCreated,
  PAYMENTS_FAILING_QUEUE,
  setOperator,
} from '../../test/support/ops/ops-fixtures';
import { useFakeStripe } from './support/fakeStripe';
import { newContext, signIn } from './support/flows';
import { logRefusedCalls } from './support/members';
import {
  acceptedDealMemo,
  call,
  cardOnFile,
  invoicePaidWebhook,
  type ApiMember,
  type Json,
} from './support/moneyFlows';
import { BULL_PREFIX, identityDatabaseUrl, kafka, REDIS_URL } from './support/operators';
import { checkScreen, LANGUAGES, setPreferences, THEMES, type Language, type Theme } from './support/screens';

/*
 * Every money and operators screen of issue 19 in the three languages and both themes: a screenshot
 * (test-results/screenshots) and axe-core with no serious or critical violation (support/screens.ts).
 * The data is made once through the API: a production with an accepted deal memo and a card on file,
 * one invoice paid (split, the minor's trust set-aside, transfers) and one draft; a payments job that
 * failed and was retried once by hand; one dead-lettered event. The production is granted the operator
 * role before it signs in; a guardian, who is not an operator, sees the refusal. Each screen is opened
 * once and the language and theme switched in the page (react-admin's store hears a `storage` event as
 * from another tab), without reloading its data. Nothing here pauses a service: that is operators.spec.ts.
 */

const GRID: [Language, Theme][] = LANGUAGES.flatMap((language) =>
  THEMES.map((theme) => [language, theme] as [Language, Theme]),
);

/** The operator token of the stack's scripts (support/operators.ts), for the set-up's /ops calls. */
const OPS_TOKEN = process.env.OPS_TOKEN ?? 'local-operator-token-change-me';

async function ops(page: Page, method: string, path: string, body?: unknown): Promise<Json> {
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: body,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  const text = await response.text();
  return text ? (JSON.parse(text) as Json) : {};
}

/** The language and theme changed in the page itself, as react-admin's store syncs them between tabs. */
async function switchTo(page: Page, language: Language, theme: Theme): Promise<void> {
  await page.evaluate(
    ([lang, mode]) => {
      for (const [key, value] of [
        ['locale', lang],
        ['theme', mode],
      ]) {
        const storageKey = `RaStoreCallsheet.${key}`;
        const newValue = JSON.stringify(value);
        const oldValue = localStorage.getItem(storageKey);
        if (oldValue === newValue) {
          continue;
        }
        localStorage.setItem(storageKey, newValue);
        window.dispatchEvent(
          new StorageEvent('storage', { key: storageKey, oldValue, newValue, storageArea: localStorage }),
        );
      }
    },
    [language, theme] as const,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('body')).toHaveCSS(
    'background-color',
    theme === 'dark' ? /rgb\((\d|[1-5]\d), (\d|[1-5]\d), (\d|[1-5]\d)\)/ : /rgb\((2[0-4]\d|25[0-5]), /,
  );
}

/** A client-side navigation (no reload: the session, the caches and the lazy chunks stay). */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * Shoots the screen in each language and theme. react-admin re-mounts the whole page on a change of
 * language (its data stays in the query cache): `ready` brings back what the screen shows (a dialog
 * open, a row expanded, a filter) when it is gone, and waits for it.
 */
async function grid(page: Page, name: string, ready: (language: Language) => Promise<void>): Promise<void> {
  for (const [language, theme] of GRID) {
    await switchTo(page, language, theme);
    await ready(language);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await checkScreen(page, name, language, theme);
  }
  await switchTo(page, 'en-US', 'light');
}

async function signedIn(browser: Browser, member: ApiMember, who: string): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  // Stripe.js and a publishable key (the test double), so that Billing shows its card form.
  await useFakeStripe(page);
  logRefusedCalls(page, who);
  page.on('pageerror', (error) => console.log(`[${who}] page error: ${error.message}`));
  await page.goto('/login');
  await setPreferences(page, 'en-US', 'light');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/landing$/);
  await page.getByTestId('account-list').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/account/);
  await expect(page.getByTestId('user-initials')).toBeVisible();
  return page;
}

const visible =
  (page: Page, ...testIds: string[]) =>
  async () => {
    for (const testId of testIds) {
      await expect(page.getByTestId(testId).first()).toBeVisible();
    }
  };

test('the money and operators screens in each language and theme', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const started = Date.now();
  const lap = (what: string) =>
    console.log(`[money-ops-screens] ${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // ---- Set-up through the API and the infrastructure, the independent parts at once.
  const [deal, failedJobId, deadLetter] = await Promise.all([
    acceptedDealMemo(request),
    addFailingPaymentsJob({ redisUrl: REDIS_URL, bullPrefix: BULL_PREFIX }, { attempts: 2 }),
    deadLetterAccountCreated(kafka(), 'screens test: Stripe was unreachable'),
  ]);
  const production = deal.production;
  await Promise.all([
    cardOnFile(request, production),
    setOperator(production.email, true, { identityDatabaseUrl: identityDatabaseUrl(), redisUrl: REDIS_URL }),
  ]);
  const invoiceOf = async (prefix: string) => {
    const created = await call(
      request,
      'POST',
      `/api/stripe/invoice/application/${deal.applicationId}`,
      production.token,
      { prefix, billingMethod: 'charge_automatically', items: [] },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return String(created.body.id);
  };
  const [paidId, draftId] = await Promise.all([invoiceOf('GRIDPAID'), invoiceOf('GRIDDRAFT')]);
  for (const action of ['finalize', 'pay']) {
    const answer = await call(request, 'POST', `/api/stripe/invoice/${paidId}/${action}`, production.token, {});
    expect(answer.status, `${action}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  }
  const paid = (await call(request, 'GET', `/api/stripe/invoice/${paidId}`, production.token)).body;
  expect(
    await invoicePaidWebhook(request, {
      id: paidId,
      stripeInvoiceId: String(paid.stripeInvoiceId),
      totalCents: 100000,
    }),
  ).toBe(200);
  lap('set-up through the API');

  const page = await signedIn(browser, production, 'production');
  try {
    await screens();
  } finally {
    await cleanUp();
  }

  async function screens() {
    // The failed job, retried once by hand and failed again: 3 attempts where 2 were allowed.
    type Job = { id: string; attemptsMade: number; finishedAt?: string };
    const failedJob = async () =>
      (
        (await ops(page, 'GET', `/ops/queues/${PAYMENTS_FAILING_QUEUE}/jobs?state=failed&limit=100`)).data as Job[]
      ).find((job) => job.id === failedJobId);
    await expect.poll(async () => (await failedJob())?.attemptsMade, { timeout: 30_000 }).toBe(2);
    await ops(page, 'POST', `/ops/queues/${PAYMENTS_FAILING_QUEUE}/jobs/${failedJobId}/retry`, {});
    await expect.poll(async () => (await failedJob())?.attemptsMade, { timeout: 30_000 }).toBe(3);
    // The transfers of the paid invoice exist (invoice.paid handled).
    await expect
      .poll(
        async () =>
          (
            (await call(request, 'GET', `/api/stripe/transfer?invoiceId=${paidId}`, production.token)).body
              .data as Json[]
          )?.length,
        { timeout: 30_000 },
      )
      .toBe(3);
    lap('signed in, job retried, transfers made');

    // ---- Account settings' Stripe tabs and the checklist above them.
    // (The account page keeps its tab in its own state: chosen by a click, not by the address.)
    await page.getByRole('tab', { name: 'Legal account', exact: true }).click();
    await grid(page, 'account-legal-production', visible(page, 'legal-account-tab', 'checklist-item'));
    await page.getByRole('tab', { name: 'Representative', exact: true }).click();
    await grid(page, 'account-representative-production', async () => {
      await expect(page.getByTestId('representative-tab')).toBeVisible();
      await expect(page.getByTestId('persons-empty').or(page.getByTestId('persons'))).toBeVisible();
    });
    await page.getByRole('tab', { name: 'External Account', exact: true }).click();
    await grid(page, 'account-external-production', visible(page, 'external-account-tab', 'balance-available'));
    await page.getByRole('tab', { name: 'Billing', exact: true }).click();
    await grid(page, 'account-billing-production', async () => {
      await expect(page.getByTestId('billing-tab')).toBeVisible();
      await expect(page.getByTestId('payment-method').first()).toContainText('4242');
    });
    lap('account tabs');

    // ---- Invoices: the list, the dialog "create invoice for a job", the paid invoice, the draft's edit.
    await visit(page, '/invoices');
    await grid(
      page,
      'invoices',
      visible(page, `invoice-link-${paidId}`, `invoice-link-${draftId}`, 'invoice-filter-paid'),
    );
    const dialog = page.getByTestId('create-invoice-dialog');
    await grid(page, 'invoice-create', async () => {
      if (await dialog.isHidden()) {
        await page.getByTestId('invoice-create').click();
        // The job, then its accepted application (the labels are the page's language's).
        await dialog.getByRole('combobox').nth(0).click();
        await page.getByRole('option', { name: 'Lighthouse keeper', exact: true }).click();
        await dialog.getByRole('combobox').nth(1).click();
        await page.getByRole('option', { name: deal.minorName, exact: true }).click();
      }
      await visible(page, 'invoice-deal-memo', 'invoice-form-total')();
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await visit(page, `/invoices/${paidId}/detail`);
    // The deal memo's line, written in English by the payments service, in the member's language.
    const dealLine: Record<Language, string> = {
      'en-US': 'Lighthouse keeper: Tilly Guardian (Daily)',
      'fr-QC': 'Lighthouse keeper : Tilly Guardian (À la journée)',
      'es-ES': 'Lighthouse keeper: Tilly Guardian (Por día)',
    };
    await grid(page, 'invoice-detail', async (language) => {
      await visible(page, 'invoice-status-paid', 'split-talent', 'invoice-transfer-trust')();
      await expect(page.getByTestId('invoice-line-0')).toHaveText(dealLine[language]);
    });
    await visit(page, `/invoices/${draftId}/detail`);
    await expect(page.getByTestId('invoice-status-draft')).toBeVisible();
    await grid(page, 'invoice-edit', async () => {
      if (await page.getByTestId('edit-invoice-dialog').isHidden()) {
        await page.getByTestId('invoice-action-edit').click();
      }
      await visible(page, 'edit-invoice-dialog')();
    });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('edit-invoice-dialog')).toHaveCount(0);
    lap('invoices');

    // ---- Transfers and the transfer report dialog.
    await visit(page, '/transfers');
    await grid(page, 'transfers', visible(page, 'transfer-direction-paid'));
    await grid(page, 'transfer-report', async () => {
      if (await page.getByTestId('transfer-report-dialog').isHidden()) {
        await page.getByTestId('transfer-report').click();
      }
      await visible(page, 'report-file-name')();
    });
    await page.keyboard.press('Escape');
    lap('transfers');

    // ---- Operators' pages.
    // Loaded afresh: a console built meanwhile by someone else (npm run -w console build) has removed the
    // chunks the page first loaded with.
    await page.goto(`/operations/queues?queue=${PAYMENTS_FAILING_QUEUE}&state=failed`);
    const row = page.getByTestId(`ops-job-${failedJobId}`);
    await expect(row).toBeVisible();
    // Two runs allowed, both failed, then one more on the retry: told apart, not "3 of 2".
    const attempts: Record<Language, string> = {
      'en-US': '2 of 2 + 1 on retry',
      'fr-QC': '2 sur 2 + 1 après relance',
      'es-ES': '2 de 2 + 1 tras reintento',
    };
    await grid(page, 'operators-queue-failed', async (language) => {
      await expect(page.getByTestId('ops-updated')).toBeVisible();
      // The failed job's stack trace, expanded.
      if ((await row.locator('details').getAttribute('open')) === null) {
        await row.locator('summary').click();
      }
      await expect(row.locator('details')).toHaveAttribute('open', '');
      await expect(row).toContainText(attempts[language]);
    });

    await visit(page, '/operations/topics');
    await expect(page.getByTestId('ops-topics')).toBeVisible();
    const accountEvents = page.getByTestId('ops-topic-identity.account.events');
    await grid(page, 'operators-topics', async () => {
      await expect(page.getByTestId('ops-updated')).toBeVisible();
      // Filtered by name (Kafka may hold more topics than a page of 20).
      const filter = page.getByTestId('ops-topics').getByRole('searchbox');
      if ((await filter.inputValue()) === '') {
        await filter.fill('identity account');
      }
      await expect(accountEvents).toBeVisible();
      // Kafka's group states in words of the page's language, never as Kafka names them.
      await expect(accountEvents).not.toContainText(/\((Stable|Empty|PreparingRebalance|CompletingRebalance|Dead)\)/);
    });

    await visit(page, `/operations/dead-letters/${deadLetter.topic}`);
    await grid(page, 'operators-dead-letters', async () => {
      await expect(page.getByTestId('ops-updated')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: deadLetter.eventId })).toBeVisible();
    });
    await visit(page, '/operations/dead-letters/payments.dispute.events');
    await grid(page, 'operators-dead-letters-empty', visible(page, 'ops-updated', 'ops-dead-letters-empty'));

    await visit(page, '/operations/outbox');
    await grid(page, 'operators-outbox', visible(page, 'ops-updated', 'ops-outbox-payments'));
    lap('operators pages');

    // ---- The refusal a member who is not an operator sees.
    const guardian = await signedIn(browser, deal.guardian, 'guardian');
    await guardian.goto('/operations/queues');
    await grid(guardian, 'operators-refused', visible(guardian, 'ops-refused'));
    await guardian.context().close();
    lap('refusal');
  }

  // What this test leaves behind goes, whatever happened: the job, the dead letter (replayed: payments
  // opens its account).
  async function cleanUp() {
    const letters = (await ops(page, 'GET', `/ops/dead-letters/${deadLetter.topic}`)).data as {
      partition: number;
      offset: string;
      eventId?: string;
      replayedAt?: string;
    }[];
    const mine = letters.find((letter) => letter.eventId === deadLetter.eventId && !letter.replayedAt);
    if (mine) {
      await ops(page, 'POST', `/ops/dead-letters/${deadLetter.topic}/replay`, {
        partition: mine.partition,
        offset: mine.offset,
      });
    }
    await ops(page, 'DELETE', `/ops/queues/${PAYMENTS_FAILING_QUEUE}/jobs/${failedJobId}`);
    await page.context().close();
    lap('done');
  }
});

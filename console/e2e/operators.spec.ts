import { expect, test, type Page } from '@playwright/test';
import {
  addFailingPaymentsJob,
  deadLetterAccountCreated,
  PAYMENTS_FAILING_QUEUE,
  setOperator,
} from '../../test/support/ops/ops-fixtures';
import { apiSession } from './support/api';
import { drawerItems, logout, signIn } from './support/flows';
import { signedInMember, type SignedInMember } from './support/members';
import {
  BULL_PREFIX,
  groupLag,
  harnessStack,
  identityDatabaseUrl,
  kafka,
  opsGet,
  pauseService,
  paymentsQuery,
  publishProbes,
  REDIS_URL,
  resumeService,
  serviceProcess,
} from './support/operators';
import { snackbar } from './support/productionFlows';
import { checkScreen } from './support/screens';

/**
 * The operators' pages (issue 19) against the real stack: a member without the operator flag sees no
 * Operations group and is refused /operations; granted with the documented command (npm run ops:grant)
 * and signed in again, the same member watches the payments queues, the Kafka topics and the outboxes;
 * retries and removes a payments job that failed for real; finds a dead-lettered AccountCreated event,
 * replays it (one, then all) and payments handles each once; and sees a consumer group's lag grow while
 * payments is stopped and drain once it goes on. One member, one browser context, in order.
 */

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

// The screenshots of these pages in each language and theme are money-ops-screens.spec.ts' (it pauses
// nothing, so it runs with the other files); this file shoots only the lagging group it alone can make.
type Job = { id: string; state: string; attemptsMade: number; finishedAt?: string };

type QuietTopic = { name: string; deadLetterTopic?: string; deadLetterMessages?: number };

let operator: SignedInMember;

/** Opens an operators' page and waits for its own test id (the previous screen may linger while its chunk loads). */
async function open(page: Page, path: string, testId: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId(testId)).toBeVisible();
  if (testId !== 'ops-refused') {
    await expect(page.getByTestId('ops-updated')).toBeVisible();
  }
}

test.afterAll(async () => {
  await operator?.context.close();
});

test('a member who is not an operator has no Operations group and is refused the pages', async ({ browser }) => {
  operator = await signedInMember(browser, 'operator', {
    businessType: 'individual',
    accountTypeLabel: 'Talent: performer or creator',
    name: 'Grace Hopper',
  });
  const { page } = operator;
  expect(await drawerItems(page)).not.toContain('operations');
  await page.goto('/operations/topics');
  await expect(page.getByTestId('ops-refused')).toContainText('Operators only');
  await expect(page.getByTestId('menu-operations')).toHaveCount(0);
  // The API says the same: a member's token without the claim opens no /ops route.
  const token = await apiSession(page, operator.member);
  const refused = await page.request.get('/ops/topics', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
});

test('granted with ops:grant, the member signs in again and watches queues, topics and outboxes', async () => {
  const { page, member } = operator;
  const granted = await setOperator(member.email, true, {
    identityDatabaseUrl: identityDatabaseUrl(),
    redisUrl: REDIS_URL,
  });
  expect(granted).toContain('is a platform operator');
  await logout(page);
  await signIn(page, member.email, member.password);
  await expect(page.getByTestId('menu-operations')).toContainText('Operations');
  expect(await drawerItems(page)).toEqual(
    expect.arrayContaining(['operations', 'ops-queues', 'ops-topics', 'ops-dead-letters', 'ops-outbox']),
  );

  await page.getByTestId('menu-ops-queues').click();
  await expect(page.getByTestId('ops-queues')).toBeVisible();
  for (const queue of ['invoice-finalization', 'transfer-report', 'transfer-run']) {
    await expect(page.getByTestId(`ops-queue-${queue}`)).toContainText(queue);
  }
  await expect(page.getByTestId('ops-jobs')).toBeVisible();

  await page.getByTestId('menu-ops-outbox').click();
  await expect(page.getByTestId('ops-outbox')).toBeVisible();
  for (const service of ['identity', 'profiles', 'productions', 'connections', 'payments']) {
    await expect(page.getByTestId(`ops-outbox-${service}`)).not.toHaveAttribute('data-state', 'unavailable');
  }

  await page.getByTestId('menu-ops-topics').click();
  await expect(page.getByTestId('ops-topics')).toBeVisible();
  // Topics come 20 a page by name: on a Kafka that other runs filled (bench.*, test topics),
  // identity.account.events is further on, hence the filter below to find it.
  await expect(page.getByRole('table', { name: 'Topics' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Filter by name').fill('no such topic anywhere');
  await expect(page.getByTestId('ops-topics-empty')).toContainText('No topic matches “no such topic anywhere”.');
  await page.getByLabel('Filter by name').fill('identity account');
  await expect(page.getByTestId('ops-topic-identity.account.events')).toBeVisible();
  await expect(page.getByTestId('ops-topic-profiles.talent.events')).toHaveCount(0);
});

test('a payments job that failed is retried from the queues page, then removed', async ({ request }) => {
  const { page } = operator;
  const jobId = await addFailingPaymentsJob({ redisUrl: REDIS_URL, bullPrefix: BULL_PREFIX }, { attempts: 2 });
  const failedJob = async () =>
    (
      await opsGet<{ data: Job[] }>(request, `/ops/queues/${PAYMENTS_FAILING_QUEUE}/jobs?state=failed&limit=100`)
    ).data.find((job) => job.id === jobId);
  await expect.poll(async () => (await failedJob())?.attemptsMade, { timeout: 30_000 }).toBe(2);
  const firstFailure = (await failedJob())!.finishedAt;

  await open(page, `/operations/queues?queue=${PAYMENTS_FAILING_QUEUE}&state=failed`, 'ops-queues');
  const row = page.getByTestId(`ops-job-${jobId}`);
  await expect(row).toContainText('2 of 2');
  const { failedReason } = (await failedJob()) as Job & { failedReason: string };
  await expect(row).toContainText(failedReason.slice(0, 40));

  await row.getByRole('button', { name: `Retry job ${jobId}`, exact: true }).click();
  await expect(snackbar(page)).toContainText(`Job ${jobId} is waiting to run again.`);
  // payments' worker ran it again (and failed it again: its invoice id is still not one).
  await expect.poll(async () => (await failedJob())?.finishedAt !== firstFailure, { timeout: 30_000 }).toBe(true);
  const retried = (await failedJob())!;
  expect(retried.attemptsMade).toBeGreaterThan(2);
  // BullMQ keeps counting attempts past the 2 allowed: the run the retry added is told apart.
  await expect(row).toContainText(`2 of 2 + ${retried.attemptsMade - 2} on retr`);

  await row.getByRole('button', { name: `Remove job ${jobId}`, exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(`Remove job ${jobId}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(snackbar(page)).toContainText(`Job ${jobId} removed.`);
  await expect(row).toHaveCount(0);
  expect(await failedJob()).toBeUndefined();
});

test('a dead-lettered event is replayed from its page and payments handles it once', async ({ request }) => {
  const { page } = operator;
  const client = kafka();
  const one = await deadLetterAccountCreated(client, 'ops test: Stripe was unreachable (one)');
  const all = await deadLetterAccountCreated(client, 'ops test: Stripe was unreachable (all)');
  const handled = async (eventId: string, accountId: string) => {
    const processed = await paymentsQuery(
      'SELECT count(*)::int AS n FROM processed_event WHERE consumer = $1 AND event_id = $2',
      [one.consumer, eventId],
    );
    const accounts = await paymentsQuery('SELECT count(*)::int AS n FROM connected_account WHERE account_id = $1', [
      accountId,
    ]);
    return [processed[0]?.n, accounts[0]?.n];
  };
  expect(await handled(one.eventId, one.accountId)).toEqual([0, 0]);

  // The topics page links the topic's dead letters.
  await open(page, '/operations/topics', 'ops-topics');
  await page.getByLabel('Filter by name').fill(one.topic);
  const deadLetters = page.getByTestId(`ops-dlq-${one.topic}`).getByRole('link');
  await expect(deadLetters).toContainText(/\d+ dead letters?/);
  await deadLetters.click();
  await expect(page.getByTestId('ops-dead-letters')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Dead letters of ${one.topic}`);

  const rowOf = (eventId: string) => page.getByRole('row').filter({ hasText: eventId });
  await expect(rowOf(one.eventId)).toContainText('ops test: Stripe was unreachable (one)');
  await expect(rowOf(one.eventId)).toContainText(one.consumer);
  await expect(rowOf(one.eventId)).toContainText('callsheet.identity.v1.AccountCreated');
  await expect(rowOf(all.eventId)).toBeVisible();

  // One: confirmed first, then said in the snackbar; the row is no longer offered.
  await rowOf(one.eventId)
    .getByRole('button', { name: /^Replay the message at partition \d+, offset \d+$/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Replay this message?');
  await page.getByRole('dialog').getByRole('button', { name: 'Replay', exact: true }).click();
  await expect(snackbar(page)).toContainText('Replayed 1 message');
  await expect(rowOf(one.eventId).getByRole('button', { name: /^Replay the message/ })).toHaveCount(0);
  await expect.poll(() => handled(one.eventId, one.accountId), { timeout: 30_000 }).toEqual([1, 1]);

  // All: what is left (the second event, and any other run's), confirmed first.
  await page.getByRole('button', { name: /^Replay all \(\d+\)$/ }).click();
  await expect(page.getByRole('dialog')).toContainText(/Replay \d+ messages?\?/);
  await page.getByRole('dialog').getByRole('button', { name: 'Replay', exact: true }).click();
  await expect(snackbar(page)).toContainText(/Replayed \d+ messages?/);
  await expect.poll(() => handled(all.eventId, all.accountId), { timeout: 30_000 }).toEqual([1, 1]);
  await expect(rowOf(all.eventId).getByRole('button', { name: /^Replay the message/ })).toHaveCount(0);
  // A topic whose dead-letter topic holds nothing says so.
  const quiet = (await opsGet<{ data: QuietTopic[] }>(request, '/ops/topics?limit=100')).data.find(
    (entry) => entry.deadLetterTopic !== undefined && entry.deadLetterMessages === 0,
  );
  expect(quiet).toBeDefined();
  await open(page, `/operations/dead-letters/${quiet!.name}`, 'ops-dead-letters');
  await expect(page.getByTestId('ops-dead-letters-empty')).toContainText('No dead letters: nothing to replay');
  // Once: when payments has read everything the replays published (its group's lag back to 0), each
  // event is still handled once.
  await expect
    .poll(() => groupLag(request, 'identity.account.events', 'payments.identity-account-events'), { timeout: 30_000 })
    .toBe(0);
  expect(await handled(one.eventId, one.accountId)).toEqual([1, 1]);
  expect(await handled(all.eventId, all.accountId)).toEqual([1, 1]);
});

test('a consumer group lags while payments is stopped and drains once it goes on', async ({ request }) => {
  test.skip(!harnessStack(), 'stops a service of the stack the harness started (not with CONSOLE_E2E_URL)');
  const { page } = operator;
  const topic = 'identity.account.events';
  const group = 'payments.identity-account-events';
  await expect.poll(() => groupLag(request, topic, group), { timeout: 30_000 }).toBe(0);

  await open(page, '/operations/topics', 'ops-topics');
  await page.getByLabel('Filter by name').fill(topic);
  // All of the topic's groups, not only the three furthest behind.
  const more = page.getByTestId(`ops-topic-${topic}`).getByRole('button', { name: /^\d+ more groups?$/ });
  if ((await more.count()) > 0) {
    await more.click();
  }
  const lag = page.getByTestId(`ops-lag-${topic}-${group}`);
  await expect(lag).toHaveAttribute('data-lag', '0');

  const payments = serviceProcess('payments');
  pauseService(payments);
  try {
    await publishProbes(topic, 3);
    await expect(lag).toHaveAttribute('data-lag', '3', { timeout: 20_000 });
    await expect(lag).toContainText('lag 3');
    await expect(page.getByTestId('ops-lag-chart')).toHaveAttribute('data-series', /payments\.identity-account-events/);
    await checkScreen(page, 'operators-topics-lagging', 'en-US', 'light');
  } finally {
    resumeService(payments);
  }
  await expect(lag).toHaveAttribute('data-lag', '0', { timeout: 30_000 });
  await expect(lag).toContainText('lag 0');
  // Skipped, not dead-lettered: the probes are a type payments does not take.
  const probes = await opsGet<{ data: { eventType?: string }[] }>(request, `/ops/dead-letters/${topic}`);
  expect(probes.data.filter((letter) => letter.eventType === 'callsheet.console.v1.LagProbe')).toEqual([]);
});

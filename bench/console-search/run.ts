// bench/console-search: how long the member waits for talent search results in the browser, over the
// 1,000,000-profile benchmark database. Chromium types 50 scripted searches (a text and a filter each)
// into /talent/search; each is timed from the member's last keystroke to the results painted: the
// page's performance.now() at the last keydown, and after the results list carries the search's key
// (data-results-for, set in the render that shows its rows) the next frame (requestAnimationFrame,
// then a task, so the frame is painted). Beside it, the same searches as raw POST /api/talent/search
// calls to the gateway. Not part of npm test. Usage (package.json takes both locks and builds first):
//   npm run bench:console-search [-- --searches 50 --seed 7 --typing-delay 80 --headed]
import { linkIn, waitForMail } from '@callsheet/testing';
import { chromium, type Page, type Request } from '@playwright/test';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_DATABASE, databaseUrl, prepareBenchDatabase } from '../search/seed.js';
import { resultsKey, requestBody, scriptedSearches, type ScriptedSearch } from './searches.js';
import { startStack, STACK_LOG } from './stack.js';

const { values: options } = parseArgs({
  options: {
    searches: { type: 'string', default: '50' },
    seed: { type: 'string', default: '7' },
    /** Milliseconds between keystrokes: a quick typist (about 12 characters a second). */
    'typing-delay': { type: 'string', default: '80' },
    headed: { type: 'boolean', default: false },
    /** One line per search as it is measured. */
    verbose: { type: 'boolean', default: false },
    /**
     * Profiling: a Chromium performance trace (timeline and JS samples, for chrome://tracing or the
     * DevTools Performance panel) of the filter-then-text searches written to this file, and only those
     * searches measured.
     */
    trace: { type: 'string' },
  },
});
const SEARCHES = Number(options.searches);
const TYPING_DELAY_MS = Number(options['typing-delay']);
const PROFILES = 1_000_000;
/** The issue's goal: from the last keystroke to the results painted. */
const GOAL_P95_MS = 150;
const PASSWORD = 'bench-console-search-1';
const FAILURE_SCREENSHOT = join(tmpdir(), 'callsheet-console-search-failure.png');

interface Member {
  email: string;
  token: string;
  userId: string;
  accountId: string;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${what}: ${response.status} ${text}`);
  }
  return (text ? JSON.parse(text) : {}) as T;
}

function post(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** The verification link's token from the mail catcher (MailDev), once the mail has arrived. */
async function verificationToken(email: string): Promise<string> {
  const token = linkIn(await waitForMail(email)).searchParams.get('token');
  if (!token) {
    throw new Error(`no verification token in the mail to ${email}`);
  }
  return token;
}

/** A casting professional's account, made through the API like the console makes it. */
async function createMember(gateway: string): Promise<Member> {
  const email = `bench-console-search-${Date.now().toString(36)}@example.com`;
  await json(
    await post(`${gateway}/public/auth/sign-up`, {
      firstName: 'Bench',
      lastName: 'Casting',
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      language: 'en-US',
    }),
    'sign-up',
  );
  await json(await post(`${gateway}/public/auth/verify-email`, { token: await verificationToken(email) }), 'verify');
  const signedIn = await json<{ accessToken: string }>(
    await post(`${gateway}/public/auth/sign-in`, { email, password: PASSWORD }),
    'sign-in',
  );
  const account = await json<{ id: string; session: { accessToken: string } }>(
    await post(
      `${gateway}/api/account`,
      {
        business_type: 'individual',
        account_type: 'casting',
        country: 'US',
        tos_shown_and_accepted: true,
        minor: false,
        individual: { first_name: 'Bench', last_name: 'Casting', dob: '1985-06-15' },
      },
      signedIn.accessToken,
    ),
    'account',
  );
  const token = account.session.accessToken;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return { email, token, userId: claims.sub, accountId: account.id };
}

// In the page, before its own scripts: the time of the last keystroke, and a promise of the time the
// results of a key are painted. The results list's data-results-for is set in the render that shows
// the rows; requestAnimationFrame runs before that frame's paint, the task queued from it after.
const INSTRUMENTATION = `
  window.__consoleSearchBench = {
    lastKey: 0,
    painted(key, timeoutMs = 30000) {
      return new Promise((resolve, reject) => {
        const shown = () => document.querySelector('[data-results-for="' + CSS.escape(key) + '"]');
        const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
        if (shown()) { done(); return; }
        const observer = new MutationObserver(() => {
          if (shown()) { observer.disconnect(); clearTimeout(timer); done(); }
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          const keys = [...document.querySelectorAll('[data-results-for]')].map((node) => node.getAttribute('data-results-for'));
          reject(new Error('no results for "' + key + '" after ' + timeoutMs + ' ms; shown: ' + JSON.stringify(keys) + ', address: ' + location.search));
        }, timeoutMs);
        observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-results-for'] });
      });
    },
  };
  addEventListener('keydown', (event) => { window.__consoleSearchBench.lastKey = event.timeStamp; }, true);
`;

const TEXT_BOX = 'Name, alias or skill';

/** Chooses an option of a list filter with the keyboard only: its name typed, then arrows and Enter. */
async function chooseByKeyboard(page: Page, search: ScriptedSearch): Promise<void> {
  const input = page.getByRole('combobox', { name: search.filter.control, exact: true });
  await input.click();
  await page.keyboard.type(search.filter.option, { delay: TYPING_DELAY_MS });
  const options = await page.getByRole('option').allInnerTexts();
  const index = options.indexOf(search.filter.option);
  if (index === -1) {
    throw new Error(`no option "${search.filter.option}" in ${search.filter.control}: ${options.join(', ')}`);
  }
  for (let step = 0; step <= index; step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

async function typeText(page: Page, text: string): Promise<void> {
  await page.getByLabel(TEXT_BOX, { exact: true }).click();
  await page.keyboard.type(text, { delay: TYPING_DELAY_MS });
}

/** Back to an empty search, its results painted, and a pause: each timed search starts from rest. */
async function reset(page: Page): Promise<void> {
  const clear = page.getByTestId('search-clear');
  if (await clear.isEnabled()) {
    await clear.click();
  }
  await page.evaluate('window.__consoleSearchBench.painted("")');
  await page.evaluate('performance.clearResourceTimings()');
  await page.waitForTimeout(400);
}

/** Where the time went: before the request left, the request itself, and from its answer to the paint. */
interface Phases {
  beforeRequest: number;
  request: number;
  afterAnswer: number;
}

/** The last search request since the keystroke, from the page's resource timing. */
const LAST_REQUEST = `(() => {
  const since = window.__consoleSearchBench.lastKey;
  const entry = performance.getEntriesByType('resource')
    .filter((item) => item.name.includes('/api/talent/search') && item.startTime >= since)
    .at(-1);
  return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
})()`;

interface Timed {
  search: ScriptedSearch;
  phases?: Phases;
  ms: number;
  requests: number;
  cancelled: number;
}

/**
 * Each search typed in one order: `filter-last` types the text, then chooses the filter (a choice
 * searches at once, cancelling a typed search still on its way); `text-last` chooses the filter, then
 * types the text (each key's search leaves when the one on its way is answered: TypingPace).
 */
async function measure(page: Page, searches: readonly ScriptedSearch[], order: 'filter-last' | 'text-last') {
  const timed: Timed[] = [];
  let requests = 0;
  let cancelled = 0;
  const sent = (request: Request) => {
    if (request.method() === 'POST' && request.url().includes('/api/talent/search')) {
      requests += 1;
    }
  };
  const failed = (request: Request) => {
    if (request.url().includes('/api/talent/search')) {
      cancelled += 1;
    }
  };
  page.on('request', sent);
  page.on('requestfailed', failed);
  for (const search of searches) {
    await reset(page);
    const [requestsBefore, cancelledBefore] = [requests, cancelled];
    // Watching starts before the first keystroke; `void` so that evaluate does not wait for the promise.
    await page.evaluate(
      `void (window.__consoleSearchBench.results = window.__consoleSearchBench.painted(${JSON.stringify(resultsKey(search))}))`,
    );
    if (order === 'filter-last') {
      await typeText(page, search.text);
      await chooseByKeyboard(page, search);
    } else {
      await chooseByKeyboard(page, search);
      await typeText(page, search.text);
    }
    const painted = await page.evaluate<number>('window.__consoleSearchBench.results');
    if (options.verbose) {
      console.log(`  ${order} ${timed.length + 1}/${searches.length}: "${search.text}" + ${search.filter.option}`);
    }
    const lastKey = await page.evaluate<number>('window.__consoleSearchBench.lastKey');
    const request = await page.evaluate<{ start: number; end: number } | null>(LAST_REQUEST);
    const phases = request
      ? {
          beforeRequest: request.start - lastKey,
          request: request.end - request.start,
          afterAnswer: painted - request.end,
        }
      : undefined;
    timed.push({
      search,
      phases,
      ms: painted - lastKey,
      requests: requests - requestsBefore,
      cancelled: cancelled - cancelledBefore,
    });
  }
  page.off('request', sent);
  page.off('requestfailed', failed);
  return timed;
}

/** The same searches' requests sent straight to the gateway, one after another. */
async function baseline(origin: string, member: Member, searches: readonly ScriptedSearch[]): Promise<number[]> {
  const samples: number[] = [];
  for (const search of searches) {
    const started = performance.now();
    await json(await post(`${origin}/api/talent/search?limit=25`, requestBody(search), member.token), 'search');
    samples.push(performance.now() - started);
  }
  return samples;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function summary(samples: readonly number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
}

function row(name: string, samples: readonly number[]): string {
  const { p50, p95, max } = summary(samples);
  const cell = (value: number) => value.toFixed(1).padStart(7);
  return `| ${name.padEnd(62)} | ${cell(p50)} | ${cell(p95)} | ${cell(max)} |`;
}

async function main(): Promise<void> {
  console.log(
    `bench/console-search on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown cpu'}), ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  await prepareBenchDatabase({ profiles: PROFILES, seed: 42, reseed: false });
  const searches = scriptedSearches(SEARCHES, Number(options.seed));
  const stack = await startStack(databaseUrl(BENCH_DATABASE));
  console.log(`stack ready (profiles on ${BENCH_DATABASE}; log ${STACK_LOG})`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: !options.headed,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  let failureShot: (() => Promise<void>) | undefined;
  try {
    const member = await createMember(stack.gateway);
    console.log(`member ${member.email} signed up, verified, with a casting account`);
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await context.addInitScript({ content: INSTRUMENTATION });
    // The account the console selects at sign-in, as if the member had used it last time (auth/session.ts).
    await context.addInitScript({
      content: `localStorage.setItem(${JSON.stringify(`callsheet.lastAccount.${member.userId}`)}, ${JSON.stringify(member.accountId)});`,
    });
    const page = await context.newPage();
    failureShot = () => page.screenshot({ path: FAILURE_SCREENSHOT, fullPage: true }).then(() => undefined);
    await page.goto(`${stack.console}/login`);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${stack.console}/talent/search`);
    await page.getByTestId('talent-search').waitFor();
    console.log('signed in the browser; /talent/search open');
    await page.evaluate('window.__consoleSearchBench.painted("")');

    const seed = Number(options.seed);
    if (options.trace) {
      await measure(page, scriptedSearches(5, seed + 1000), 'text-last');
      await baseline(stack.gateway, member, searches);
      await browser.startTracing(page, {
        path: options.trace,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.frame',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'blink.user_timing',
          'loading',
          'netlog',
        ],
      });
      const traced = await measure(page, searches, 'text-last');
      await browser.stopTracing();
      const phase = (name: keyof Phases) => traced.flatMap((entry) => (entry.phases ? [entry.phases[name]] : []));
      console.log(
        row(
          'browser, filter then text (traced)',
          traced.map((entry) => entry.ms),
        ),
      );
      console.log(row('  last key → request sent', phase('beforeRequest')));
      console.log(row('  the request', phase('request')));
      console.log(row('  answer → results painted', phase('afterAnswer')));
      console.log(`trace: ${options.trace}`);
      return;
    }
    // Warm-up of the page: its chunks, the option lists, the connections (searches of their own).
    await measure(page, scriptedSearches(5, seed + 1000), 'filter-last');
    // Cold: searches the database has not run before, as a member's new question is.
    const cold = await measure(page, scriptedSearches(SEARCHES, seed + 1), 'filter-last');
    console.log('measured: new searches, text then filter');
    // Warm: each scripted search sent once through the API first, so that the database holds its rows
    // in its caches (bench/search measures after warm-up runs too); then the browser in both orders.
    await baseline(stack.gateway, member, searches);
    const filterLast = await measure(page, searches, 'filter-last');
    console.log('measured: text, then filter');
    const textLast = await measure(page, searches, 'text-last');
    console.log('measured: filter, then text');
    const raw = await baseline(stack.gateway, member, searches);
    const proxied = await baseline(stack.console, member, searches);
    console.log('measured: raw API calls');

    const ms = (timed: Timed[]) => timed.map((entry) => entry.ms);
    const phase = (timed: Timed[], name: keyof Phases) =>
      timed.flatMap((entry) => (entry.phases ? [entry.phases[name]] : []));
    console.log(
      `\n${searches.length} searches, ${PROFILES.toLocaleString('en-US')} profiles, typing ${TYPING_DELAY_MS} ms a key\n`,
    );
    console.log(`| ${'measure (ms)'.padEnd(62)} |     p50 |     p95 |     max |`);
    console.log(`| ${'-'.repeat(62)} | ------: | ------: | ------: |`);
    console.log(row('browser, text then filter: last key → results painted', ms(filterLast)));
    console.log(row('  last key → request sent', phase(filterLast, 'beforeRequest')));
    console.log(row('  the request (browser → console proxy → gateway)', phase(filterLast, 'request')));
    console.log(row('  answer → results painted', phase(filterLast, 'afterAnswer')));
    console.log(row('browser, filter then text: last key → results painted', ms(textLast)));
    console.log(row('  last key → request sent (waiting for the search on its way)', phase(textLast, 'beforeRequest')));
    console.log(row('  the request (browser → console proxy → gateway)', phase(textLast, 'request')));
    console.log(row('  answer → results painted', phase(textLast, 'afterAnswer')));
    console.log(row('raw POST /api/talent/search to the gateway (baseline)', raw));
    console.log(row('  the same through the console’s proxy (vite preview)', proxied));
    console.log(row('new searches, browser, text then filter (database cold)', ms(cold)));
    console.log(row('  the request (browser → console proxy → gateway)', phase(cold, 'request')));

    const requests = (timed: Timed[]) => timed.reduce((sum, entry) => sum + entry.requests, 0);
    const cancelled = (timed: Timed[]) => timed.reduce((sum, entry) => sum + entry.cancelled, 0);
    console.log(
      `\nrequests sent for ${searches.length} searches: text then filter ${requests(filterLast)} ` +
        `(${cancelled(filterLast)} cancelled), filter then text ${requests(textLast)} (${cancelled(textLast)} cancelled)`,
    );
    const rawOf = new Map(searches.map((search, index) => [search, raw[index] ?? NaN]));
    console.log('\nslowest (warm; the raw call of the same search in brackets):');
    const slowest = [
      ...filterLast.map((entry) => ({ ...entry, order: 'text then filter' })),
      ...textLast.map((entry) => ({ ...entry, order: 'filter then text' })),
    ].sort((a, b) => b.ms - a.ms);
    for (const entry of slowest.slice(0, 6)) {
      console.log(
        `  ${entry.ms.toFixed(1)} ms (${(rawOf.get(entry.search) ?? NaN).toFixed(1)} ms)  ${entry.order}: ` +
          `${entry.search.kind} "${entry.search.text}" + ${entry.search.filter.field} ${entry.search.filter.key}`,
      );
    }
    const verdict = (name: string, samples: number[]) => {
      const { p95 } = summary(samples);
      console.log(`${name}: ${p95 <= GOAL_P95_MS ? 'met' : 'not met'} (p95 ${p95.toFixed(1)} ms)`);
    };
    console.log(`\ngoal: last keystroke → results painted, p95 ≤ ${GOAL_P95_MS} ms`);
    verdict('  text then filter', ms(filterLast));
    verdict('  filter then text', ms(textLast));
    verdict('  new searches, text then filter', ms(cold));
  } catch (error) {
    await failureShot?.().catch(() => undefined);
    console.error(`failed; the page as it was: ${FAILURE_SCREENSHOT}`);
    throw error;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();

import { expect, test, type Page, type Request } from '@playwright/test';
import { createAccount, newContext, newMember, registerAndVerify, type Member } from './support/flows';
import { apiSession } from './support/api';
import { checkScreen, LANGUAGES, setPreferences, THEMES, type Language, type Theme } from './support/screens';

/**
 * The Search group against the real gateway and services: talent searched by text and filters as
 * the member types (one search on its way at a time, a superseded one cancelled), the search kept in the address
 * (reload, back and forward), cursor pages, the empty state naming the filters to widen; a published
 * job found in job search; a representative profile found in representative search.
 */

test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

type Json = Record<string, unknown>;

/**
 * A word no other profile or job holds, nor resembles: search also finds words of similar trigrams (a
 * typo's tier), so words sharing a prefix with an earlier run's would find that run's records too.
 */
function uniqueWord(): string {
  const letters = Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return letters[0]?.toUpperCase() + letters.slice(1).join('');
}

async function call(page: Page, token: string, method: string, path: string, data?: unknown): Promise<Json> {
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  expect(response.ok(), `${method} ${path}: ${response.status()} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : {}) as Json;
}

/** A member with an account of the given kind, signed in on the page. */
async function memberWithAccount(
  page: Page,
  label: string,
  account: Parameters<typeof createAccount>[1],
): Promise<{ member: Member; token: string }> {
  const member = newMember(label);
  await registerAndVerify(page, member);
  await createAccount(page, account);
  return { member, token: await apiSession(page, member) };
}

/** The search calls the page makes, with their bodies, the ones it cancels, and the ones that ended. */
function watchSearches(page: Page, path: string) {
  const sent: { request: Request; body: Json }[] = [];
  const aborted: Request[] = [];
  const ended = new Set<Request>();
  const isSearch = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === path;
  page.on('request', (request) => {
    if (isSearch(request)) {
      sent.push({ request, body: (request.postDataJSON() ?? {}) as Json });
    }
  });
  page.on('requestfinished', (request) => {
    if (isSearch(request)) {
      ended.add(request);
    }
  });
  page.on('requestfailed', (request) => {
    if (!isSearch(request)) {
      return;
    }
    ended.add(request);
    if (/ABORTED|canceled/i.test(request.failure()?.errorText ?? '')) {
      aborted.push(request);
    }
  });
  return { sent, aborted, ended };
}

function results(page: Page) {
  return page.getByTestId('search-results');
}

async function shoot(page: Page, name: string, path: string, ready: string, language: Language, theme: Theme) {
  await setPreferences(page, language, theme);
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible();
  await expect(page.getByTestId('user-initials')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByTestId('search-loading')).toHaveCount(0);
  await checkScreen(page, name, language, theme);
}

test('a member searches talent by text and filters, shares the address, pages and widens an empty search', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const { token } = await memberWithAccount(page, 'search-talent', {
    businessType: 'individual',
    accountTypeLabel: 'Talent: performer or creator',
    name: 'Casey Search',
  });

  // 27 profiles share a surname no other test uses: 25 on the first page, 2 on the second. Three of
  // them are AEA members, two of those 180 cm or taller.
  const surname = uniqueWord();
  const special = [
    { firstName: 'Marlowe', unions: ['aea'], height: 182, hairColor: 'red' },
    { firstName: 'Juniper', unions: ['aea'], height: 185, hairColor: 'black' },
    { firstName: 'Tamsin', unions: ['aea'], height: 170, hairColor: 'red' },
  ];
  const others = Array.from({ length: 24 }, (_, index) => ({
    firstName: `Extra${String.fromCharCode(97 + index)}`,
    unions: ['sagAftra'],
    height: 160 + index,
    hairColor: 'brown',
  }));
  for (const profile of [...others, ...special]) {
    await call(page, token, 'POST', '/api/talent', {
      firstName: profile.firstName,
      lastName: surname,
      birthDate: '1991-03-14',
      citizenship: ['us'],
      unions: profile.unions,
      bodyTypes: ['mesomorph'],
      ethnicAppearances: ['whiteEuropean'],
      hairColor: profile.hairColor,
      height: { cm: profile.height },
      playableAge: { from: 28, to: 38 },
      residenceAddress: { line1: '1 Peachtree St', city: 'Atlanta', state: 'GA', postalCode: '30303', country: 'US' },
    });
  }

  // The drawer's Search group leads to the page itself, not the talent resource's "profile search".
  const searches = watchSearches(page, '/api/talent/search');
  await page.goto('/account');
  await page.getByTestId('menu-searchTalent').click();
  await expect(page).toHaveURL(/\/talent\/search$/);
  await expect(page.getByTestId('talent-search')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Search talent' })).toBeVisible();
  await expect(results(page)).toHaveAttribute('data-results-for', '');

  // Typing: the results follow the letters with one search on its way at a time (the letters typed
  // meanwhile go as one search, the latest), and the last one is the whole word.
  const sentBefore = searches.sent.length;
  await page.getByLabel('Name, alias or skill', { exact: true }).pressSequentially(surname, { delay: 40 });
  await expect(results(page)).toHaveAttribute('data-results-for', `q=${surname}`);
  const typed = searches.sent.slice(sentBefore).map(({ request }) => request);
  expect(typed.length, `${typed.length} searches for ${surname.length} letters`).toBeLessThanOrEqual(surname.length);
  expect(searches.sent.at(-1)?.body).toEqual({ text: surname });
  // Each typed search left after the one before it was answered, unless that one had been on its way
  // for the longest wait (TYPING_WAIT_MAX_MS, 250 ms: a loaded machine), when the newer one may leave
  // and the page cancels the older (which may still finish in the network meanwhile). The network's
  // "answered" (responseEnd, the network service's loading finished) can come a few milliseconds after
  // the page has read the whole body and sent the next search (4 ms on a loaded machine): 20 ms of slack.
  await expect.poll(() => typed.filter((request) => searches.ended.has(request)).length).toBe(typed.length);
  typed.slice(1).forEach((request, index) => {
    const before = typed[index];
    const answeredAt = before.timing().startTime + before.timing().responseEnd;
    const left = request.timing().startTime;
    expect(
      answeredAt <= left + 20 || left - before.timing().startTime >= 245,
      `search ${index + 2} of ${typed.length} left ${left - before.timing().startTime} ms after search ${index + 1}, ` +
        `before its answer (${answeredAt - left} ms later)`,
    ).toBe(true);
  });
  await expect(page).toHaveURL(new RegExp(`/talent/search\\?q=${surname}$`));
  await expect(page.getByTestId('talent-result')).toHaveCount(25);
  await expect(page.getByTestId('search-range')).toHaveText('Results 1–25');
  await expect(page.getByTestId('active-filter-text')).toHaveText(`Text: “${surname}”`);

  // The next page by the API's cursor, kept in the address: a reload shows the same page.
  await page.getByTestId('search-pager').getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('search-range')).toHaveText('Results 26–27');
  await expect(page).toHaveURL(/after=[^&]+&page=2$/);
  const secondPage = await page.getByTestId('talent-result').getByRole('link').allInnerTexts();
  expect(secondPage).toHaveLength(2);
  await page.reload();
  await expect(page.getByTestId('search-range')).toHaveText('Results 26–27');
  await expect(page.getByTestId('talent-result').getByRole('link')).toHaveText(secondPage);
  await expect(page.getByLabel('Name, alias or skill', { exact: true })).toHaveValue(surname);
  await expect(page.getByTestId('search-pager').getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.getByTestId('search-pager').getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByTestId('search-range')).toHaveText('Results 1–25');
  await expect(page).toHaveURL(new RegExp(`\\?q=${surname}$`));
  await expect(page.getByTestId('search-pager').getByRole('button', { name: 'Previous page' })).toBeDisabled();

  // A chosen filter searches at once. Its answer is held back in the network; the height typed
  // meanwhile waits for it at most 250 ms, then supersedes it: the page cancels it, and only the newer
  // search's results are shown. The first is held until the newer one is sent (a page that never
  // supersedes it times the test out).
  const abortedBefore = searches.aborted.length;
  let releaseFirst = () => {};
  const newerSent = new Promise<void>((resolve) => (releaseFirst = resolve));
  let held = 0;
  await page.route('**/api/talent/search**', async (route) => {
    held += 1;
    if (held === 1) {
      await newerSent;
    } else {
      releaseFirst();
    }
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('combobox', { name: 'Unions', exact: true }).click();
  await page.getByRole('option', { name: 'AEA', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/unions=aea/);
  await page.getByLabel('Height from (cm)', { exact: true }).fill('180');
  const filteredKey = `q=${surname}&unions=aea&heightMin=180`;
  await expect(results(page)).toHaveAttribute('data-results-for', filteredKey);
  await expect.poll(() => searches.aborted.length).toBe(abortedBefore + 1);
  expect(searches.aborted[abortedBefore]?.postDataJSON()).toEqual({ text: surname, unions: ['aea'] });
  await page.unroute('**/api/talent/search**');
  await expect(page.getByTestId('talent-result').getByRole('link')).toHaveText([
    `Juniper ${surname}`,
    `Marlowe ${surname}`,
  ]);
  await expect(page.getByTestId('talent-result').first()).toContainText('Plays 28 to 38');
  await expect(page.getByTestId('talent-result').first()).toContainText('Atlanta, GA, United States');
  await expect(page.getByTestId('talent-result').first()).toContainText('AEA');

  // Shared and reloaded: the same filters in the form and the same results.
  await page.reload();
  await expect(results(page)).toHaveAttribute('data-results-for', filteredKey);
  await expect(page.getByLabel('Name, alias or skill', { exact: true })).toHaveValue(surname);
  await expect(page.getByLabel('Height from (cm)', { exact: true })).toHaveValue('180');
  await expect(page.getByTestId('talent-search').getByRole('button', { name: 'AEA', exact: true })).toBeVisible();
  await expect(page.getByTestId('talent-result')).toHaveCount(2);

  // Back: the search before the height (one history entry for it); forward: with it again.
  await page.goBack();
  await expect(results(page)).toHaveAttribute('data-results-for', `q=${surname}&unions=aea`);
  await expect(page.getByLabel('Height from (cm)', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('talent-result')).toHaveCount(3);
  await page.goForward();
  await expect(results(page)).toHaveAttribute('data-results-for', filteredKey);
  await expect(page.getByLabel('Height from (cm)', { exact: true })).toHaveValue('180');

  // A range in the wrong order is refused on its field, and nothing is sent.
  const sentBeforeRange = searches.sent.length;
  await page.getByLabel('Height to (cm)', { exact: true }).fill('170');
  await expect(page.locator('#search-heightMax-helper-text')).toHaveText('"From" must not be above "to".');
  await expect(page.getByTestId('search-invalid')).toHaveCount(0);
  // The typed text was weighed (the form no longer says it waits) and refused: nothing went out.
  await expect(page.locator('form[role="search"]')).toHaveAttribute('data-typing', 'false');
  expect(searches.sent.length).toBe(sentBeforeRange);
  await page.getByLabel('Height to (cm)', { exact: true }).fill('');

  // Nothing matches: the empty state names every filter applied; removing one widens the search.
  await page.getByRole('combobox', { name: 'Hair color', exact: true }).click();
  await page.getByRole('option', { name: 'Blonde', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('search-empty')).toBeVisible();
  await expect(page.getByTestId('search-empty')).toContainText('No talent profile matches this search.');
  await expect(page.getByTestId('search-empty-advice')).toHaveText(
    `Widen the search: remove or change one of these filters: Text (“${surname}”), Unions (AEA), ` +
      'Hair color (Blonde), Height (180 cm or more).',
  );
  await setPreferences(page, 'en-US', 'light');
  await checkScreen(page, 'talent-search-empty', 'en-US', 'light');
  await setPreferences(page, 'en-US', 'dark');
  await page.reload();
  await expect(page.getByTestId('search-empty')).toBeVisible();
  await checkScreen(page, 'talent-search-empty', 'en-US', 'dark');
  await setPreferences(page, 'en-US', 'light');
  await page.reload();
  await page.getByRole('button', { name: 'Remove the filter Hair color: Blonde', exact: true }).click();
  await expect(page.getByTestId('talent-result')).toHaveCount(2);
  await expect(page).not.toHaveURL(/hair=/);

  // The result opens the public profile.
  await page.getByRole('link', { name: `Marlowe ${surname}`, exact: true }).click();
  await expect(page).toHaveURL(/\/talent\/[^/]+\/detail$/);
  await expect(page.getByTestId('talent-detail').getByRole('heading', { name: `Marlowe ${surname}` })).toBeVisible();

  // The key screen in every language and theme.
  const shared = `/talent/search?${filteredKey.replace(`heightMin=180`, 'heightMin=160')}`;
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      await shoot(page, 'talent-search', shared, '[data-testid="talent-result"]', language, theme);
    }
  }
});

test('a representative finds a published job and a representative profile', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const word = uniqueWord();

  // A production company publishes a California job (the API's calls: the wizard has its own test).
  const producerContext = await newContext(browser);
  const producerPage = await producerContext.newPage();
  const producer = await memberWithAccount(producerPage, 'search-producer', {
    businessType: 'company',
    accountTypeLabel: 'Production company',
    name: `${word} Pictures`,
  });
  const production = await call(producerPage, producer.token, 'POST', '/api/production', {
    name: `${word} Harbor`,
    type: 'film',
    category: 'performingTalent',
    unionStatus: 'union',
  });
  const project = await call(producerPage, producer.token, 'POST', '/api/project', {
    productionId: production.id,
    name: 'Season one',
  });
  const job = await call(producerPage, producer.token, 'POST', '/api/job', {
    projectId: project.id,
    roleName: `Lighthouse keeper ${word}`,
    type: 'lead',
    locationKind: 'local',
    workLocation: { city: 'Los Angeles', state: 'CA', country: 'US' },
    payment: { paying: true, amount: 45_000, rateType: 'daily', workDuration: 'underAWeek' },
  });
  for (const status of ['ready', 'active']) {
    await call(producerPage, producer.token, 'PATCH', `/api/job/${String(job.id)}/status`, { status });
  }
  for (const status of ['ready', 'active']) {
    await call(producerPage, producer.token, 'PATCH', `/api/production/${String(production.id)}/status`, { status });
  }
  await producerContext.close();

  // A talent manager with a representative profile of their own.
  const manager = await memberWithAccount(page, 'search-manager', {
    businessType: 'individual',
    accountTypeLabel: 'Talent manager',
    name: 'Robin Ashgrove',
  });
  const representative = await call(page, manager.token, 'POST', '/api/representative', {
    representationTypes: ['talentManager'],
    projectLocations: ['usaWest'],
    services: ['sagAftraAffiliatedManager'],
    company: { name: `${word} Talent Management` },
    talentTypes: ['actors', 'dancers'],
    referencesNotApplicable: true,
  });

  // Job search: the role by a word of its name and its type; its details from the result.
  await page.goto('/account');
  await page.getByTestId('menu-searchJob').click();
  await expect(page.getByTestId('job-search')).toBeVisible();
  await page.getByLabel('Role, production or description', { exact: true }).pressSequentially(word, { delay: 30 });
  await page.getByRole('combobox', { name: 'Role type', exact: true }).click();
  await page.getByRole('option', { name: 'Lead', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(results(page)).toHaveAttribute('data-results-for', `q=${word}&types=lead`);
  const found = page.getByTestId('job-result');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`${word} Harbor · Season one`);
  await expect(found).toContainText('Lead · Los Angeles, CA, United States · $450.00 (Daily)');
  for (const theme of THEMES) {
    await shoot(page, 'job-search', `/job/search?q=${word}&types=lead`, '[data-testid="job-result"]', 'en-US', theme);
  }
  await setPreferences(page, 'en-US', 'light');

  // Unpaid jobs only: none; the empty state names the filters.
  await page.goto(`/job/search?q=${word}&types=lead`);
  await page.getByRole('combobox', { name: 'Pay', exact: true }).click();
  await page.getByRole('option', { name: 'Unpaid jobs', exact: true }).click();
  await expect(page.getByTestId('search-empty-advice')).toHaveText(
    `Widen the search: remove or change one of these filters: Text (“${word}”), Role type (Lead), Pay (Unpaid jobs).`,
  );
  // A pay range with unpaid jobs is refused on the Pay field before anything is sent.
  await page.getByLabel('Pay from (USD)', { exact: true }).fill('100');
  await expect(page.locator('#search-paying-helper-text')).toContainText('Unpaid jobs have no pay');
  await page.getByRole('button', { name: 'Remove the filter Pay: Unpaid jobs', exact: true }).click();
  await expect(page.locator('#search-paying-helper-text')).toHaveCount(0);
  await expect(results(page)).toHaveAttribute('data-results-for', `q=${word}&types=lead&payMin=100`);
  await expect(found).toHaveCount(1);
  await found.getByRole('link', { name: `Lighthouse keeper ${word}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${String(job.id)}/details$`));
  await expect(page.getByTestId('job-details-pay')).toContainText('$450.00 (Daily)');

  // Representative search: the profile by its company's name, linking to its public details.
  await page.getByTestId('menu-searchRepresentative').click();
  await expect(page.getByTestId('representative-search')).toBeVisible();
  await page.getByLabel("Company or license holder's name", { exact: true }).pressSequentially(word, { delay: 30 });
  await page.getByRole('combobox', { name: 'Representation type', exact: true }).click();
  await page.getByRole('option', { name: 'Talent manager', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(results(page)).toHaveAttribute('data-results-for', `q=${word}&types=talentManager`);
  const agency = page.getByTestId('representative-result');
  await expect(agency).toHaveCount(1);
  await expect(agency.getByRole('link', { name: `${word} Talent Management`, exact: true })).toHaveAttribute(
    'href',
    `/representative/${String(representative.id)}/detail`,
  );
  await expect(agency).toContainText('Talent manager');
  for (const theme of THEMES) {
    await shoot(
      page,
      'representative-search',
      `/representative/search?q=${word}&types=talentManager`,
      '[data-testid="representative-result"]',
      'en-US',
      theme,
    );
  }
});

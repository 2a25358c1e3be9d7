import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, newContext, newMember, registerAndVerify, type Member } from './support/flows';
import { drawnPhoto } from './support/photos';
import { apiSession } from './support/api';
import {
  logRefusedCalls,
  productionCompany,
  publishCaliforniaJob,
  select,
  shootEverywhere,
  snackbar,
} from './support/productionFlows';
import { checkScreen, LANGUAGES, setPreferences, THEMES, type Language, type Theme } from './support/screens';

/**
 * Applications, prospects and the deal memo (spec section 2) against the real stack, with three
 * members in their own browser contexts: a production company publishes a California job asking for a
 * headshot and a video reel; a talent account applies with its profile (refused on the field before
 * sending, then refused by the service when applying twice); a talent manager connected to the
 * account's second talent applies on its behalf; the production favourites, reads the pre-screen,
 * accepts with a deal memo (70/20 refused on the split, 85/15 taken), denies with a reason and
 * restores; the talent and the manager see the outcome under their tabs, archive and unarchive.
 * The talent profiles, the representative profile and the connection are set up through the API:
 * their own screens are other specs' subject.
 */

test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

type Json = Record<string, unknown>;

interface Session {
  page: Page;
  member: Member;
  token: string;
}

async function call(session: Session, method: string, path: string, data?: unknown) {
  const response = await session.page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${session.token}` },
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : {}) as Json };
}

async function created(session: Session, path: string, data: unknown): Promise<string> {
  const answer = await call(session, 'POST', path, data);
  expect({ path, status: answer.status, body: answer.status === 201 ? {} : answer.body }).toEqual({
    path,
    status: 201,
    body: {},
  });
  return String(answer.body.id);
}

/**
 * A call about a new profile or job, repeated until the connections service has heard of it (it
 * learns profiles and jobs from their events, a moment after they are written).
 */
async function onceKnown(session: Session, method: string, path: string, data?: unknown) {
  const notYet = ['profileNotFound', 'jobNotFound'];
  let answer = await call(session, method, path, data);
  await expect
    .poll(
      async () => {
        if (notYet.includes(String(answer.body.code))) {
          answer = await call(session, method, path, data);
        }
        return String(answer.body.code);
      },
      { timeout: 30_000 },
    )
    .not.toMatch(new RegExp(`^(${notYet.join('|')})$`));
  return answer;
}

const aTalent = (firstName: string, lastName: string): Json => ({
  firstName,
  lastName,
  birthDate: '1990-12-10',
  citizenship: ['us'],
  unions: ['sagAftra'],
  bodyTypes: ['mesomorph'],
  ethnicAppearances: ['whiteEuropean'],
});

async function talentWithPhoto(session: Session, first: string, last: string, hue: number): Promise<string> {
  const id = await created(session, '/api/talent', aTalent(first, last));
  const photo = await drawnPhoto(session.page, hue, `${first[0]}${last[0]}`);
  const upload = await session.page.request.post(`/api/talent/${id}/photos`, {
    headers: { authorization: `Bearer ${session.token}` },
    multipart: { file: { name: `${first}.jpg`, mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return id;
}

async function member(
  browser: Browser,
  label: string,
  account: { businessType: 'individual' | 'company'; accountTypeLabel: string; name: string },
): Promise<Session> {
  const context = await newContext(browser);
  const page = await context.newPage();
  logRefusedCalls(page);
  const person = newMember(label);
  await registerAndVerify(page, person);
  await createAccount(page, account);
  return { page, member: person, token: await apiSession(page, person) };
}

/** The screen in en-US, light and dark (screenshot and axe), back to light after. */
async function shootBothThemes(page: Page, name: string, path: string, ready: string): Promise<void> {
  for (const theme of THEMES) {
    await setPreferences(page, 'en-US', theme);
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    await expect(page.getByTestId('user-initials')).toBeVisible();
    await checkScreen(page, name, 'en-US', theme);
  }
  await setPreferences(page, 'en-US', 'light');
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible();
}

/** An open dialog shot in the current page's language and theme, after reopening the page. */
async function shootDialog(
  page: Page,
  name: string,
  language: Language,
  theme: Theme,
  path: string,
  open: () => Promise<void>,
): Promise<void> {
  await setPreferences(page, language, theme);
  await page.goto(path);
  await expect(page.getByTestId('user-initials')).toBeVisible();
  await open();
  await checkScreen(page, name, language, theme);
}

function article(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

test('a talent and a manager apply, the production accepts with a deal memo, denies and restores', async ({
  browser,
}) => {
  // Three members, a wizard run, some twenty screenshots and their axe runs on a shared two-core machine.
  test.setTimeout(900_000);

  // The production company publishes a California role asking for a headshot and a video reel.
  const p = await (await newContext(browser)).newPage();
  const productionMember = await productionCompany(p, 'apply-production', 'Lighthouse Pictures');
  const { jobId } = await publishCaliforniaJob(p, {
    production: 'Harbor Lights',
    project: 'Season one',
    role: 'Lighthouse keeper',
    dailyAmount: '450',
    media: ['Headshot', 'Video reel'],
  });
  const prospectsPath = `/prospect/details/${jobId}`;
  const production: Session = { page: p, member: productionMember, token: await apiSession(p, productionMember) };

  // The talent account: two profiles with a photo each, through the API.
  const talent = await member(browser, 'apply-talent', {
    businessType: 'individual',
    accountTypeLabel: 'Talent: performer or creator',
    name: 'Mina Marlowe',
  });
  await talentWithPhoto(talent, 'Ada', 'Marlowe', 200);
  const bea = await talentWithPhoto(talent, 'Bea', 'Arthur', 20);

  // The manager: a representative profile connected to Bea (requested by the manager, approved by the talent).
  const manager = await member(browser, 'apply-manager', {
    businessType: 'individual',
    accountTypeLabel: 'Talent manager',
    name: 'Rex Northstar',
  });
  const representative = await created(manager, '/api/representative', {
    representationTypes: ['talentManager'],
    projectLocations: ['usaWest'],
    services: [],
    businessAddressDiffers: false,
    contact: { email: 'desk@northstar.example.com' },
    company: { name: 'Northstar Management' },
    talentTypes: ['actors'],
    referencesNotApplicable: true,
  });
  const request = await onceKnown(manager, 'POST', '/api/connection', {
    talentId: bea,
    representativeId: representative,
    types: ['talentManager'],
  });
  expect(request.status, JSON.stringify(request.body)).toBe(201);
  const approved = await call(talent, 'PATCH', `/api/connection/status/approve/${String(request.body.id)}`);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);

  // Before anyone applies: the prospects' empty state (once connections has heard of the job).
  const known = await onceKnown(production, 'GET', `/api/application/prospects/${jobId}`);
  expect(known.status, JSON.stringify(known.body)).toBe(200);
  await p.goto(prospectsPath);
  await expect(p.getByTestId('prospects-empty-all')).toContainText('Nobody has applied to this role yet.');
  await shootBothThemes(p, 'prospects-empty', prospectsPath, '[data-testid="prospects-empty-all"]');

  // The talent applies as talent: refused on the fields before anything is sent.
  const t = talent.page;
  const applyPosts: string[] = [];
  t.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/application') {
      applyPosts.push(sent.url());
    }
  });
  await t.goto(`/job/${jobId}/details`);
  await expect(t.getByRole('heading', { level: 1, name: 'Lighthouse keeper' })).toBeVisible();
  await expect(t.getByTestId('job-apply-representative')).toHaveCount(0);
  await shootBothThemes(t, 'job-details-apply', `/job/${jobId}/details`, '[data-testid="job-apply-talent"]');
  await t.getByTestId('job-apply-talent').click();
  const dialog = t.getByTestId('apply-dialog-talent');
  await expect(dialog).toContainText('Apply to Lighthouse keeper.');
  await expect(dialog.getByRole('combobox', { name: /^Talent profile/ })).toBeVisible();
  await t.getByTestId('apply-submit').click();
  await expect(dialog).toContainText('This is a required field.');
  await expect(dialog.getByTestId('apply-headshot')).toContainText('This is a required field.');
  await select(t, 'Talent profile', 'Ada Marlowe');
  await expect(dialog.getByRole('radio', { name: 'Photo 1 of Ada Marlowe' })).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Video reel/ }).fill('http://vimeo.com/ada');
  await t.getByTestId('apply-submit').click();
  await expect(dialog.getByTestId('apply-headshot')).toContainText('Choose a headshot: this job asks for one.');
  await expect(dialog).toContainText('Enter an https link, such as https://vimeo.com/123.');
  expect(applyPosts).toEqual([]);
  await dialog.getByRole('radio', { name: 'Photo 1 of Ada Marlowe' }).check();
  await dialog.getByRole('textbox', { name: /^Video reel/ }).fill('https://vimeo.com/ada-marlowe');
  await dialog.getByRole('textbox', { name: /^Message to the production/ }).fill('Available all of March.');
  await checkScreen(t, 'apply-dialog-talent', 'en-US', 'light');
  await t.getByTestId('apply-submit').click();
  await expect(snackbar(t)).toHaveText('Application sent for Ada Marlowe');
  await expect(dialog).toHaveCount(0);

  // Applying twice with the same talent: the service's refusal, with the talent's name, on the field and in the snackbar.
  const jobPath = `/job/${jobId}/details`;
  const applyAsAda = async () => {
    await t.getByTestId('job-apply-talent').click();
    await select(t, 'Talent profile', 'Ada Marlowe');
    await dialog.getByRole('radio', { name: 'Photo 1 of Ada Marlowe' }).check();
    await dialog.getByRole('textbox', { name: /^Video reel/ }).fill('https://vimeo.com/ada-marlowe');
    await dialog.getByRole('textbox', { name: /^Message to the production/ }).fill('Available all of March.');
    await t.getByTestId('apply-submit').click();
  };
  for (const theme of THEMES) {
    await shootDialog(t, 'apply-dialog-already-applied', 'en-US', theme, jobPath, async () => {
      await applyAsAda();
      await expect(snackbar(t)).toHaveText('Ada Marlowe already applied to this job.');
      await expect(dialog.getByTestId('apply-talent-error')).toHaveText('Ada Marlowe already applied to this job.');
    });
  }
  await setPreferences(t, 'en-US', 'light');

  // The pending application withdrawn (the member confirms first), then sent again.
  await t.goto('/applications?tab=pending');
  await expect(t.getByRole('row', { name: /Ada Marlowe/ })).toContainText('Lighthouse keeper');
  await shootBothThemes(t, 'applications-pending', '/applications?tab=pending', 'table');
  await t.getByRole('button', { name: 'Unapply: Lighthouse keeper, Ada Marlowe' }).click();
  const confirm = t.getByRole('dialog');
  await expect(confirm).toContainText('Withdraw this application?');
  await confirm.getByRole('button', { name: 'Unapply' }).click();
  await expect(snackbar(t)).toHaveText('Application withdrawn');
  await expect(t.getByTestId('applications-empty-pending')).toContainText('No pending application.');
  await shootBothThemes(
    t,
    'applications-empty',
    '/applications?tab=pending',
    '[data-testid="applications-empty-pending"]',
  );
  await t.goto(jobPath);
  await applyAsAda();
  await expect(snackbar(t)).toHaveText('Application sent for Ada Marlowe');

  // The manager applies for Bea, a connected talent, as representative.
  const m = manager.page;
  const repDialog = m.getByTestId('apply-dialog-representative');
  const fillForBea = async () => {
    await m.getByTestId('job-apply-representative').click();
    await select(m, 'Representative profile', 'Northstar Management');
    await select(m, 'Talent profile', 'Bea Arthur');
    await repDialog.getByRole('radio', { name: 'Photo 1 of Bea Arthur' }).check();
    await repDialog.getByRole('textbox', { name: /^Video reel/ }).fill('https://vimeo.com/bea-arthur');
  };
  for (const theme of THEMES) {
    await shootDialog(m, 'apply-dialog-representative', 'en-US', theme, jobPath, fillForBea);
  }
  await setPreferences(m, 'en-US', 'light');
  await m.goto(jobPath);
  await fillForBea();
  await m.getByTestId('apply-submit').click();
  await expect(snackbar(m)).toHaveText('Application sent for Bea Arthur');

  // The production: two applicants; Ada favourited, her pre-screen read.
  await p.goto(prospectsPath);
  await expect(p.getByTestId('prospects-tab-all')).toHaveText('All Applicants (2)');
  await expect(p.getByTestId('prospects-tab-pending')).toHaveText('Pending (2)');
  const adaCard = article(p, 'Ada Marlowe');
  const beaCard = article(p, 'Bea Arthur');
  await expect(beaCard).toContainText('Applied through Northstar Management');
  await expect(adaCard).toContainText('Applied as talent');
  await adaCard.getByRole('button', { name: 'Add Ada Marlowe to favorites' }).click();
  await expect(snackbar(p)).toHaveText('Ada Marlowe added to favorites');
  await expect(adaCard.getByRole('button', { name: 'Remove Ada Marlowe from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The switches live in the address (react-router updates it in a transition): click, then wait.
  await p.getByLabel('Favorites only').click();
  await expect(p).toHaveURL(/favorites=1/);
  await expect(p.getByLabel('Favorites only')).toBeChecked();
  await expect(article(p, 'Bea Arthur')).toHaveCount(0);
  await expect(article(p, 'Ada Marlowe')).toBeVisible();
  await p.getByLabel('Favorites only').click();
  await expect(article(p, 'Bea Arthur')).toBeVisible();
  await adaCard.getByRole('button', { name: 'Show the pre-screen' }).click();
  await expect(adaCard.getByRole('img', { name: 'Headshot of Ada Marlowe' })).toBeVisible();
  await expect(adaCard.getByRole('link', { name: 'https://vimeo.com/ada-marlowe' })).toBeVisible();
  await expect(adaCard).toContainText('Available all of March.');
  await shootEverywhere(p, 'prospects', prospectsPath, 'article');

  // The deal memo: 70/20 refused on the split before sending, in every language and theme.
  const memoPatches: string[] = [];
  p.on('request', (sent) => {
    if (sent.method() === 'PATCH' && new URL(sent.url()).pathname.startsWith('/api/application/status/accept/')) {
      memoPatches.push(sent.url());
    }
  });
  const memo = p.getByTestId('deal-memo-dialog');
  const fillSplit = async (talentShare: string, managerShare: string) => {
    await memo.getByTestId('deal-memo-share-talent').getByRole('textbox').fill(talentShare);
    await memo.getByTestId('deal-memo-share-representative').getByRole('textbox').fill(managerShare);
  };
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      await shootDialog(p, 'deal-memo-refused', language, theme, prospectsPath, async () => {
        await p.getByTestId('prospects-tab-all').click();
        await article(p, 'Bea Arthur')
          .getByRole('button', { name: /^(Accept|Aceptar)/ })
          .click();
        await expect(memo).toBeVisible();
        await memo.getByTestId('deal-memo-quantity').getByRole('textbox').fill('3');
        await fillSplit('70', '20');
        await p.getByTestId('deal-memo-submit').click();
        await expect(memo.getByTestId('deal-memo-split-error')).toBeVisible();
      });
    }
  }
  await setPreferences(p, 'en-US', 'light');
  await p.goto(prospectsPath);
  await beaCard.getByRole('button', { name: 'Accept: Bea Arthur' }).click();
  await expect(p.getByRole('dialog', { name: 'Deal memo: Bea Arthur' })).toBeVisible();
  // The posting's terms to start from: daily, $450.
  await expect(memo.getByRole('combobox', { name: /^Rate type/ })).toHaveText('Daily');
  await expect(memo.getByRole('textbox', { name: /^Unit rate/ })).toHaveValue('450');
  await memo.getByRole('textbox', { name: /^Days/ }).fill('3');
  await expect(memo.getByTestId('deal-memo-total')).toContainText('$1,350.00');
  await fillSplit('70', '20');
  await expect(memo.getByTestId('deal-memo-remainder')).toHaveText('Left to give: 10%');
  await p.getByTestId('deal-memo-submit').click();
  await expect(memo.getByTestId('deal-memo-split-error')).toHaveText(
    'The split must add up to exactly 100%: it adds up to 90%.',
  );
  expect(memoPatches).toEqual([]);
  await fillSplit('85', '15');
  await expect(memo.getByTestId('deal-memo-remainder')).toHaveText('The split adds up to 100%.');
  await expect(memo.getByTestId('deal-memo-share-talent')).toContainText('$1,147.50 of the total');
  await expect(memo.getByTestId('deal-memo-share-representative')).toContainText('$202.50 of the total');
  await checkScreen(p, 'deal-memo-whole', 'en-US', 'light');
  await p.getByTestId('deal-memo-submit').click();
  await expect(snackbar(p)).toHaveText('Bea Arthur accepted');
  await expect(beaCard).toContainText('Deal memo: $1,350.00 ($450.00 (Daily) × 3)');
  await expect(beaCard).toContainText('Bea Arthur: 85% · Northstar Management: 15%');
  expect(memoPatches).toHaveLength(1);

  // Ada denied with a reason: the talent sees it under Denied.
  await adaCard.getByRole('button', { name: 'Deny: Ada Marlowe' }).click();
  await p.getByRole('textbox', { name: 'Reason (optional)' }).fill('We went with a local performer.');
  await p.getByRole('dialog').getByRole('button', { name: 'Deny', exact: true }).click();
  await expect(snackbar(p)).toHaveText('Ada Marlowe denied');
  await expect(adaCard).toContainText('Reason: We went with a local performer.');
  await expect(p.getByTestId('prospects-tab-denied')).toHaveText('Denied (1)');

  await t.goto('/applications?tab=denied');
  const denied = t.getByRole('row', { name: /Ada Marlowe/ });
  await expect(denied).toContainText('Reason: We went with a local performer.');
  await shootBothThemes(t, 'applications-denied', '/applications?tab=denied', 'table');

  // Restored, then accepted with the talent alone at 100 %.
  await adaCard.getByRole('button', { name: 'Restore: Ada Marlowe' }).click();
  await expect(snackbar(p)).toHaveText('Ada Marlowe is pending again');
  await expect(p.getByTestId('prospects-tab-pending')).toHaveText('Pending (1)');
  await adaCard.getByRole('button', { name: 'Accept: Ada Marlowe' }).click();
  await expect(memo.getByTestId('deal-memo-share-representative')).toHaveCount(0);
  await memo.getByRole('textbox', { name: /^Days/ }).fill('2');
  await expect(memo.getByTestId('deal-memo-remainder')).toHaveText('The split adds up to 100%.');
  await p.getByTestId('deal-memo-submit').click();
  await expect(snackbar(p)).toHaveText('Ada Marlowe accepted');
  await expect(p.getByTestId('prospects-tab-accepted')).toHaveText('Accepted (2)');
  await shootBothThemes(p, 'prospects-decided', prospectsPath, 'article');

  // The talent's account sees both accepted, with their memos; nothing pending any more.
  await t.goto('/applications?tab=pending');
  await expect(t.getByTestId('applications-empty-pending')).toContainText('No pending application.');
  await t.goto('/applications');
  await expect(t.getByRole('row', { name: /Ada Marlowe/ })).toContainText('$900.00: $450.00 (Daily) × 2');
  await expect(t.getByRole('row', { name: /Bea Arthur/ })).toContainText('through Northstar Management');
  await shootEverywhere(t, 'applications-accepted', '/applications', 'table');
  await t.goto('/applications');

  // Archive one: it leaves the list; shown with the archived, unarchived back.
  await t.getByRole('button', { name: 'Archive: Lighthouse keeper, Bea Arthur' }).click();
  await expect(snackbar(t)).toHaveText('Application archived');
  await expect(t.getByRole('row', { name: /Bea Arthur/ })).toHaveCount(0);
  await t.getByLabel('Show archived').click();
  await expect(t).toHaveURL(/archived=1/);
  await expect(t.getByRole('row', { name: /Bea Arthur/ })).toBeVisible();
  await shootBothThemes(t, 'applications-archived', '/applications?tab=accepted&archived=1', 'table');
  await t.getByRole('button', { name: 'Unarchive: Lighthouse keeper, Bea Arthur' }).click();
  await expect(snackbar(t)).toHaveText('Application back in your lists');
  await t.getByLabel('Show archived').click();
  await expect(t).not.toHaveURL(/archived=1/);
  await expect(t.getByRole('row', { name: /Bea Arthur/ })).toBeVisible();

  // The manager sees Bea accepted too.
  await m.goto('/applications');
  await expect(m.getByRole('row', { name: /Bea Arthur/ })).toContainText('$1,350.00: $450.00 (Daily) × 3');
});

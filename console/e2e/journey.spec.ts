import { expect, test, type Locator, type Page } from '@playwright/test';
import { newContext } from './support/flows';
import { agentWithProfile, guardianWithMinor, uniqueWord } from './support/members';
import { drawnPhoto } from './support/photos';
import {
  changeStatus,
  fillCaliforniaRole,
  initializeProduction,
  productionCompany,
  saveProject,
  select,
  snackbar,
} from './support/productionFlows';
import { checkScreen, setPreferences, type Language, type Theme } from './support/screens';

/**
 * The marketplace's main journey through the console only, three members in three browser contexts
 * (issue 18's acceptance): a guardian creates a minor's talent profile with two photos; a licensed agent
 * creates a representative profile and asks to represent the minor; the guardian approves; a production
 * company goes through the wizard's four steps, leaves mid-way, resumes, and publishes a California job
 * with pay; the agent finds it in job search and applies on the minor's behalf with the pre-screen; the
 * production favourites the prospect and accepts it with an 85/15 deal memo; the agent and the guardian
 * each see it accepted. Key screens once in fr-QC, once in es-ES and once in the dark theme.
 */

test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

/** A screen in one language and theme (screenshot; axe in en-US), then back to en-US light. */
async function shootOnce(
  page: Page,
  name: string,
  language: Language,
  theme: Theme,
  path: string,
  ready: (page: Page) => Locator,
) {
  await setPreferences(page, language, theme);
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await expect(page.getByTestId('user-initials')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await checkScreen(page, name, language, theme);
  await setPreferences(page, 'en-US', 'light');
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('guardian, agent and production: from a minor’s profile to an accepted deal memo', async ({ browser }) => {
  // Three members, a wizard run and a dozen screens on a shared two-core machine.
  test.setTimeout(900_000);

  // 1. The guardian: the minor's profile, two photos.
  const guardian = await guardianWithMinor(browser);
  const g = guardian.page;
  await expect(g).toHaveURL(/\?tab=photos$/);
  await g.getByTestId('photo-input').setInputFiles([
    { name: 'headshot.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(g, 200, 'NQ') },
    { name: 'full-length.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(g, 30, 'NQ') },
  ]);
  await expect(g.getByTestId('photo-item')).toHaveCount(2, { timeout: 60_000 });

  // 2. The agent: a licensed California agent's profile, then a request to represent the minor.
  const agent = await agentWithProfile(browser);
  const a = agent.page;
  await a.goto(`/talent/${guardian.talentId}/detail`);
  await expect(a.getByTestId('talent-detail')).toBeVisible();
  await a.getByTestId('request-connection').click();
  const request = a.getByTestId('request-connection-dialog');
  await expect(request.getByRole('radio', { name: agent.agency.company })).toBeChecked();
  await request.getByRole('checkbox', { name: 'Talent agent', exact: true }).check();
  await a.getByTestId('connection-request-send').click();
  await expect(snackbar(a)).toHaveText('Connection request sent');

  // 3. The guardian approves; the Active tab shot in fr-QC.
  await g.goto('/connection/received');
  const received = rowOf(g, guardian.talentName);
  await expect(received).toContainText(agent.agency.company);
  await received.getByTestId('connection-approve').click();
  await expect(snackbar(g)).toHaveText('Connection approved');
  await shootOnce(g, 'journey-connection-active', 'fr-QC', 'light', '/connection', (page) =>
    rowOf(page, guardian.talentName),
  );

  // 4. The production company: steps 1 to 3, away to the list, back, step 4, published.
  const p = await (await newContext(browser)).newPage();
  await productionCompany(p, 'journey-production', 'Tidewater Films');
  const word = uniqueWord();
  const productionName = `Tidewater ${word}`;
  const role = `Young lighthouse keeper ${word}`;
  const productionId = await initializeProduction(p, productionName);
  await p.getByRole('textbox', { name: 'Production company', exact: true }).fill('Tidewater Films LLC');
  await p.getByTestId('wizard-next').click();
  const projectId = await saveProject(p, 'Feature');
  await p.getByRole('link', { name: 'Back to the productions' }).click();
  await expect(p.getByRole('cell', { name: productionName })).toBeVisible();
  await p.getByTestId(`open-${productionId}`).click();
  await expect(p).toHaveURL(new RegExp(`/production/edit/${productionId}/1$`));
  await expect(p.getByRole('textbox', { name: 'Production name', exact: true })).toHaveValue(productionName);
  await p.getByTestId('wizard-step-2').click();
  await expect(p.getByRole('textbox', { name: 'Production company', exact: true })).toHaveValue('Tidewater Films LLC');
  await p.getByTestId('wizard-step-3').click();
  await expect(p.getByRole('textbox', { name: 'Project name', exact: true })).toHaveValue('Feature');
  await p.getByTestId('wizard-next').click();
  await expect(p).toHaveURL(new RegExp(`/4\\?project=${projectId}$`));
  await fillCaliforniaRole(p, role);
  await select(p, 'Is the talent paid?', 'Yes, the job pays');
  await p.getByLabel('Amount (USD)').fill('400');
  await select(p, 'Rate type', 'Daily');
  await select(p, 'Work duration', 'Under a week');
  await p.getByRole('checkbox', { name: 'Headshot', exact: true }).check();
  await p.getByRole('checkbox', { name: 'Video reel', exact: true }).check();
  await p.getByTestId('wizard-save').click();
  await expect(p).toHaveURL(/&job=/);
  const jobId = new URL(p.url()).searchParams.get('job') ?? '';
  await changeStatus(p, 'job', 'ready', 'Ready');
  await changeStatus(p, 'job', 'publish', 'Published');
  await p.getByTestId('wizard-step-2').click();
  await changeStatus(p, 'production', 'ready', 'Ready');
  await changeStatus(p, 'production', 'publish', 'Published');

  // 5. The agent finds the job by a word of its role and applies for the minor with the pre-screen.
  await a.goto('/job/search');
  await a.getByLabel('Role, production or description', { exact: true }).pressSequentially(word, { delay: 30 });
  const found = a.getByTestId('job-result');
  await expect(found).toHaveCount(1, { timeout: 30_000 });
  await expect(found).toContainText(role);
  await shootOnce(a, 'journey-job-search', 'es-ES', 'light', `/job/search?q=${word}`, (page) =>
    page.getByTestId('job-result'),
  );
  await a.goto(`/job/search?q=${word}`);
  await found.getByRole('link').first().click();
  await expect(a).toHaveURL(new RegExp(`/job/${jobId}/details$`));
  await a.getByTestId('job-apply-representative').click();
  const apply = a.getByTestId('apply-dialog-representative');
  await select(a, 'Representative profile', agent.agency.company);
  await select(a, 'Talent profile', guardian.talentName);
  await apply.getByRole('radio', { name: `Photo 1 of ${guardian.talentName}` }).check();
  await apply.getByRole('textbox', { name: /^Video reel/ }).fill('https://vimeo.com/nora-quill');
  await checkScreen(a, 'journey-apply-representative', 'en-US', 'light');
  await a.getByTestId('apply-submit').click();
  await expect(snackbar(a)).toHaveText(`Application sent for ${guardian.talentName}`);

  // 6. The production: the prospect favourited, its pre-screen read, accepted with an 85/15 deal memo.
  const prospects = `/prospect/details/${jobId}`;
  await p.goto(prospects);
  const card = p.getByRole('article', { name: guardian.talentName, exact: true });
  await expect(card).toContainText(`Applied through ${agent.agency.company}`);
  await card.getByRole('button', { name: `Add ${guardian.talentName} to favorites` }).click();
  await expect(snackbar(p)).toHaveText(`${guardian.talentName} added to favorites`);
  await card.getByRole('button', { name: 'Show the pre-screen' }).click();
  await expect(card.getByRole('img', { name: `Headshot of ${guardian.talentName}` })).toBeVisible();
  await shootOnce(p, 'journey-prospects', 'en-US', 'dark', prospects, (page) =>
    page.getByRole('article', { name: guardian.talentName, exact: true }),
  );
  await p.goto(prospects);
  await card.getByRole('button', { name: `Accept: ${guardian.talentName}` }).click();
  const memo = p.getByTestId('deal-memo-dialog');
  await expect(memo.getByRole('textbox', { name: /^Unit rate/ })).toHaveValue('400');
  await memo.getByRole('textbox', { name: /^Days/ }).fill('5');
  await expect(memo.getByTestId('deal-memo-total')).toContainText('$2,000.00');
  await memo.getByTestId('deal-memo-share-talent').getByRole('textbox').fill('85');
  await memo.getByTestId('deal-memo-share-representative').getByRole('textbox').fill('15');
  await expect(memo.getByTestId('deal-memo-remainder')).toHaveText('The split adds up to 100%.');
  await p.getByTestId('deal-memo-submit').click();
  await expect(snackbar(p)).toHaveText(`${guardian.talentName} accepted`);
  await expect(card).toContainText(`${guardian.talentName}: 85% · ${agent.agency.company}: 15%`);

  // 7. The agent and the guardian each see it accepted.
  for (const [page, who] of [
    [a, 'agent'],
    [g, 'guardian'],
  ] as const) {
    await page.goto('/applications?tab=accepted');
    const row = rowOf(page, guardian.talentName);
    await expect(row, who).toContainText(role);
    await checkScreen(page, `journey-accepted-${who}`, 'en-US', 'light');
  }
});

import { expect, test } from '@playwright/test';
import { en } from '../src/resources/production/messages';
import { es } from '../src/resources/production/messages.es';
import { fr } from '../src/resources/production/messages.fr';
import {
  changeStatus,
  fillCaliforniaRole,
  initializeProduction,
  productionCompany,
  saveProject,
  select,
  shootEverywhere,
  snackbar,
} from './support/productionFlows';

/**
 * The production wizard, the production list and the job details (spec section 2) against the real
 * gateway and productions service: the four steps with a resume mid-way, publishing a California job
 * with pay, the pay-transparency warning and refusal without it, and the completion rule's refusal.
 */

test('a production company goes through the four steps, resumes mid-way and publishes a California job with pay', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await productionCompany(page, 'wizard', 'Northstar Pictures');

  // Step 1, from the list's button.
  await page.goto('/production');
  await page.getByTestId('production-create').first().click();
  await expect(page).toHaveURL(/\/production\/create$/);
  await page.getByRole('textbox', { name: 'Production name', exact: true }).fill('Harbor Lights');
  await select(page, 'Type', 'Television');
  await select(page, 'Subtype', 'Scripted series');
  await select(page, 'Category', 'Performing talent');
  await page.getByTestId('wizard-next').click();
  await expect(snackbar(page)).toHaveText('Production created');
  await expect(page).toHaveURL(/\/production\/edit\/[^/]+\/2$/);
  const productionId = /\/production\/edit\/([^/]+)\/2$/.exec(page.url())?.[1] ?? '';

  // Step 2: back to step 1 and forth again keeps what was typed (each move saves the draft).
  await page.getByRole('textbox', { name: 'Production company', exact: true }).fill('Northstar Pictures Inc.');
  await select(page, 'Union status', 'Union');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('A coastal mystery in eight episodes.');
  await page.getByTestId('wizard-back').click();
  await expect(page).toHaveURL(/\/1$/);
  await expect(page.getByRole('textbox', { name: 'Production name', exact: true })).toHaveValue('Harbor Lights');
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/2$/);
  await expect(page.getByRole('textbox', { name: 'Production company', exact: true })).toHaveValue(
    'Northstar Pictures Inc.',
  );
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(
    'A coastal mystery in eight episodes.',
  );
  await page.getByTestId('wizard-next').click();

  // Step 3: a project, saved; then the member leaves for the list.
  await expect(page).toHaveURL(/\/3$/);
  await page.getByRole('textbox', { name: 'Project name', exact: true }).fill('Season one');
  await page.getByLabel('Start date').fill('2027-03-01');
  await page.getByLabel('End date').fill('2027-05-31');
  await page.getByRole('textbox', { name: 'City' }).fill('Los Angeles');
  await page.getByRole('textbox', { name: 'State or province' }).fill('CA');
  await page.getByRole('textbox', { name: 'Country' }).fill('US');
  await page.getByTestId('wizard-save').click();
  await expect(page).toHaveURL(/\/3\?project=/);
  const projectId = new URL(page.url()).searchParams.get('project') ?? '';

  await page.getByRole('link', { name: 'Back to the productions' }).click();
  await expect(page).toHaveURL(/\/production$/);
  await expect(page.getByRole('cell', { name: 'Harbor Lights' })).toBeVisible();
  await page.getByTestId(`hierarchy-toggle-${productionId}`).click();
  await expect(page.getByTestId(`hierarchy-toggle-${productionId}`)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId(`hierarchy-project-${projectId}`)).toContainText('Season one');
  await expect(page.getByTestId(`hierarchy-project-${projectId}`)).toContainText('No roles in this project yet.');

  // Resume: every step shows what was saved.
  await page.getByTestId(`open-${productionId}`).click();
  await expect(page).toHaveURL(new RegExp(`/production/edit/${productionId}/1$`));
  await expect(page.getByRole('textbox', { name: 'Production name', exact: true })).toHaveValue('Harbor Lights');
  await expect(page.getByRole('combobox', { name: /^Subtype/ })).toContainText('Scripted series');
  await page.getByTestId('wizard-step-2').click();
  await expect(page.getByRole('textbox', { name: 'Production company', exact: true })).toHaveValue(
    'Northstar Pictures Inc.',
  );
  await page.getByTestId('wizard-step-3').click();
  await expect(page.getByRole('textbox', { name: 'Project name', exact: true })).toHaveValue('Season one');
  await expect(page.getByLabel('Start date')).toHaveValue('2027-03-01');
  await expect(page.getByRole('textbox', { name: 'State or province' })).toHaveValue('CA');
  await page.getByTestId('wizard-next').click();

  // Step 4: the California role; the warnings follow what is typed.
  await expect(page).toHaveURL(new RegExp(`/4\\?project=${projectId}$`));
  await fillCaliforniaRole(page, 'Harbor master');
  await expect(page.getByTestId('pay-law-US-CA')).toContainText(
    'Cal. Labor Code §432.3 (SB 1162) requires a posting for work in California to state its pay: say whether the job pays.',
  );
  await expect(page.getByTestId('pay-recommendation-expectedDurationRecommended')).toBeVisible();
  await select(page, 'Is the talent paid?', 'Yes, the job pays');
  await expect(page.getByTestId('pay-law-US-CA')).toContainText('give an amount or a min–max range');
  await page.getByLabel('Amount (USD)').fill('450');
  await expect(page.getByTestId('pay-law-US-CA')).toContainText('choose a rate type');
  await select(page, 'Rate type', 'Daily');
  await select(page, 'Work duration', 'Under a week');
  await expect(page.getByTestId('pay-warnings').getByRole('alert')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Headshot' }).check();
  await page.getByRole('checkbox', { name: 'Video reel' }).check();
  await page.getByLabel('Message to talent').fill('A one-minute self-tape, please.');
  await page.getByLabel('Extra compensation (meals, travel, credit…)').fill('Meals provided on set.');
  await page.getByTestId('wizard-save').click();
  await expect(page).toHaveURL(/&job=/);
  const jobId = new URL(page.url()).searchParams.get('job') ?? '';

  // Back a step and forth again: the role is as saved.
  await page.getByTestId('wizard-back').click();
  await expect(page.getByRole('textbox', { name: 'Project name', exact: true })).toHaveValue('Season one');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByLabel('Role name')).toHaveValue('Harbor master');
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450');

  // Publish the role: ready, then active; a role that is not a draft is read-only, and says why.
  await changeStatus(page, 'job', 'ready', 'Ready');
  await expect(page.getByTestId('not-draft-job')).toContainText('Update refused: not DRAFT');
  await expect(page.getByLabel('Role name')).toHaveAttribute('readonly', '');
  await changeStatus(page, 'job', 'publish', 'Published');
  await expect(snackbar(page)).toContainText('Status changed to Published');
  await expect(page.getByTestId('job-action-unpublish')).toBeVisible();
  await expect(page.getByTestId('job-action-complete')).toBeVisible();
  await expect(page.getByTestId('job-action-publish')).toHaveCount(0);

  // And the production, with its phase once it is active.
  await page.getByTestId('wizard-step-2').click();
  await changeStatus(page, 'production', 'ready', 'Ready');
  await changeStatus(page, 'production', 'publish', 'Published');
  await expect(page.getByTestId('phase-freeze')).toHaveText('Freeze Hiring');

  // The job's details page.
  await page.goto(`/job/${jobId}/details`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor master' })).toBeVisible();
  await expect(page.getByTestId('job-details-pay')).toContainText('$450.00 (Daily)');
  await expect(page.getByTestId('job-details-location')).toContainText('Los Angeles, CA, US');
  await expect(page.getByTestId('job-details-prescreen')).toContainText('Headshot, Video reel');
  await expect(page.getByTestId('job-details-prescreen')).toContainText('A one-minute self-tape, please.');
  await expect(page.getByTestId('job-details-status')).toHaveText('Published');
  // The job's own account is led to its prospects, not offered Apply.
  await expect(page.getByTestId('job-apply-talent')).toHaveCount(0);
  await expect(page.getByTestId('job-prospects')).toHaveAttribute('href', `/prospect/details/${jobId}`);

  // Every screen in each language and theme.
  const wizard = `/production/edit/${productionId}`;
  // shootEverywhere navigates itself: a second load right behind this page's own (before its session
  // refresh had answered) once came up blank in the full suite.
  await shootEverywhere(page, 'production-list', '/production', 'table');
  await shootEverywhere(page, 'production-wizard-1', `${wizard}/1`, '[data-testid="status-production"]');
  await shootEverywhere(page, 'production-wizard-2', `${wizard}/2`, '[data-testid="status-production"]');
  await shootEverywhere(
    page,
    'production-wizard-3',
    `${wizard}/3?project=${projectId}`,
    '[data-testid="status-project"]',
  );
  await shootEverywhere(
    page,
    'production-wizard-4-published',
    `${wizard}/4?project=${projectId}&job=${jobId}`,
    '[data-testid="status-job"]',
  );
  await shootEverywhere(page, 'job-details', `/job/${jobId}/details`, '[data-testid="job-details"]');
});

test('publishing a California job without pay shows the warning and is refused', async ({ page }) => {
  test.setTimeout(300_000);
  await productionCompany(page, 'no-pay', 'Unpaid Pictures');
  const productionId = await initializeProduction(page, 'Quiet Harbor');
  await page.getByTestId('wizard-next').click();
  const projectId = await saveProject(page, 'Short one');
  await page.getByTestId('wizard-next').click();
  await fillCaliforniaRole(page, 'Dock worker');
  await page.getByTestId('wizard-save').click();
  await expect(page).toHaveURL(/&job=/);
  const jobId = new URL(page.url()).searchParams.get('job') ?? '';

  await expect(page.getByTestId('pay-law-US-CA')).toContainText('Publishing will be refused.');
  await expect(page.getByTestId('pay-recommendation-paymentDetailsRecommended')).toHaveText(
    'Payment details are recommended (omitting pay or duration may fall short of salary transparency laws)',
  );
  await expect(page.getByTestId('pay-recommendation-expectedDurationRecommended')).toHaveText(
    'An expected duration is recommended',
  );
  await changeStatus(page, 'job', 'ready', 'Ready');
  await page.getByTestId('job-action-publish').click();
  await expect(snackbar(page)).toHaveText(
    'Not published: Cal. Labor Code §432.3 (SB 1162) requires a posting for work in California to state its pay (say whether the job pays).',
  );
  await expect(page.getByTestId('status-value-job')).toHaveText('Status: Ready');

  // Back to draft: editable again, the warning still there until the pay is stated.
  await changeStatus(page, 'job', 'backToDraft', 'Draft');
  await expect(page.getByTestId('not-draft-job')).toHaveCount(0);
  await expect(page.getByTestId('pay-law-US-CA')).toBeVisible();

  await shootEverywhere(
    page,
    'production-wizard-4-pay-warning',
    `/production/edit/${productionId}/4?project=${projectId}&job=${jobId}`,
    '[data-testid="pay-law-US-CA"]',
  );
});

test('completing a production without a ready project is refused with the rule', async ({ page }) => {
  test.setTimeout(300_000);
  await productionCompany(page, 'complete', 'Early Pictures');

  await shootEverywhere(page, 'production-list-empty', '/production', '[data-testid="production-empty"]');
  await shootEverywhere(page, 'production-wizard-create', '/production/create', 'form');

  const productionId = await initializeProduction(page, 'Unfinished Business');
  await page.getByTestId('wizard-next').click();
  await saveProject(page, 'Draft project');
  await page.getByTestId('wizard-step-2').click();
  await expect(page).toHaveURL(new RegExp(`/production/edit/${productionId}/2$`));

  // No "complete" before the production is active; then offered, with the rule's warning.
  await expect(page.getByTestId('production-action-complete')).toHaveCount(0);
  await changeStatus(page, 'production', 'ready', 'Ready');
  await expect(page.getByTestId('not-draft-production')).toContainText('This production is Ready.');
  await changeStatus(page, 'production', 'publish', 'Published');
  await expect(page.getByTestId('completion-warning')).toHaveText(
    'A production cannot be marked completed until at least one project is Ready.',
  );
  await page.getByTestId('production-action-complete').click();
  await expect(snackbar(page)).toHaveText('A production cannot be completed before one of its projects is ready.');
  await expect(page.getByTestId('status-value-production')).toHaveText('Status: Published');
});

test('every option list the productions service answers has a label in each language', async ({ request }) => {
  const response = await request.get('/public/catalogues/productions');
  expect(response.status()).toBe(200);
  const catalogues = (await response.json()) as Record<string, string[]>;
  // recordStatuses and productionPhases are labelled as statuses and phase labels.
  const labelled: Record<string, string> = { productionPhases: 'phaseLabels' };
  for (const messages of [en, fr, es]) {
    const labels = messages.production.catalogue as Record<string, Record<string, string>>;
    const missing = Object.entries(catalogues).flatMap(([name, keys]) =>
      keys.filter((key) => !labels[labelled[name] ?? name]?.[key]).map((key) => `${name}.${key}`),
    );
    expect(missing).toEqual([]);
  }
});

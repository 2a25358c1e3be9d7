import { expect, type Page } from '@playwright/test';
import { createAccount, newMember, registerAndVerify, type Member } from './flows';
import { checkScreen, LANGUAGES, setPreferences, THEMES } from './screens';

/**
 * The production steps the browser tests share (productions.spec.ts, applications.spec.ts): a
 * production company's account, the wizard's steps, status changes, a published California job.
 */

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Picks an option of a react-admin select by the start of its label (labels carry " *" when required). */
export async function select(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${escaped(label)}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export function snackbar(page: Page) {
  return page.locator('.MuiSnackbarContent-message');
}

/** Prints every refused API call with the test's output: part of a failure's story. */
export function logRefusedCalls(page: Page): void {
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      void response
        .text()
        .then((body) => console.log(`${response.request().method()} ${response.url()} ${response.status()} ${body}`));
    }
  });
}

/** A new member with a production company account, signed in on it; answers the member. */
export async function productionCompany(page: Page, label: string, name: string): Promise<Member> {
  logRefusedCalls(page);
  const member = newMember(label);
  await registerAndVerify(page, member);
  await createAccount(page, { businessType: 'company', accountTypeLabel: 'Production company', name });
  return member;
}

/** Step 1 of a new production, then on to step 2; returns the production's id. */
export async function initializeProduction(page: Page, name: string): Promise<string> {
  await page.goto('/production/create');
  await page.getByRole('textbox', { name: 'Production name', exact: true }).fill(name);
  await select(page, 'Type', 'Film');
  await select(page, 'Category', 'Performing talent');
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/production\/edit\/[^/]+\/2$/);
  return /\/production\/edit\/([^/]+)\/2$/.exec(page.url())?.[1] ?? '';
}

/** A project saved on step 3 (the address then names it); returns its id. */
export async function saveProject(page: Page, name: string): Promise<string> {
  await page.getByRole('textbox', { name: 'Project name', exact: true }).fill(name);
  await page.getByTestId('wizard-save').click();
  await expect(page).toHaveURL(/\/3\?project=[^&]+$/);
  return new URL(page.url()).searchParams.get('project') ?? '';
}

/** The local California role of step 4, without its payment section. */
export async function fillCaliforniaRole(page: Page, roleName: string): Promise<void> {
  await page.getByLabel('Role name').fill(roleName);
  await select(page, 'Role type', 'Lead');
  await select(page, 'Who can fill it', 'Local: near the work location');
  await page.getByRole('textbox', { name: 'City' }).fill('Los Angeles');
  await page.getByRole('textbox', { name: 'State or province' }).fill('CA');
  await page.getByRole('textbox', { name: 'Country' }).fill('US');
}

/** Changes a record's status with its button and waits for the new status. */
export async function changeStatus(page: Page, kind: string, action: string, shown: string): Promise<void> {
  await page.getByTestId(`${kind}-action-${action}`).click();
  await expect(page.getByTestId(`status-value-${kind}`)).toHaveText(`Status: ${shown}`);
}

export interface PublishedJob {
  productionId: string;
  projectId: string;
  jobId: string;
}

/**
 * Through the wizard: a production and its project, a California role paying a daily amount with the
 * pre-screen media asked for (their checkbox labels: Headshot, Video reel, Audio reel, Cover letter),
 * the role published, then the production. Answers the three ids.
 */
export async function publishCaliforniaJob(
  page: Page,
  options: { production: string; project: string; role: string; dailyAmount: string; media: string[] },
): Promise<PublishedJob> {
  const productionId = await initializeProduction(page, options.production);
  await page.getByTestId('wizard-next').click();
  const projectId = await saveProject(page, options.project);
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(new RegExp(`/4\\?project=${projectId}$`));
  await fillCaliforniaRole(page, options.role);
  await select(page, 'Is the talent paid?', 'Yes, the job pays');
  await page.getByLabel('Amount (USD)').fill(options.dailyAmount);
  await select(page, 'Rate type', 'Daily');
  await select(page, 'Work duration', 'Under a week');
  for (const medium of options.media) {
    await page.getByRole('checkbox', { name: medium, exact: true }).check();
  }
  await page.getByTestId('wizard-save').click();
  await expect(page).toHaveURL(/&job=/);
  const jobId = new URL(page.url()).searchParams.get('job') ?? '';
  await changeStatus(page, 'job', 'ready', 'Ready');
  await changeStatus(page, 'job', 'publish', 'Published');
  await page.getByTestId('wizard-step-2').click();
  await changeStatus(page, 'production', 'ready', 'Ready');
  await changeStatus(page, 'production', 'publish', 'Published');
  return { productionId, projectId, jobId };
}

/** A screen in every language and theme, the way screens.spec.ts shoots them (screenshot and axe). */
export async function shootEverywhere(page: Page, name: string, path: string, ready: string): Promise<void> {
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      await setPreferences(page, language, theme);
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await expect(page.getByTestId('user-initials')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await checkScreen(page, name, language, theme);
    }
  }
  await setPreferences(page, 'en-US', 'light');
}

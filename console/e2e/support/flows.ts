import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { linkFromMail, pathOf } from './mail';

export const PASSWORD = 'secret-pass-1';

let counter = 0;
/** A fresh address per test and run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `console-${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface Member {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newMember(label: string): Member {
  return { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(label), password: PASSWORD };
}

/** Fills the sign-up form (English labels) and submits it. */
export async function fillRegistration(page: Page, member: Member): Promise<void> {
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password').fill(member.password);
  await page.getByRole('button', { name: 'Create an account' }).click();
}

/**
 * Registers on /register, reads the verification mail, opens its link in a second tab (the verified
 * screen), and waits for the first tab, which polls every 2 s, to reach the landing page.
 */
export async function registerAndVerify(page: Page, member: Member): Promise<void> {
  const since = Date.now() - 1000;
  await page.goto('/register');
  await fillRegistration(page, member);
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByTestId('verify-waiting')).toContainText(member.email);
  const link = await linkFromMail(member.email, '/verify-email', since);
  const tab = await page.context().newPage();
  await tab.goto(pathOf(link));
  await expect(tab.getByTestId('email-verified')).toBeVisible();
  await tab.close();
  await expect(page).toHaveURL(/\/landing$/, { timeout: 20_000 });
}

export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  // Chosen once the box shows the option and its menu has closed. MUI's menu grows into place as it
  // opens: a click during that animation once landed on another option of the list and left the menu
  // open over the form (a full run's member-journey, 1 of ~40 runs); then the choice is made again.
  await expect(async () => {
    if ((await box.getAttribute('aria-expanded')) !== 'true') {
      await box.click();
    }
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(box).toHaveText(option, { timeout: 2_000 });
    await expect(page.getByRole('listbox')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

export type BusinessType = 'individual' | 'parent' | 'company' | 'non_profit';

export const BUSINESS_LABELS: Record<BusinessType, string> = {
  individual: 'Individual (18 or older)',
  parent: 'Parent or guardian of a minor',
  company: 'Company or business',
  non_profit: 'Non-profit',
};

/** Fills the account creation form on the landing page and submits it. */
export async function createAccount(
  page: Page,
  options: { businessType: BusinessType; accountTypeLabel: string; name: string; minor?: boolean },
): Promise<void> {
  await chooseOption(page, 'Who is registering', BUSINESS_LABELS[options.businessType]);
  await chooseOption(page, 'Account type', options.accountTypeLabel);
  if (options.businessType === 'company' || options.businessType === 'non_profit') {
    await page.getByLabel('Company or organization name').fill(options.name);
  } else {
    const [first, ...rest] = options.name.split(' ');
    await page.getByLabel('Legal first name').fill(first ?? '');
    await page.getByLabel('Legal last name').fill(rest.join(' ') || 'Lovelace');
    await page.getByLabel('Date of birth').fill('1985-06-15');
    if (options.minor) {
      await page.getByLabel(/registering a minor/).check();
    }
  }
  await page.getByLabel('I accept the terms of service').check();
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page).toHaveURL(/\/account/);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function logout(page: Page): Promise<void> {
  await page.getByTestId('member-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
}

/** The drawer's items, as their feature keys, in order. */
export async function drawerItems(page: Page): Promise<string[]> {
  const items = page.locator('[data-testid^="menu-"]');
  await expect(items.first()).toBeVisible();
  return (
    await items.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid') ?? ''))
  ).map((id) => id.replace(/^menu-/, ''));
}

export async function newContext(browser: Browser, locale = 'en-US'): Promise<BrowserContext> {
  return browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
}

import { expect, test } from '@playwright/test';
import { linkFromMail, pathOf } from './support/mail';
import {
  createAccount,
  drawerItems,
  logout,
  newMember,
  PASSWORD,
  registerAndVerify,
  signIn,
  type BusinessType,
} from './support/flows';

/**
 * The drawer each account type must show with the shipped configuration (spec section 6): talent
 * profiles, connection, invoices, applications, transfers and the Search group for everyone;
 * representative for representatives (managers, agents, casting); production for representatives and
 * production companies. Disabled features never show.
 */
const TALENT_DRAWER = ['account', 'talentProfiles', 'connection', 'invoices', 'applications', 'transfers'];
const SEARCH = ['search', 'searchTalent', 'searchRepresentative', 'searchJob'];

const CASES: Array<{
  businessType: BusinessType;
  accountTypeLabel: string;
  name: string;
  drawer: string[];
  minor?: boolean;
}> = [
  {
    businessType: 'individual',
    accountTypeLabel: 'Talent: performer or creator',
    name: 'Ada Lovelace',
    drawer: [...TALENT_DRAWER, ...SEARCH],
  },
  {
    businessType: 'parent',
    accountTypeLabel: 'Talent',
    name: 'Grace Hopper',
    minor: true,
    drawer: [...TALENT_DRAWER, ...SEARCH],
  },
  {
    businessType: 'company',
    accountTypeLabel: 'Production company',
    name: 'Northern Lights Pictures',
    drawer: [
      'account',
      'talentProfiles',
      'production',
      'connection',
      'invoices',
      'applications',
      'transfers',
      ...SEARCH,
    ],
  },
  {
    businessType: 'non_profit',
    accountTypeLabel: 'Casting professional',
    name: 'Community Casting Collective',
    drawer: [
      'account',
      'talentProfiles',
      'representative',
      'production',
      'connection',
      'invoices',
      'applications',
      'transfers',
      ...SEARCH,
    ],
  },
];

for (const scenario of CASES) {
  test(`${scenario.businessType}: register, verify by mail, create the first account, see exactly its drawer`, async ({
    page,
  }) => {
    const member = newMember(scenario.businessType);
    await registerAndVerify(page, member);
    await expect(page.getByRole('heading', { name: 'Create your first account' })).toBeVisible();
    await createAccount(page, scenario);
    await expect(page.getByText('Account created')).toBeVisible();
    expect(await drawerItems(page)).toEqual(scenario.drawer);
    await expect(page.getByTestId('basic-information')).toContainText(scenario.accountTypeLabel);
  });
}

test('a member changes language and theme, changes password, logs out and lands on the same account again', async ({
  page,
}) => {
  const member = newMember('journey');
  await registerAndVerify(page, member);
  await createAccount(page, {
    businessType: 'individual',
    accountTypeLabel: 'Talent: performer or creator',
    name: 'Ada Lovelace',
  });

  // Top bar: initials, display name, and the email in the member's menu.
  await expect(page.getByTestId('user-initials')).toHaveText('AL');
  await expect(page.getByTestId('user-email')).toHaveText(member.email);
  await page.getByTestId('member-menu').click();
  await expect(page.getByTestId('user-identity')).toContainText(member.email);
  await page.keyboard.press('Escape');

  // Language: fr-QC, es-ES and back to en-US from the top bar.
  for (const [language, heading] of [
    ['Français', 'Paramètres du compte'],
    ['Español', 'Configuración de la cuenta'],
    ['English', 'Account settings'],
  ] as const) {
    await page.locator('.RaLocalesMenuButton-root button, button[aria-controls="simple-menu"]').first().click();
    await page.getByRole('menuitem', { name: language }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  // Dark mode survives a reload (kept in local storage).
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect.poll(background).toBe('rgb(18, 20, 24)');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  await expect.poll(background).toBe('rgb(18, 20, 24)');
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();

  // Password tab: the route comes with the identity change; until then it answers 404 routeNotFound.
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill('another-pass-2');
  await page.getByLabel('Confirm password').fill('another-pass-2');
  await page.getByRole('button', { name: 'Save' }).click();
  const outcome = await Promise.race([
    page
      .getByText('Password changed')
      .waitFor()
      .then(() => 'changed' as const),
    page
      .getByText('This feature is not available on the server yet.')
      .waitFor()
      .then(() => 'missing' as const),
  ]);
  const password = outcome === 'changed' ? 'another-pass-2' : PASSWORD;

  await logout(page);
  await signIn(page, member.email, password);
  await expect(page).toHaveURL(/\/account/);
  await expect(page.getByTestId('basic-information')).toContainText('Ada Lovelace');
  test.info().annotations.push({
    type: outcome === 'changed' ? 'password' : 'skip-note',
    description:
      outcome === 'changed'
        ? 'password changed through POST /api/auth/password'
        : 'POST /api/auth/password answered 404 routeNotFound: the change itself is tested in password.spec.ts once the route exists',
  });
});

test('forgot password: the mailed link resets it, and the new password signs in', async ({ page }) => {
  const member = newMember('reset');
  await registerAndVerify(page, member);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  const since = Date.now() - 1000;
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('a reset link is on its way');
  const link = await linkFromMail(member.email, '/reset-password', since);
  await page.goto(pathOf(link));
  await page.getByLabel('New password').fill('reset-pass-3');
  await page.getByLabel('Confirm password').fill('reset-pass-3');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed');
  await signIn(page, member.email, 'reset-pass-3');
  await expect(page).toHaveURL(/\/landing/);
});

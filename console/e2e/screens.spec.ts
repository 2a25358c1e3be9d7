import { expect, test } from '@playwright/test';
import { createAccount, newMember, registerAndVerify } from './support/flows';
import { checkScreen, LANGUAGES, setPreferences, THEMES } from './support/screens';

/**
 * Every screen of this issue in each language and theme: a screenshot (console/test-results/screenshots)
 * and axe-core with no serious or critical violation.
 */
const PUBLIC_SCREENS = [
  { name: 'login', path: '/login', ready: 'form' },
  { name: 'register', path: '/register', ready: 'form' },
  { name: 'forgot-password', path: '/forgot-password', ready: 'form' },
  { name: 'reset-password', path: '/reset-password?token=from-the-mail', ready: 'form' },
  { name: 'invite-unknown', path: '/invite?token=not-a-real-invitation', ready: '[role="alert"]' },
] as const;

test('the public screens in each language and theme', async ({ page }) => {
  await page.goto('/login');
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      await setPreferences(page, language, theme);
      for (const screen of PUBLIC_SCREENS) {
        await page.goto(screen.path);
        await expect(page.locator(screen.ready).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await checkScreen(page, screen.name, language, theme);
      }
    }
  }
});

test('the signed-in screens in each language and theme', async ({ page }) => {
  test.setTimeout(240_000);
  const member = newMember('screens');
  // The verification screen, while it waits for the mailed link.
  await page.goto('/register');
  await registerAndVerify(page, member);
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      await setPreferences(page, language, theme);
      await page.goto('/landing');
      await expect(page.locator('form')).toBeVisible();
      await checkScreen(page, 'landing-first-account', language, theme);
    }
  }
  await setPreferences(page, 'en-US', 'light');
  await page.goto('/landing');
  await createAccount(page, {
    businessType: 'company',
    accountTypeLabel: 'Production company',
    name: 'Screens Pictures',
  });
  const screens = [
    { name: 'account-basic', path: '/account?tab=basic', ready: '[data-testid="basic-information"]' },
    { name: 'account-password', path: '/account?tab=password', ready: 'form' },
    { name: 'account-preferences', path: '/account?tab=preferences', ready: 'form' },
    { name: 'account-billing', path: '/account?tab=billing', ready: '[data-testid="billing-tab"]' },
    // Loaded: the empty state or the table, not the frame around them.
    { name: 'talent-list', path: '/talent', ready: '.RaEmpty-message, table' },
    { name: 'connection-active-empty', path: '/connection', ready: '[data-testid="connection-empty-active"]' },
  ];
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      await setPreferences(page, language, theme);
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.locator(screen.ready).first()).toBeVisible();
        // The top bar's member (initials, name, email) loads on its own: a shot before it misses them.
        await expect(page.getByTestId('user-initials')).toBeVisible();
        await checkScreen(page, screen.name, language, theme);
      }
    }
  }
});

test('the verification screen in each language and theme', async ({ page }) => {
  const member = newMember('verify-screen');
  await page.goto('/register');
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password').fill(member.password);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByTestId('verify-waiting')).toBeVisible();
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      await setPreferences(page, language, theme);
      await page.reload();
      await expect(page.getByTestId('verify-waiting')).toContainText(member.email);
      await checkScreen(page, 'verify-email', language, theme);
    }
  }
});

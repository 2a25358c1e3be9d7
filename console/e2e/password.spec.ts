import { expect, test } from '@playwright/test';
import { createAccount, logout, newMember, PASSWORD, registerAndVerify, signIn } from './support/flows';

test('the Password tab refuses a wrong current password on its field, then changes the password', async ({ page }) => {
  const member = newMember('password');
  await registerAndVerify(page, member);
  await createAccount(page, {
    businessType: 'individual',
    accountTypeLabel: 'Talent: performer or creator',
    name: 'Ada Lovelace',
  });
  await page.getByRole('tab', { name: 'Password' }).click();

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill('changed-pass-4');
  await page.getByLabel('Confirm password').fill('changed-pass-4');
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/password'));
  await page.getByRole('button', { name: 'Save' }).click();
  const answer = await refused;
  expect(answer.status(), await answer.text()).toBe(400);
  // On the field it concerns, not in a snackbar.
  const currentPasswordHelp = page
    .getByLabel('Current password')
    .locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]')
    .locator('.MuiFormHelperText-root');
  await expect(currentPasswordHelp).toHaveText('The current password is not correct.');

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await logout(page);
  await signIn(page, member.email, 'changed-pass-4');
  await expect(page).toHaveURL(/\/account/);
});

import { expect, test } from '@playwright/test';
import { linkFromMail, pathOf } from './support/mail';
import { createAccount, newMember, registerAndVerify } from './support/flows';

test('SSO hand-off: a member with two accounts switches from one to the other through /sso', async ({ page }) => {
  await registerAndVerify(page, newMember('sso'));
  await createAccount(page, {
    businessType: 'individual',
    accountTypeLabel: 'Talent: performer or creator',
    name: 'Ada Lovelace',
  });
  await page.getByRole('link', { name: 'Create another account' }).click();
  await expect(page).toHaveURL(/\/landing/);
  await createAccount(page, {
    businessType: 'company',
    accountTypeLabel: 'Production company',
    name: 'Second Pictures',
  });
  await expect(page.getByTestId('basic-information')).toContainText('Second Pictures');

  const handOff = page.waitForURL(/\/sso\?token=.+&lang=/);
  await page.getByRole('button', { name: 'Switch account: Ada Lovelace' }).click();
  await handOff;
  await expect(page).toHaveURL(/\/account/);
  await expect(page.getByTestId('basic-information')).toContainText('Talent: performer or creator');
  await expect(page.getByTestId('switch-account')).toContainText('Second Pictures');
  // The talent account's drawer: no production item any more.
  await expect(page.getByTestId('menu-production')).toHaveCount(0);
});

test('a failed SSO exchange signs the member out', async ({ page }) => {
  await page.goto('/sso?token=not-a-hand-off-token&lang=en-US');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('The hand-off failed. Please sign in again.')).toBeVisible();
});

test('an owner invites by email and the invited member accepts from the mailed link', async ({ browser }) => {
  const invitedContext = await browser.newContext();
  const invited = await invitedContext.newPage();
  const guest = newMember('invited');
  await registerAndVerify(invited, guest);

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await registerAndVerify(owner, newMember('owner'));
  await createAccount(owner, {
    businessType: 'company',
    accountTypeLabel: 'Production company',
    name: 'Invite Pictures',
  });
  const since = Date.now();
  await owner.getByLabel('Email of the person to invite').fill(guest.email);
  await owner.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${guest.email}`)).toBeVisible();

  const link = await linkFromMail(guest.email, '/invite', since);
  await invited.goto(pathOf(link));
  await expect(invited.getByTestId('invite-info')).toContainText('Invite Pictures');
  await expect(invited.getByTestId('invite-info')).toContainText(guest.email);
  await invited.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(invited).toHaveURL(/\/account/);
  await expect(invited.getByTestId('basic-information')).toContainText('Invite Pictures');
  await expect(invited.getByTestId('basic-information')).toContainText('Member');
  await invitedContext.close();
  await ownerContext.close();
});

test('a route chunk that fails to load shows a retry message, and Retry loads it', async ({ page }) => {
  let failing = true;
  await page.route(/\/assets\/LoginPage-[^/]+\.js$/, (route) => (failing ? route.abort() : route.continue()));
  await page.goto('/login');
  await expect(page.getByText('This part of the console could not be loaded.')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('Preferences: timezone and language are saved with PATCH /api/auth/me and the console switches language', async ({
  page,
}) => {
  await registerAndVerify(page, newMember('preferences'));
  await createAccount(page, {
    businessType: 'individual',
    accountTypeLabel: 'Talent: performer or creator',
    name: 'Ada Lovelace',
  });
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const timezone = page.getByRole('combobox', { name: 'Timezone' });
  await timezone.fill('Europe/Par');
  await page.getByRole('option', { name: 'Europe/Paris' }).click();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/me') && response.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Préférences mises à jour')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres du compte');
  await page.reload();
  await page.getByRole('tab', { name: 'Préférences' }).click();
  await expect(page.getByRole('combobox', { name: 'Fuseau horaire' })).toHaveValue('Europe/Paris');
});

import { expect, test, type Page } from '@playwright/test';
import { apiSession } from './support/api';
import { logout, signIn } from './support/flows';
import { signedInMember, uniqueWord } from './support/members';

/**
 * Lists keep their page, tab and filters when the member comes back (issue 18): from the menu after
 * another screen, after a reload of the tab, and no longer once the member signed out. Against the
 * real gateway and services; 27 talent profiles make a second page of the account's list.
 */

test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

async function createTalent(page: Page, token: string, firstName: string, lastName: string): Promise<void> {
  const response = await page.request.post('/api/talent', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      firstName,
      lastName,
      birthDate: '1990-05-02',
      citizenship: ['us'],
      unions: ['nonUnion'],
      bodyTypes: ['mesomorph'],
      ethnicAppearances: ['eastAsian'],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

function pageRange(page: Page) {
  return page.getByTestId('list-page-range');
}

test('the talent list, the connections and applications tabs and a search are where the member left them', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page, member } = await signedInMember(browser, 'lists', {
    businessType: 'individual',
    accountTypeLabel: 'Talent: performer or creator',
    name: 'Quinn Hale',
  });
  const token = await apiSession(page, member);
  const surname = uniqueWord();
  for (let index = 1; index <= 27; index += 1) {
    await createTalent(page, token, `Actor${String(index).padStart(2, '0')}`, surname);
  }

  // The talent list's second page; an edit screen; the menu back to the list: still the second page.
  await page.getByTestId('menu-talentProfiles').click();
  await expect(pageRange(page)).toHaveText('1–25');
  await page.getByRole('button', { name: 'Go to next page', exact: true }).click();
  await expect(pageRange(page)).toHaveText('26–27');
  const secondPage = await page.locator('tbody tr').allTextContents();
  expect(secondPage).toHaveLength(2);
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/talent\/[^/]+\/edit/);
  await page.getByTestId('menu-talentProfiles').click();
  await expect(pageRange(page)).toHaveText('26–27');
  await expect(page.locator('tbody tr')).toHaveText(secondPage);
  // A reload of the tab keeps it too (the page's cursor is kept in the tab's session storage).
  await page.reload();
  await expect(pageRange(page)).toHaveText('26–27');
  await expect(page.locator('tbody tr')).toHaveText(secondPage);

  // The connections' Pending Sent tab, left for the account and reached again from the menu.
  await page.getByTestId('menu-connection').click();
  await page.getByTestId('connection-tab-sent').click();
  await expect(page).toHaveURL(/\/connection\/sent$/);
  await page.getByTestId('menu-account').click();
  await expect(page).toHaveURL(/\/account/);
  await page.getByTestId('menu-connection').click();
  await expect(page).toHaveURL(/\/connection\/sent$/);
  await expect(page.getByTestId('connection-tab-sent')).toHaveAttribute('aria-selected', 'true');
  // Choosing Active again is the member's choice: the menu then opens Active.
  await page.getByTestId('connection-tab-active').click();
  await expect(page).toHaveURL(/\/connection$/);
  await page.getByTestId('menu-account').click();
  await page.getByTestId('menu-connection').click();
  await expect(page.getByTestId('connection-tab-active')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/connection$/);

  // The applications' Denied tab with archived ones.
  await page.getByTestId('menu-applications').click();
  await page.getByRole('tab', { name: 'Denied', exact: true }).click();
  await page.getByLabel('Show archived', { exact: true }).click();
  await expect(page).toHaveURL(/\/applications\?tab=denied&archived=1$/);
  await page.getByTestId('menu-talentProfiles').click();
  await page.getByTestId('menu-applications').click();
  await expect(page).toHaveURL(/\/applications\?tab=denied&archived=1$/);
  await expect(page.getByRole('tab', { name: 'Denied', exact: true })).toHaveAttribute('aria-selected', 'true');

  // A talent search by the surname and a filter, left for a profile and reached again from the menu.
  await page.getByTestId('menu-searchTalent').click();
  await page.getByLabel('Name, alias or skill', { exact: true }).fill(surname);
  await page.getByRole('combobox', { name: 'Hair color', exact: true }).click();
  await page.getByRole('option', { name: 'Blonde', exact: true }).click();
  await page.keyboard.press('Escape');
  const searchAddress = new RegExp(`/talent/search\\?q=${surname}&hair=blonde$`);
  await expect(page).toHaveURL(searchAddress);
  await page.getByTestId('menu-account').click();
  await page.getByTestId('menu-searchTalent').click();
  await expect(page).toHaveURL(searchAddress);
  await expect(page.getByLabel('Name, alias or skill', { exact: true })).toHaveValue(surname);
  // Clearing every filter is remembered as it is.
  await page.getByRole('button', { name: 'Clear all filters', exact: true }).click();
  await expect(page).toHaveURL(/\/talent\/search$/);
  await page.getByTestId('menu-account').click();
  await page.getByTestId('menu-searchTalent').click();
  await expect(page).toHaveURL(/\/talent\/search$/);

  // Signed out and in again: every list starts over.
  await page.getByTestId('menu-connection').click();
  await page.getByTestId('connection-tab-received').click();
  await page.getByTestId('menu-talentProfiles').click();
  await expect(pageRange(page)).toHaveText('26–27');
  await logout(page);
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/account/);
  await page.getByTestId('menu-talentProfiles').click();
  await expect(pageRange(page)).toHaveText('1–25');
  await page.getByTestId('menu-connection').click();
  await expect(page).toHaveURL(/\/connection$/);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { agentWithProfile, createTalentProfile, guardianWithMinor, uniqueWord } from './support/members';
import { checkScreen, LANGUAGES, setPreferences, THEMES, type Language, type Theme } from './support/screens';

/**
 * Connections against the real stack, each member in a browser context of its own: a licensed agent
 * asks to represent a guardian's minor from the talent's public profile, the guardian approves it in
 * Pending Received, and both see it Active; the agent is refused connecting to its own profile.
 */

test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

function snackbar(page: Page): Locator {
  return page.locator('.MuiSnackbarContent-message');
}

/** The row of the tab's list that names this talent. */
function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ hasText: name });
}

async function shoot(page: Page, name: string, language: Language, theme: Theme, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  // The top bar hides while the page is scrolled down: the shot starts at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('user-initials')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await checkScreen(page, name, language, theme);
}

test('an agent asks to represent a guardian’s minor, the guardian approves, both see it active', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const guardian = await guardianWithMinor(browser);
  const agent = await agentWithProfile(browser);

  // The guardian has no connection yet: each tab says so.
  await guardian.page.goto('/connection/received');
  await expect(guardian.page.getByTestId('connection-empty-received')).toContainText(
    'No requests are waiting for your answer.',
  );

  // The agent asks from the talent's public profile: its one representative profile is the one asking.
  const page = agent.page;
  await page.goto(`/talent/${guardian.talentId}/detail`);
  await expect(page.getByTestId('talent-detail')).toBeVisible();
  await page.getByTestId('request-connection').click();
  const dialog = page.getByTestId('request-connection-dialog');
  await expect(dialog).toContainText(`With the talent ${guardian.talentName}`);
  await expect(dialog.getByRole('radio', { name: agent.agency.company })).toBeChecked();
  // No type chosen: refused on the types before anything is sent.
  await page.getByTestId('connection-request-send').click();
  await expect(dialog).toContainText('At least one connection type selected');
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
  await shoot(page, 'connection-request-dialog', 'en-US', 'light', dialog);
  await dialog.getByRole('checkbox', { name: 'Talent agent', exact: true }).check();
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('We would love to represent Nora.');
  await page.getByTestId('connection-request-send').click();
  await expect(snackbar(page)).toHaveText('Connection request sent');
  await expect(dialog).toHaveCount(0);

  // Asking again is refused on the profile: the request is pending.
  await page.getByTestId('request-connection').click();
  await expect(page.getByTestId('request-connection-dialog')).toContainText(
    'A request between these two profiles is already pending.',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Pending Sent: the agent may withdraw or archive its request, not approve it.
  await page.goto('/connection/sent');
  const sent = rowOf(page, guardian.talentName);
  await expect(sent).toContainText(agent.agency.company);
  await expect(sent.getByTestId('connection-revoke')).toBeVisible();
  await expect(sent.getByTestId('connection-archive')).toBeVisible();
  await expect(sent.getByTestId('connection-approve')).toHaveCount(0);

  // Pending Received: the guardian approves.
  await guardian.page.goto('/connection/received');
  const received = rowOf(guardian.page, guardian.talentName);
  await expect(received).toContainText(agent.agency.company);
  await expect(received).toContainText('We would love to represent Nora.');
  await expect(received.getByTestId('connection-revoke')).toHaveCount(0);
  await shoot(guardian.page, 'connection-received', 'en-US', 'light', received.getByTestId('connection-approve'));
  await received.getByTestId('connection-approve').click();
  await expect(snackbar(guardian.page)).toHaveText('Connection approved');
  await expect(guardian.page.getByTestId('connection-empty-received')).toBeVisible();

  // Both sides see it Active, with remove and archive.
  await guardian.page.getByTestId('connection-tab-active').click();
  await expect(guardian.page).toHaveURL(/\/connection$/);
  const guardianActive = rowOf(guardian.page, guardian.talentName);
  await expect(guardianActive).toContainText(agent.agency.company);
  await expect(guardianActive).toContainText('Active');
  await expect(guardianActive.getByTestId('connection-remove')).toBeVisible();
  await page.goto('/connection');
  const agentActive = rowOf(page, guardian.talentName);
  await expect(agentActive).toContainText('Talent agent');
  await expect(agentActive.getByTestId('connection-archive')).toBeVisible();
  await page.goto('/connection/sent');
  await expect(page.getByTestId('connection-empty-sent')).toBeVisible();

  // Screens: the tabs in both themes, the Active tab in every language.
  for (const theme of THEMES) {
    await setPreferences(page, 'en-US', theme);
    await page.goto('/connection/sent');
    await shoot(page, 'connection-sent-empty', 'en-US', theme, page.getByTestId('connection-empty-sent'));
    await setPreferences(guardian.page, 'en-US', theme);
    await guardian.page.goto('/connection/received');
    await shoot(
      guardian.page,
      'connection-received-empty',
      'en-US',
      theme,
      guardian.page.getByTestId('connection-empty-received'),
    );
  }
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      await setPreferences(page, language, theme);
      await page.goto('/connection');
      await shoot(page, 'connection-active', language, theme, rowOf(page, guardian.talentName));
    }
  }
  await setPreferences(page, 'en-US', 'light');

  // The agent's own talent profile: connecting its agency to it is refused on the profile, before sending.
  const lastName = `Castellano${uniqueWord()}`;
  const ownTalentId = await createTalentProfile(page, { firstName: 'Rosa', lastName, birthDate: '1988-03-04' });
  expect(ownTalentId).not.toBe('');
  await page.goto(`/representative/${agent.representativeId}/edit`);
  await page.getByTestId('request-connection').click();
  const own = page.getByTestId('request-connection-dialog');
  await own.getByTestId('connection-profile-search').fill(lastName);
  await own.getByRole('radio', { name: `Rosa ${lastName}` }).check();
  await expect(own).toContainText('You cannot connect to a profile of your own account.');
  await own.getByRole('checkbox', { name: 'Talent agent', exact: true }).check();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/connection') {
      posts.push(request.url());
    }
  });
  await page.getByTestId('connection-request-send').click();
  await expect(own).toContainText('You cannot connect to a profile of your own account.');
  expect(posts).toEqual([]);
  await shoot(page, 'connection-request-own-profile', 'en-US', 'light', own);

  // The talent's Request Connection tab goes to the server, which refuses the same: said in the snackbar.
  await page.goto(`/talent/${ownTalentId}/edit?tab=connection`);
  await expect(page.getByTestId('talent-connections-none')).toHaveText('No connection yet.');
  await page.getByTestId('representative-search').fill(agent.agency.company);
  await page.getByRole('button', { name: new RegExp(agent.agency.company) }).click();
  await page.getByRole('checkbox', { name: 'Talent agent', exact: true }).check();
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(snackbar(page)).toHaveText('You cannot connect to a profile of your own account.');

  await guardian.context.close();
  await agent.context.close();
});

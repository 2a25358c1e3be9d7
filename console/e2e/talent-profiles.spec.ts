import { expect, test, type Page } from '@playwright/test';
import { chooseOption, createAccount, newMember, registerAndVerify } from './support/flows';
import { checkScreen, LANGUAGES, setPreferences, THEMES } from './support/screens';

/**
 * The talent profile screens against the real stack: a parent or guardian registers a minor's profile,
 * is refused on the right field (before sending, and by the server), adds photos (one refused before
 * it is sent), chooses the primary photo, deletes it, edits a tab, and reads the public details
 * without the private fields. Every screen is shot in each language and theme, with axe.
 */

// Actions wait at most this long (the default waits for the whole test's time-out).
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

const MINOR = {
  firstName: 'Lily',
  lastName: 'Park',
  birthDate: '2015-04-02',
  guardianFirstName: 'Mina',
  guardianLastName: 'Parkington',
  guardianPhone: '+1 213 555 0142',
  taxId: '987-65-4321',
  passportNumber: 'X9988776',
};

/** A real JPEG (or PNG) drawn by the browser: the server decodes photos to make thumbnails. */
async function drawnImage(page: Page, type: 'image/jpeg' | 'image/png', hue: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([mime, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 1200;
      const context = canvas.getContext('2d');
      if (!context) {
        throw new Error('no 2d context');
      }
      const gradient = context.createLinearGradient(0, 0, 900, 1200);
      gradient.addColorStop(0, `hsl(${h}, 70%, 60%)`);
      gradient.addColorStop(1, `hsl(${(h + 60) % 360}, 70%, 30%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, 900, 1200);
      // Noise, so that the file is large enough for the upload's progress to show.
      for (let index = 0; index < 40000; index += 1) {
        context.fillStyle = `hsla(${(index * 7) % 360}, 80%, 50%, 0.5)`;
        context.fillRect((index * 37) % 900, (index * 53) % 1200, 3, 3);
      }
      context.fillStyle = '#fff';
      context.font = 'bold 120px sans-serif';
      context.fillText('LP', 330, 640);
      return canvas.toDataURL(mime, 0.92).split(',')[1] ?? '';
    },
    [type, hue] as const,
  );
  return Buffer.from(base64, 'base64');
}

function inputOf(page: Page, source: string) {
  return page.locator(`[class~="ra-input-${source}"]`);
}

test('a guardian registers a minor, adds photos, edits a tab and reads the public profile', async ({ page }) => {
  // Sixty-odd screenshots and twenty axe runs on a shared two-core machine.
  test.setTimeout(1_500_000);
  const guardian = newMember('talent-guardian');
  await registerAndVerify(page, guardian);
  await createAccount(page, {
    businessType: 'parent',
    accountTypeLabel: 'Talent: performer or creator',
    name: 'Mina Parkington',
    minor: true,
  });

  // The list's empty state offers the creation.
  await page.goto('/talent');
  await expect(page.locator('.RaEmpty-message')).toContainText('No talent profiles yet.');
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      await setPreferences(page, language, theme);
      await page.goto('/talent');
      await expect(page.locator('.RaEmpty-message')).toBeVisible();
      await expect(page.getByTestId('user-initials')).toBeVisible();
      await checkScreen(page, 'talent-list-empty', language, theme);
    }
  }
  await setPreferences(page, 'en-US', 'light');
  await page.goto('/talent');
  await page.locator('.RaEmpty-toolbar').getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/talent\/create/);

  // Basic Info: a minor's birth date brings the guardian's fields, the member's own email filled in.
  await page.getByLabel('First name', { exact: true }).fill(MINOR.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(MINOR.lastName);
  await expect(page.getByTestId('minor-guardian-help')).toHaveCount(0);
  await page.getByLabel('Birth date').fill(MINOR.birthDate);
  await expect(page.getByTestId('minor-guardian-help')).toBeVisible();
  await expect(page.getByLabel("Guardian's email")).toHaveValue(guardian.email);
  await page.getByLabel("Guardian's first name").fill(MINOR.guardianFirstName);
  await page.getByLabel("Guardian's last name").fill(MINOR.guardianLastName);
  await chooseOption(page, 'Relationship to the talent', 'Mother');
  // Not a phone number: only the server knows (libphonenumber), and says so on the field.
  await page.getByLabel("Guardian's phone").fill('12');
  await page.getByRole('checkbox', { name: 'United States', exact: true }).check();
  await page.getByLabel('Tax ID').fill(MINOR.taxId);
  await page.getByRole('checkbox', { name: 'Non-union', exact: true }).check();

  // Details left without a body type: refused before sending, on the body type, its tab marked.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/talent(\/|$)/.test(new URL(request.url()).pathname)) {
      posts.push(new URL(request.url()).pathname);
    }
  });
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('checkbox', { name: 'East Asian', exact: true }).check();
  await page.getByRole('button', { name: 'Create the profile' }).click();
  await expect(inputOf(page, 'bodyTypes')).toContainText('At least one body type selected');
  expect(posts).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreenWhenReady(page, 'talent-create-refused', 'en-US', 'light', inputOf(page, 'bodyTypes'));
  await page.getByRole('checkbox', { name: 'Mesomorph (athletic)', exact: true }).check();
  await expect(inputOf(page, 'bodyTypes')).not.toContainText('At least one');

  // The server refuses the guardian's phone: the message is on that field, in the Basic Info tab.
  await page.getByRole('button', { name: 'Create the profile' }).click();
  await page.getByRole('tab', { name: 'Basic Info' }).click();
  await expect(inputOf(page, 'guardian.phone')).toContainText('Enter a valid phone number.');
  expect(posts).toEqual(['/api/talent']);
  await page.getByLabel("Guardian's phone").fill(MINOR.guardianPhone);
  await page.getByRole('button', { name: 'Create the profile' }).click();
  await expect(page).toHaveURL(/\/talent\/[^/]+\/edit\?tab=photos$/);
  await expect(page.getByText('Talent profile created. Add photos next.')).toBeVisible();
  const talentId = /\/talent\/([^/]+)\/edit/.exec(page.url())?.[1] ?? '';
  expect(talentId).not.toBe('');

  // Photos: a GIF refused before sending; two photos sent with their progress; the primary photo
  // chosen, kept after a reload, deleted; one more photo.
  posts.length = 0;
  const input = page.getByTestId('photo-input');
  await input.setInputFiles({
    name: 'animation.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00;', 'latin1'),
  });
  await expect(page.getByTestId('photo-refusals')).toContainText(
    'animation.jpg: Only JPEG, PNG, WebP images are allowed.',
  );
  expect(posts).toEqual([]);
  await expect(page.getByTestId('photos-empty')).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const first = await drawnImage(page, 'image/jpeg', 200);
  const second = await drawnImage(page, 'image/png', 20);
  await input.setInputFiles([
    { name: 'headshot.jpg', mimeType: 'image/jpeg', buffer: first },
    { name: 'full-length.png', mimeType: 'image/png', buffer: second },
  ]);
  await expect(page.getByTestId('photo-upload').first()).toContainText(/Sending headshot\.jpg: \d+%/);
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await expect(page.getByTestId('photo-item')).toHaveCount(2, { timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(posts.filter((path) => path.endsWith('/photos'))).toHaveLength(2);

  // The first photo added is the primary photo: marked, and first; the other offers to become it.
  const items = page.getByTestId('photo-item');
  const primaryItem = page.locator('[data-testid="photo-item"][data-primary="true"]');
  await expect(page.getByTestId('photo-primary')).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-primary', 'true');
  const headshotId = (await items.first().getAttribute('data-photo-id')) ?? '';
  const fullLengthId = (await items.nth(1).getAttribute('data-photo-id')) ?? '';
  expect([headshotId, fullLengthId]).not.toContain('');
  await expect(page.getByRole('button', { name: 'Make primary: photo 1', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Make primary: photo 2', exact: true }).click();
  await expect(page.getByText('Primary photo changed')).toBeVisible();
  await expect(primaryItem).toHaveAttribute('data-photo-id', fullLengthId);
  await expect(items.first()).toHaveAttribute('data-photo-id', fullLengthId);
  // Kept by the server: still primary after a reload, the headshot now offering to be it again.
  await page.reload();
  await expect(items).toHaveCount(2);
  await expect(primaryItem).toHaveAttribute('data-photo-id', fullLengthId);
  await expect(page.getByTestId('photo-primary')).toHaveCount(1);
  await expect(items.nth(1)).toHaveAttribute('data-photo-id', headshotId);
  await expect(page.getByRole('button', { name: 'Make primary: photo 2', exact: true })).toBeVisible();
  const photosReady = items.nth(1).locator('img');
  for (const theme of THEMES) {
    await setPreferences(page, 'en-US', theme);
    await page.reload();
    await checkScreenWhenReady(page, 'talent-edit-photos-primary', 'en-US', theme, photosReady);
  }

  // Deleting the primary photo says what follows, and the other photo becomes primary.
  const confirm = page.getByRole('dialog');
  for (const theme of [...THEMES].reverse()) {
    await setPreferences(page, 'en-US', theme);
    await page.reload();
    await expect(photosReady).toBeVisible();
    await page.getByRole('button', { name: 'Delete photo 1', exact: true }).click();
    await expect(confirm).toContainText('The most recent of the other photos becomes the primary photo.');
    await checkScreen(page, 'talent-photos-delete-primary', 'en-US', theme);
    if (theme === 'dark') {
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
    }
  }
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Photo deleted')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(primaryItem).toHaveAttribute('data-photo-id', headshotId);
  await page.reload();
  await expect(primaryItem).toHaveAttribute('data-photo-id', headshotId);
  await expect(page.getByRole('button', { name: /^Make primary/ })).toHaveCount(0);

  // A later photo leaves the primary photo as it is.
  await input.setInputFiles({
    name: 'extra.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawnImage(page, 'image/jpeg', 300),
  });
  await expect(items).toHaveCount(2, { timeout: 60_000 });
  await expect(items.first()).toHaveAttribute('data-photo-id', headshotId);
  await expect(page.getByTestId('photo-primary')).toHaveCount(1);
  for (const item of await page.getByTestId('photo-item').locator('img').all()) {
    await expect(item).toHaveJSProperty('complete', true);
    expect(await item.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }

  // Edit the Details tab: saved, and still there after a reload.
  await page.getByRole('tab', { name: 'Details' }).click();
  await chooseOption(page, 'Hair color', 'Black');
  await chooseOption(page, 'Eye color', 'Brown');
  await page.getByLabel('Playable age from').fill('8');
  await page.getByLabel('Playable age to').fill('12');
  await page.getByRole('button', { name: 'Save: Details' }).click();
  await expect(page.getByText('Talent profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Hair color' })).toHaveText('Black');
  await expect(page.getByLabel('Playable age to')).toHaveValue('12');

  // A range out of order is refused on its field before it is sent.
  await page.getByLabel('Playable age to').fill('6');
  await page.getByRole('button', { name: 'Save: Details' }).click();
  await expect(inputOf(page, 'playableAge.to')).toContainText('"From" must not be above "to".');
  await page.reload();

  // The public profile: what other members see, nothing private, the age because she is a minor.
  await page.goto(`/talent/${talentId}/detail`);
  const detail = page.getByTestId('talent-detail');
  await expect(detail.getByRole('heading', { name: 'Lily Park' })).toBeVisible();
  await expect(page.getByTestId('detail-minor')).toBeVisible();
  await expect(page.getByTestId('detail-age')).toHaveText(/^\d+ years old$/);
  await expect(detail).toContainText('8 to 12');
  await expect(detail).toContainText('Mesomorph (athletic)');
  await expect(detail).toContainText('East Asian');
  await expect(page.getByTestId('detail-photo')).toHaveCount(2);
  // The primary photo large, first.
  await expect(page.getByTestId('detail-photo').first()).toHaveAttribute('data-photo-id', headshotId);
  await expect(page.getByRole('img', { name: 'Primary photo of Lily Park', exact: true })).toBeVisible();
  const text = await detail.innerText();
  for (const secret of [
    MINOR.guardianFirstName,
    MINOR.guardianLastName,
    guardian.email,
    MINOR.guardianPhone,
    MINOR.taxId,
    '2015',
    '04/02',
    '4/2',
  ]) {
    expect(text, `the public profile shows ${secret}`).not.toContain(secret);
  }

  // The list: one profile, its own range (cursor pages have no total).
  await page.goto('/talent');
  await expect(page.getByTestId('list-page-range')).toHaveText('1–1');
  await expect(page.getByRole('row')).toHaveCount(2);
  // Beside the name, the primary photo's thumbnail.
  await expect(page.getByTestId('talent-list-photo').locator('img')).toHaveJSProperty('complete', true);
  expect(
    await page
      .getByTestId('talent-list-photo')
      .locator('img')
      .evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);

  // Every new screen in each language and theme.
  const screens = [
    { name: 'talent-list', path: '/talent', ready: page.getByTestId('list-page-range') },
    { name: 'talent-create', path: '/talent/create', ready: inputOf(page, 'citizenship').getByRole('checkbox').nth(2) },
    ...(['basic', 'details', 'sizes', 'skills', 'social'] as const).map((tab) => ({
      name: `talent-edit-${tab}`,
      path: `/talent/${talentId}/edit?tab=${tab}`,
      ready: page.locator(`#talent-panel-${tab} form`),
    })),
    {
      name: 'talent-edit-photos',
      path: `/talent/${talentId}/edit?tab=photos`,
      ready: page.getByTestId('photo-item').nth(1).locator('img'),
    },
    {
      name: 'talent-edit-connection',
      path: `/talent/${talentId}/edit?tab=connection`,
      ready: page.getByTestId('talent-connection'),
    },
    { name: 'talent-detail', path: `/talent/${talentId}/detail`, ready: page.getByTestId('detail-photo').nth(1) },
  ];
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      await setPreferences(page, language, theme);
      for (const screen of screens) {
        await page.goto(screen.path);
        await checkScreenWhenReady(page, screen.name, language, theme, screen.ready);
      }
    }
  }
});

/** Waits for the screen's content, the top bar's member and the images, then shoots and runs axe. */
async function checkScreenWhenReady(
  page: Page,
  name: string,
  language: (typeof LANGUAGES)[number],
  theme: (typeof THEMES)[number],
  ready: ReturnType<Page['locator']>,
): Promise<void> {
  await expect(ready).toBeVisible();
  await expect(page.getByTestId('user-initials')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
    timeout: 30_000,
  });
  await checkScreen(page, name, language, theme);
}

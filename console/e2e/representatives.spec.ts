import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickOption, signedInMember } from './support/members';
import { drawnPhoto } from './support/photos';
import { checkScreen, LANGUAGES, setPreferences, THEMES, type Language, type Theme } from './support/screens';

/**
 * The representative screens against the real stack: a licensed agent (a talent representative's
 * account) creates a profile through each tab, is refused before sending where California's license rule
 * and the references rule apply, and by the server on a phone number; then edits a tab, adds the license
 * document (a .txt refused on the field, a PNG, a PDF replacing it, then removed) and reads the public
 * details without the private fields.
 */

test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });

const AGENCY = {
  company: 'Sunset Lane Talent',
  street: '8800 Sunset Blvd',
  city: 'West Hollywood',
  licenseHolder: 'Marta Reyes',
  licenseNumber: 'TA-4410',
  reference: { name: 'Pat Producer', email: 'pat.producer@example.com', phone: '+1 323 555 0142' },
};

/** A small PDF as a scanner writes one (the service checks its "%PDF-" header). */
const LICENSE_PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Title (Talent agency license TA-4410) >>\nendobj\n%%EOF\n');

/** A react-admin input's box (label, field and its message) by its source. */
function inputOf(page: Page, source: string): Locator {
  return page.locator(`[class~="ra-input-${source}"]`);
}

/** A reference row's input (react-admin names the inputs of an array by their row: no source class). */
function referenceInput(page: Page, row: number, label: 'Name' | 'Email' | 'Phone'): Locator {
  return page.locator('.RaSimpleFormIterator-line').nth(row).getByRole('textbox', { name: label, exact: true });
}

function snackbar(page: Page): Locator {
  return page.locator('.MuiSnackbarContent-message');
}

async function shoot(page: Page, name: string, language: Language, theme: Theme, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  // The top bar hides while the page is scrolled down: the shot starts at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('user-initials')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await checkScreen(page, name, language, theme);
}

test('a licensed agent creates a representative profile through each tab, refused where California’s rule applies', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const { page, context } = await signedInMember(browser, 'rep-agent', {
    businessType: 'individual',
    accountTypeLabel: 'Talent representative',
    name: AGENCY.licenseHolder,
  });

  // The list's empty state offers the creation.
  await page.goto('/representative');
  await expect(page.getByTestId('representative-empty')).toContainText('No representative profiles yet.');
  for (const theme of THEMES) {
    await setPreferences(page, 'en-US', theme);
    await page.goto('/representative');
    await shoot(page, 'representative-list-empty', 'en-US', theme, page.getByTestId('representative-empty'));
  }
  await setPreferences(page, 'en-US', 'light');
  await page.goto('/representative');
  await page.getByTestId('representative-empty').getByTestId('representative-create').click();
  await expect(page).toHaveURL(/\/representative\/create$/);

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/representative') {
      posts.push(request.postData() ?? '');
    }
  });

  // General info: an agent and manager doing business in California; one reference only.
  await page.getByRole('checkbox', { name: 'Talent agent', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Talent manager', exact: true }).check();
  await page.getByRole('checkbox', { name: 'USA West', exact: true }).check();
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill(AGENCY.company);
  await page.getByRole('spinbutton', { name: 'Years in operation' }).fill('12');
  await page.getByRole('textbox', { name: 'Contact email', exact: true }).fill('desk@sunsetlane.example.com');
  // Not a phone number: only the server knows (libphonenumber), and says so on the field.
  await page.getByRole('textbox', { name: 'Contact phone', exact: true }).fill('12');
  await page.getByLabel('My business address differs from my account’s').check();
  await page.getByRole('textbox', { name: 'Address line 1', exact: true }).fill(AGENCY.street);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill(AGENCY.city);
  await page.getByRole('textbox', { name: 'State or province', exact: true }).fill('CA');
  await page.getByRole('textbox', { name: 'Postal code', exact: true }).fill('90069');
  await pickOption(page, 'Country', 'United States');
  await expect(page.getByTestId('references-help')).toContainText(
    'Where you do business (California) the law asks for at least 2 professional references',
  );
  await referenceInput(page, 0, 'Name').fill(AGENCY.reference.name);
  await referenceInput(page, 0, 'Email').fill(AGENCY.reference.email);
  await referenceInput(page, 0, 'Phone').fill(AGENCY.reference.phone);
  await shoot(page, 'representative-create', 'en-US', 'light', page.getByTestId('references-help'));

  // Talent Agent info: California's rule is on the tab and on the license's fields before anything is sent.
  await page.getByRole('tab', { name: 'Talent Agent info' }).click();
  await expect(page.getByTestId('license-rule')).toContainText('California Labor Code §1700.5');
  await expect(inputOf(page, 'license.number')).toContainText('Required for talent agents in California');
  await expect(page.getByTestId('license-document-expected')).toContainText(
    'Talent agents doing business in California are licensed',
  );
  await expect(page.getByTestId('license-document-after-create')).toHaveText(
    'You can add your license document once the profile is created.',
  );
  await page.getByRole('checkbox', { name: 'SAG franchised agent', exact: true }).check();
  await page.getByRole('textbox', { name: 'Full name on the license', exact: true }).fill(AGENCY.licenseHolder);
  await page.getByRole('button', { name: 'Create the profile' }).click();
  await expect(inputOf(page, 'license.number')).toContainText(
    'Talent agents in California must show their agency license.',
  );
  await expect(inputOf(page, 'license.state')).toContainText(
    'Talent agents in California must show their agency license.',
  );
  expect(posts).toEqual([]);
  await shoot(page, 'representative-create-license-refused', 'en-US', 'light', page.getByTestId('license-rule'));

  // General info is marked too: one complete reference where California's law asks two.
  await page.getByRole('tab', { name: 'General info' }).click();
  await expect(inputOf(page, 'references')).toContainText(
    'At least 2 complete professional references in California, or N/A.',
  );
  // "N/A" typed as the second reference's name defers the references (spec section 5).
  await referenceInput(page, 1, 'Name').fill('N/A');
  await page.getByRole('tab', { name: 'Talent Agent info' }).click();
  await page.getByRole('textbox', { name: 'License number', exact: true }).fill(AGENCY.licenseNumber);
  await pickOption(page, 'Issuing country', 'United States');
  await page.getByRole('textbox', { name: 'Issuing state', exact: true }).fill('CA');

  // Talent Manager info and Casting Professional info.
  await page.getByRole('tab', { name: 'Talent Manager info' }).click();
  await page.getByRole('checkbox', { name: 'SAG-AFTRA affiliated manager', exact: true }).check();
  await page.getByRole('combobox', { name: 'Number of talent represented' }).click();
  await page.getByRole('option', { name: '11 to 25', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Actors', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Children', exact: true }).check();
  await page.getByRole('tab', { name: 'Casting Professional info' }).click();
  await expect(page.getByTestId('role-note-castingProfessional')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Commercial', exact: true }).check();

  // The server refuses the contact phone: the message is on that field, in General info.
  await page.getByRole('button', { name: 'Create the profile' }).click();
  await page.getByRole('tab', { name: 'General info' }).click();
  await expect(inputOf(page, 'contact.phone')).toContainText('Enter a valid phone number.');
  expect(posts).toHaveLength(1);
  const sent = JSON.parse(posts[0] ?? '{}') as Record<string, unknown>;
  expect(sent.referencesNotApplicable).toBe(true);
  expect(sent.references).toEqual([AGENCY.reference]);
  expect(sent.services).toEqual(['sagFranchisedAgent', 'sagAftraAffiliatedManager']);
  await page.getByRole('textbox', { name: 'Contact phone', exact: true }).fill('+1 310 555 0188');
  await page.getByRole('button', { name: 'Create the profile' }).click();
  await expect(page).toHaveURL(/\/representative\/[^/]+\/edit$/);
  await expect(snackbar(page)).toHaveText('Representative profile created');
  const id = /\/representative\/([^/]+)\/edit/.exec(page.url())?.[1] ?? '';
  expect(id).not.toBe('');
  await expect(page.getByTestId('representative-edit-title')).toHaveText(AGENCY.company);

  // Edit: the saved tabs, a change on Talent Agent info, kept after a reload.
  await page.getByRole('tab', { name: 'Talent Agent info' }).click();
  await expect(page).toHaveURL(new RegExp(`/representative/${id}/edit/agent$`));
  await expect(page.getByRole('textbox', { name: 'License number', exact: true })).toHaveValue(AGENCY.licenseNumber);
  await page.getByRole('textbox', { name: 'Issuing city', exact: true }).fill('Los Angeles');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page)).toHaveText('Representative profile updated');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Issuing city', exact: true })).toHaveValue('Los Angeles');
  await expect(page.getByRole('checkbox', { name: 'SAG franchised agent', exact: true })).toBeChecked();

  // The license document, on the same tab, kept at once: California expects it.
  const documentPuts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/license/document')) {
      documentPuts.push(request.url());
    }
  });
  const documentInput = page.getByTestId('license-document-input');
  const documentLink = page.getByTestId('license-document-link');
  const documentFacts = page.getByTestId('license-document-facts');
  await expect(page.getByTestId('license-document-expected')).toContainText('in California are licensed');
  await expect(page.getByTestId('license-document-none')).toHaveText('No license document on file.');
  // A text file is refused on the field, whatever its type claims, before anything is sent.
  await documentInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('TA-4410') });
  await expect(page.getByTestId('license-document-problem')).toHaveText('notes.txt is not a JPEG, PNG, PDF file.');
  await documentInput.setInputFiles({
    name: 'license scan.png',
    mimeType: 'image/png',
    buffer: await drawnPhoto(page, 210, 'TA', 'image/png'),
  });
  await expect(snackbar(page)).toHaveText('License document uploaded');
  await expect(documentLink).toHaveText('license scan.png');
  await expect(documentFacts).toHaveText(/^Image · [\d.]+ kB · uploaded \w{3} \d+, \d{4}/);
  await expect(page.getByTestId('license-document-problem')).toHaveCount(0);
  // Its link opens the file without the bearer token (signed), in a new tab.
  await expect(documentLink).toHaveAttribute('target', '_blank');
  const opened = await page.request.get((await documentLink.getAttribute('href')) ?? '');
  expect([opened.status(), opened.headers()['content-type']]).toEqual([200, 'image/png']);

  // A PDF replaces it; the upload shows its progress while the server has not answered.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/license/document', async (route) => {
    if (route.request().method() === 'PUT') {
      await held;
    }
    await route.continue();
  });
  await documentInput.setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: LICENSE_PDF });
  const progress = page.getByTestId('license-document-upload');
  await expect(progress).toContainText('Uploading license.pdf:');
  await expect(progress.getByRole('progressbar')).toBeVisible();
  answer();
  await expect(snackbar(page)).toHaveText('License document replaced');
  await page.unroute('**/license/document');
  await expect(documentLink).toHaveText('license.pdf');
  await expect(documentFacts).toHaveText(/^PDF · \d+ bytes · uploaded /);
  await expect(progress).toHaveCount(0);
  expect(documentPuts).toHaveLength(2);
  for (const theme of THEMES) {
    await setPreferences(page, 'en-US', theme);
    await page.reload();
    await shoot(page, 'representative-edit-agent-document', 'en-US', theme, documentLink);
  }
  await setPreferences(page, 'en-US', 'light');

  // The public profile: what other members see; the street and the references' contacts stay private.
  await page.goto(`/representative/${id}/detail`);
  const detail = page.getByTestId('representative-detail');
  await expect(detail.getByRole('heading', { name: AGENCY.company })).toBeVisible();
  await expect(page.getByTestId('detail-license-number')).toHaveText(AGENCY.licenseNumber);
  await expect(detail).toContainText('West Hollywood, CA, United States');
  await expect(detail).toContainText(AGENCY.reference.name);
  await expect(detail).toContainText('To be added (N/A)');
  await expect(page.getByTestId('detail-license-document')).toHaveText('License document on file');
  const text = await detail.innerText();
  for (const secret of [AGENCY.street, '90069', AGENCY.reference.email, AGENCY.reference.phone, '323', 'license.pdf']) {
    expect(text, `the public profile shows ${secret}`).not.toContain(secret);
  }
  // Its own profile: edited, not asked for a connection.
  await expect(page.getByTestId('request-connection')).toHaveCount(0);

  // The license document removed, asked first; the public profile then says none is on file.
  await page.goto(`/representative/${id}/edit/agent`);
  await page.getByTestId('license-document-remove').click();
  await expect(page.getByRole('dialog')).toContainText('Remove the license document?');
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(snackbar(page)).toHaveText('License document removed');
  await expect(page.getByTestId('license-document-none')).toBeVisible();
  await page.goto(`/representative/${id}/detail`);
  await expect(page.getByTestId('detail-license-document')).toHaveText('No license document on file');

  // The list: one profile.
  await page.goto('/representative');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(AGENCY.company);
  await expect(page.getByRole('row').nth(1)).toContainText('TA-4410 · CA');

  // Every screen in both themes; the Talent Agent tab with California's rule in every language too.
  const screens = [
    { name: 'representative-list', path: '/representative', ready: page.getByTestId('list-page-range') },
    {
      name: 'representative-edit-general',
      path: `/representative/${id}/edit`,
      ready: page.getByTestId('references-help'),
    },
    {
      name: 'representative-edit-manager',
      path: `/representative/${id}/edit/manager`,
      ready: inputOf(page, 'talentTypes').getByRole('checkbox').first(),
    },
    {
      name: 'representative-edit-casting',
      path: `/representative/${id}/edit/casting`,
      ready: inputOf(page, 'projectTypes').getByRole('checkbox').first(),
    },
    {
      name: 'representative-detail',
      path: `/representative/${id}/detail`,
      ready: page.getByTestId('detail-license-number'),
    },
  ];
  for (const theme of THEMES) {
    await setPreferences(page, 'en-US', theme);
    for (const screen of screens) {
      await page.goto(screen.path);
      await shoot(page, screen.name, 'en-US', theme, screen.ready);
    }
  }
  for (const language of LANGUAGES) {
    for (const theme of THEMES) {
      await setPreferences(page, language, theme);
      await page.goto(`/representative/${id}/edit/agent`);
      await shoot(page, 'representative-edit-agent', language, theme, page.getByTestId('license-rule'));
    }
  }
  await context.close();
});

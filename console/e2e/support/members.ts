import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chooseOption, createAccount, newContext, newMember, registerAndVerify, type Member } from './flows';

/*
 * Members of the marketplace as a browser test needs them, each in a browser context of its own:
 * signed up, verified, with an account and a profile made through the console's own screens. A journey
 * across several members builds on these (guardianWithMinor, agentWithProfile, ...).
 */

let words = 0;
/**
 * A word no earlier run used (letters only, as names take them): the test databases outlive a run, so
 * a search for a name made by a test must not find the same name from the run before.
 */
export function uniqueWord(): string {
  words += 1;
  const digits = `${Date.now().toString(36)}${words.toString(36)}`;
  return [...digits].map((digit) => String.fromCharCode(97 + (parseInt(digit, 36) % 26))).join('');
}

export interface SignedInMember {
  context: BrowserContext;
  page: Page;
  member: Member;
}

/**
 * A refused API call is part of a failure's story: printed with the test's output. A body the page
 * navigated away from before it was read is gone; the call is printed without it rather than failing
 * the test.
 */
export function logRefusedCalls(page: Page, who: string): void {
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      const call = `[${who}] ${response.request().method()} ${response.url()} ${response.status()}`;
      void response.text().then(
        (body) => console.log(`${call} ${body}`),
        () => console.log(`${call} (body gone: the page navigated away)`),
      );
    }
  });
}

/** A new member in a context of its own, registered, verified and with a new account of this kind. */
export async function signedInMember(
  browser: Browser,
  label: string,
  account: Parameters<typeof createAccount>[1],
): Promise<SignedInMember> {
  const context = await newContext(browser);
  const page = await context.newPage();
  logRefusedCalls(page, label);
  const member = newMember(label);
  await registerAndVerify(page, member);
  await createAccount(page, account);
  return { context, page, member };
}

/** A talent profile's names and birth date; a minor's guardian when the birth date is a minor's. */
export interface TalentPerson {
  firstName: string;
  lastName: string;
  birthDate: string;
  guardian?: { firstName: string; lastName: string; phone: string };
}

export const MINOR: TalentPerson = {
  firstName: 'Nora',
  lastName: 'Quill',
  birthDate: '2014-09-12',
  guardian: { firstName: 'Iris', lastName: 'Quill', phone: '+1 213 555 0177' },
};

/**
 * /talent/create with what the profiles service requires (citizenship, union, body type, ethnic
 * appearance) and a guardian for a minor; returns the new profile's id.
 */
export async function createTalentProfile(page: Page, person: TalentPerson): Promise<string> {
  await page.goto('/talent/create');
  await page.getByLabel('First name', { exact: true }).fill(person.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(person.lastName);
  await page.getByLabel('Birth date').fill(person.birthDate);
  if (person.guardian) {
    await page.getByLabel("Guardian's first name").fill(person.guardian.firstName);
    await page.getByLabel("Guardian's last name").fill(person.guardian.lastName);
    await chooseOption(page, 'Relationship to the talent', 'Mother');
    await page.getByLabel("Guardian's phone").fill(person.guardian.phone);
  }
  await page.getByRole('checkbox', { name: 'United States', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Non-union', exact: true }).check();
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('checkbox', { name: 'Mesomorph (athletic)', exact: true }).check();
  await page.getByRole('checkbox', { name: 'East Asian', exact: true }).check();
  await page.getByRole('button', { name: 'Create the profile' }).click();
  await expect(page).toHaveURL(/\/talent\/[^/]+\/edit\?tab=photos$/);
  return /\/talent\/([^/]+)\/edit/.exec(page.url())?.[1] ?? '';
}

export interface GuardianWithMinor extends SignedInMember {
  talentId: string;
  talentName: string;
}

/** A parent or guardian's talent account holding a minor's talent profile (MINOR). */
export async function guardianWithMinor(browser: Browser, minor: TalentPerson = MINOR): Promise<GuardianWithMinor> {
  const guardian = await signedInMember(browser, 'guardian', {
    businessType: 'parent',
    accountTypeLabel: 'Talent: performer or creator',
    name: `${minor.guardian?.firstName ?? 'Iris'} ${minor.guardian?.lastName ?? minor.lastName}`,
    minor: true,
  });
  const talentId = await createTalentProfile(guardian.page, minor);
  return { ...guardian, talentId, talentName: `${minor.firstName} ${minor.lastName}` };
}

/** A licensed California talent agency, as agentWithProfile creates it. */
export interface Agency {
  company: string;
  licenseHolder: string;
  licenseNumber: string;
}

/** A new agency, its company name unique to the run (talent find it by name). */
export function newAgency(): Agency {
  const word = uniqueWord();
  return {
    company: `Harbor Lane Talent ${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    licenseHolder: 'Rosa Delgado',
    licenseNumber: 'TA-5521',
  };
}

/** The value of an Autocomplete input (countries): typed, then the option picked. */
export async function pickOption(page: Page, label: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * /representative/create for a talent agent licensed in California: the company on General info, the
 * references deferred with N/A, the license (number, country, state) on Talent Agent info, which the
 * California rule asks for. Returns the new profile's id.
 */
export async function createAgentProfile(page: Page, agency: Agency): Promise<string> {
  await page.goto('/representative/create');
  await page.getByRole('checkbox', { name: 'Talent agent', exact: true }).check();
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill(agency.company);
  await page.getByLabel('N/A: I will add my references later').check();
  await page.getByRole('tab', { name: 'Talent Agent info' }).click();
  await page.getByRole('textbox', { name: 'Full name on the license', exact: true }).fill(agency.licenseHolder);
  await page.getByRole('textbox', { name: 'License number', exact: true }).fill(agency.licenseNumber);
  await pickOption(page, 'Issuing country', 'United States');
  await page.getByRole('textbox', { name: 'Issuing state', exact: true }).fill('CA');
  await page.getByRole('button', { name: 'Create the profile' }).click();
  await expect(page).toHaveURL(/\/representative\/[^/]+\/edit$/);
  return /\/representative\/([^/]+)\/edit/.exec(page.url())?.[1] ?? '';
}

export interface AgentWithProfile extends SignedInMember {
  representativeId: string;
  agency: Agency;
}

/** A talent representative's account (an individual) holding a licensed California agent's profile. */
export async function agentWithProfile(browser: Browser, agency: Agency = newAgency()): Promise<AgentWithProfile> {
  const agent = await signedInMember(browser, 'agent', {
    businessType: 'individual',
    accountTypeLabel: 'Talent representative',
    name: agency.licenseHolder,
  });
  const representativeId = await createAgentProfile(agent.page, agency);
  return { ...agent, representativeId, agency };
}

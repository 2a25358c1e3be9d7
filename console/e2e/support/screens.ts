import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LANGUAGES = ['en-US', 'fr-QC', 'es-ES'] as const;
export const THEMES = ['light', 'dark'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Theme = (typeof THEMES)[number];

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-results', 'screenshots');

/** The language and theme as react-admin's store keeps them in local storage. */
export async function setPreferences(page: Page, language: Language, theme: Theme): Promise<void> {
  await page.evaluate(
    ([lang, mode]) => {
      localStorage.setItem('RaStoreCallsheet.locale', JSON.stringify(lang));
      localStorage.setItem('RaStoreCallsheet.theme', JSON.stringify(mode));
    },
    [language, theme] as const,
  );
}

/**
 * A full-page screenshot in every language and theme; axe (WCAG 2.1 A and AA rules, no serious or
 * critical violation) in both themes of the reference language: colours and structure do not change
 * with the language, and axe costs a few seconds per run on these machines.
 */
export async function checkScreen(page: Page, name: string, language: Language, theme: Theme): Promise<void> {
  // MUI's transitions (labels, ripples) finish, or are cancelled, first: contrast is measured on the
  // final colours.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.${language}.${theme}.png`), fullPage: true });
  if (language !== 'en-US' && !process.env.CONSOLE_AXE_EVERY_LANGUAGE) {
    return;
  }
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 300)}`).join(', ')}`,
    );
  expect(blocking, `axe on ${name} in ${language}, ${theme}`).toEqual([]);
}

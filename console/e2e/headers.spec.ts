import { expect, test } from '@playwright/test';

test('the served console sends its security headers: no framing, own scripts only', async ({ page }) => {
  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // The page still works under the policy: the sign-in form is there.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

import { expect, type Page } from '@playwright/test';
import type { Member } from './flows';

/** A session of the member's own through the API (sign-in, then the account selected), for set-up calls. */
export async function apiSession(page: Page, member: Member): Promise<string> {
  const signIn = await page.request.post('/public/auth/sign-in', {
    data: { email: member.email, password: member.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const me = (await (
    await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as { accounts: Record<string, unknown> };
  const [account] = Object.keys(me.accounts);
  const session = await page.request.post('/api/auth/session', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { account },
  });
  expect(session.ok(), await session.text()).toBe(true);
  return ((await session.json()) as { accessToken: string }).accessToken;
}

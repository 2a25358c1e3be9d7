import { randomUUID } from 'node:crypto';

/**
 * What the end-to-end tests share: a JSON client of the gateway (the shared stack's, `e2eStack().gatewayUrl`,
 * or a file's own), members with accounts. Waiting and Kafka reads are in @callsheet/testing (waitFor, readTopic).
 */
export type Json = Record<string, any>;

export interface Member {
  token: string;
  accountId: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: Json;
}

export interface Api {
  call(method: string, path: string, token?: string, body?: unknown): Promise<Answer>;
  /**
   * Signs up, signs in and creates an individual account of this type (a parent's account registering a
   * minor with `parentOfMinor`); answers its session.
   */
  memberWithAccount(accountType: string, firstName?: string, options?: { parentOfMinor?: boolean }): Promise<Member>;
}

export function gatewayApi(base: string): Api {
  async function call(method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('json') && text !== '';
    return { status: response.status, headers: response.headers, text, body: (json ? JSON.parse(text) : {}) as Json };
  }

  async function memberWithAccount(
    accountType: string,
    firstName = 'Cam',
    { parentOfMinor = false }: { parentOfMinor?: boolean } = {},
  ): Promise<Member> {
    const email = `e2e-${randomUUID()}@example.com`;
    const password = 'secret1';
    await call('POST', '/public/auth/sign-up', undefined, {
      firstName,
      lastName: 'Member',
      email,
      password,
      passwordConfirmation: password,
    });
    const signIn = await call('POST', '/public/auth/sign-in', undefined, { email, password });
    const account = await call('POST', '/api/account', String(signIn.body.accessToken), {
      business_type: parentOfMinor ? 'parent' : 'individual',
      ...(parentOfMinor ? { minor: true } : {}),
      account_type: accountType,
      individual: { first_name: firstName, last_name: 'Member', dob: '1980-02-02' },
      tos_shown_and_accepted: true,
      country: 'US',
    });
    if (account.status !== 201) {
      throw new Error(`account not created: ${account.status} ${account.text}`);
    }
    return { token: String(account.body.session.accessToken), accountId: String(account.body.id) };
  }

  return { call, memberWithAccount };
}

/** The values of one field across a list (a clear error when the answer is not a list). */
export function field(list: unknown, name: string): unknown[] {
  if (!Array.isArray(list)) {
    throw new Error(`expected a list, got ${JSON.stringify(list)}`);
  }
  return (list as Json[]).map((record) => record[name] as unknown);
}

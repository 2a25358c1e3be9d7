import { randomUUID } from 'node:crypto';
import type { Kafka, KafkaMessage } from 'kafkajs';

/** What the end-to-end tests share: a JSON client of the gateway, members with accounts, waiting, Kafka reads. */
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
  /** Signs up, signs in and creates an individual account of this type; answers its session. */
  memberWithAccount(accountType: string, firstName?: string): Promise<Member>;
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

  async function memberWithAccount(accountType: string, firstName = 'Cam'): Promise<Member> {
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
      business_type: 'individual',
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

/** Polls until the probe answers something, or fails naming what it waited for. */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The messages of one key on a topic, read from the beginning with a throwaway consumer group. */
export async function readTopic(kafka: Kafka, topic: string, key: string, atLeast: number): Promise<KafkaMessage[]> {
  const consumer = kafka.consumer({ groupId: `e2e-${randomUUID()}` });
  const found: KafkaMessage[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: ({ message }) => {
      if (message.key?.toString() === key) {
        found.push(message);
      }
      return Promise.resolve();
    },
  });
  const deadline = Date.now() + 20_000;
  while (found.length < atLeast && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // A little longer, so that a duplicate would be seen too.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await consumer.disconnect();
  return found;
}

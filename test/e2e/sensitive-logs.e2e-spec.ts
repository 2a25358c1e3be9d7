import { e2eStack, repoRoot, startStackService, waitFor, waitForStackReady } from '@callsheet/testing';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatewayApi, type Member } from './support/api.js';
import { stripeEvent, stripeWebhookSender } from './support/stripe.js';

// Nothing sensitive in any service's logs (issue 17): a full SSN, an id number, a bank account number and
// a card number sent through every route that takes them (PATCH /api/account, /api/account/person,
// /api/stripe/account/external), accepted and refused, then looked for in every log the shared stack
// writes: each process's stdout and stderr go to .data/logs/e2e-<service>.log (libs/testing/src/
// e2e-stack.ts). The gateway and payments, the two processes the values pass through, run at LOG_LEVEL
// trace for this file, so that whatever either logs at any level is written and scanned. The scan must
// be able to fail: it finds values planted in a scratch log, and in the live logs it finds the values
// each process logs on purpose (the event id the gateway names when it refuses a webhook signed in the future,
// the Stripe account id payments names for an account.updated not ours).
const stack = e2eStack();
const { call, memberWithAccount } = gatewayApi(stack.gatewayUrl);
const deliver = stripeWebhookSender(stack.gatewayUrl, stack.webhookSecret);

const LOGS = join(repoRoot, '.data', 'logs');
const PROCESSES = ['identity', 'profiles', 'productions', 'connections', 'payments', 'gateway'] as const;
const VERBOSE = { LOG_LEVEL: 'trace' };

/** Random digits, so that no earlier run's log line can stand in for this run's. */
function digits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(10))).join('');
}

/** A Luhn-valid Visa number (as a real card number is), random. */
function cardNumber(): string {
  const body = `4${digits(14)}`;
  const sum = [...body].reverse().reduce((total, digit, index) => {
    const doubled = index % 2 === 0 ? Number(digit) * 2 : Number(digit);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const SSN = digits(9);
const SSN_DASHED = `${SSN.slice(0, 3)}-${SSN.slice(3, 5)}-${SSN.slice(5)}`;
const ID_NUMBER = digits(9);
const BANK_ACCOUNT = digits(12);
const CARD = cardNumber();
const SECRETS = { SSN, ID_NUMBER, BANK_ACCOUNT, CARD };

type Offsets = Record<string, number>;

function logFile(process: string): string {
  return join(LOGS, `e2e-${process}.log`);
}

/** Where each log ends now: the scan reads only what is written after. */
function logOffsets(): Offsets {
  return Object.fromEntries(
    PROCESSES.map((process) => [process, existsSync(logFile(process)) ? statSync(logFile(process)).size : 0]),
  );
}

/** What each process has logged since the offsets. */
function logsSince(offsets: Offsets): Record<string, string> {
  return Object.fromEntries(
    PROCESSES.map((process) => {
      const file = logFile(process);
      return [
        process,
        existsSync(file)
          ? readFileSync(file)
              .subarray(offsets[process] ?? 0)
              .toString('utf8')
          : '',
      ];
    }),
  );
}

/** Each secret found, with the logs that hold it. */
function findSecrets(logs: Record<string, string>, secrets: Record<string, string>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(secrets)) {
    const holders = Object.entries(logs)
      .filter(([, text]) => text.includes(value))
      .map(([process]) => process);
    if (holders.length > 0) {
      found[name] = holders;
    }
  }
  return found;
}

describe('the log scan', () => {
  it('finds a value planted in a log, and only where it is', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'callsheet-log-scan-'));
    try {
      const planted = join(scratch, 'planted.log');
      writeFileSync(planted, `{"level":"info","msg":"ok"}\n{"level":"error","body":{"id_number":"${SSN}"}}\n`);
      const logs = { planted: readFileSync(planted, 'utf8'), clean: '{"level":"info","msg":"nothing here"}\n' };
      expect(findSecrets(logs, SECRETS)).toEqual({ SSN: ['planted'] });
      expect(findSecrets({ clean: logs.clean }, SECRETS)).toEqual({});
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('sensitive numbers in the services’ logs', () => {
  let member: Member;
  let offsets: Offsets;

  beforeAll(async () => {
    await startStackService('payments', VERBOSE);
    await startStackService('gateway', VERBOSE);
    await waitForStackReady();
    offsets = logOffsets();
    member = await memberWithAccount('production_company', 'Sam');
    await waitFor('the connected account', async () =>
      (await call('GET', '/api/account', member.token)).status === 200 ? true : undefined,
    );
  }, 180_000);

  afterAll(async () => {
    await startStackService('gateway');
    await startStackService('payments');
    await waitForStackReady();
  }, 180_000);

  it('writes none of them, accepted or refused, through every route that takes them', async () => {
    const accepted = [
      await call('PATCH', '/api/account', member.token, {
        individual: { id_number: SSN_DASHED, ssn_last_4: SSN.slice(5) },
      }),
      await call('POST', '/api/account/person', member.token, {
        first_name: 'Ida',
        last_name: 'Number',
        id_number: ID_NUMBER,
        relationship: { executive: true, title: 'CFO' },
      }),
      await call('POST', '/api/stripe/account/external', member.token, {
        external_account: {
          account_number: BANK_ACCOUNT,
          routing_number: '110000000',
          account_holder_name: 'Sam Member',
          account_holder_type: 'individual',
        },
      }),
    ];
    expect(accepted.map((answer) => answer.status)).toEqual([200, 201, 201]);
    // Stripe answers the last four at most; our answers carry nothing more.
    expect(findSecrets({ answers: accepted.map((answer) => answer.text).join('\n') }, SECRETS)).toEqual({});

    const refused = [
      // The last four are not those of the number.
      await call('PATCH', '/api/account', member.token, { individual: { id_number: SSN, ssn_last_4: '0000' } }),
      // A person token carries the person: a number beside it is refused.
      await call('POST', '/api/account/person', member.token, { person_token: 'cpt_123', id_number: ID_NUMBER }),
      // A routing number failing its checksum, with a real-looking account number.
      await call('POST', '/api/stripe/account/external', member.token, {
        external_account: {
          account_number: BANK_ACCOUNT,
          routing_number: '110000001',
          account_holder_name: 'Sam Member',
          account_holder_type: 'individual',
        },
      }),
      // Card numbers come only as Stripe.js tokens.
      await call('POST', '/api/stripe/account/external', member.token, { external_account: CARD }),
      await call('POST', '/api/stripe/account/external', member.token, {
        external_account: { object: 'card', number: CARD, exp_month: 12, exp_year: 2030, cvc: '123' },
      }),
    ];
    expect(refused.map((answer) => [answer.status, String(answer.body.code)])).toEqual([
      [400, 'invalidValue'],
      [400, 'invalidValue'],
      [400, 'invalidValue'],
      [400, 'invalidValue'],
      [400, 'invalidValue'],
    ]);

    // What each process logs on purpose, after the requests: once it is in the logs, so is anything
    // the processes wrote before it.
    const marker = randomUUID().replaceAll('-', '');
    const strangerAccount = `acct_logscan${marker}`;
    const lateEvent = {
      ...stripeEvent('account.updated', { id: strangerAccount, object: 'account' }),
      id: `evt_logscan${marker}`,
    };
    expect((await deliver(stripeEvent('account.updated', { id: strangerAccount, object: 'account' }))).status).toBe(
      200,
    );
    // Signed an hour ahead, beyond the tolerance: the gateway refuses it and logs its id.
    expect((await deliver(lateEvent, { timestamp: Math.floor(Date.now() / 1000) + 3_600 })).status).toBe(400);
    const logs = await waitFor('the marker lines in the logs', () => {
      const written = logsSince(offsets);
      return written.payments.includes(strangerAccount) && written.gateway.includes(lateEvent.id) ? written : undefined;
    });

    expect(findSecrets(logs, { ...SECRETS, SSN_DASHED })).toEqual({});
    // The scan read real, verbose logs of both processes the numbers went through.
    expect(findSecrets(logs, { strangerAccount, lateEvent: lateEvent.id })).toEqual({
      strangerAccount: ['payments'],
      lateEvent: ['gateway'],
    });
  });
});

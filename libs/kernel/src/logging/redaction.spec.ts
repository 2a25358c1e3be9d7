import { Writable } from 'node:stream';
import { createLogger } from './logger.js';
import { looksLikeCardNumber, passesLuhn, REDACTED, redactSensitive } from './redaction.js';

const SSN = '123456789';
const DASHED_SSN = '123-45-6789';
const BANK_ACCOUNT = '000123456789';
const CARD = '4000056655665556';
const AMEX = '378282246310005';

/** A logger whose lines are kept in memory, as createLogger writes them. */
function memoryLogger(level: 'info' | 'trace' = 'info') {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger('test', level, sink), lines };
}

describe('redactSensitive', () => {
  it.each([
    ['id_number', `{"individual":{"id_number":"${SSN}"}}`, `{"individual":{"id_number":"${REDACTED}"}}`],
    ['a number value', `{"account_number":${BANK_ACCOUNT.slice(3)}}`, `{"account_number":"${REDACTED}"}`],
    ['camelCase keys', `{"accountNumber":"${BANK_ACCOUNT}"}`, `{"accountNumber":"${REDACTED}"}`],
    ['escaped quotes in the value', `{"tax_id":"12\\"3"}`, `{"tax_id":"${REDACTED}"}`],
    [
      'quoted JSON',
      `{"msg":"body {\\"account_number\\":\\"${BANK_ACCOUNT}\\"}"}`,
      `{"msg":"body {\\"account_number\\":\\"${REDACTED}\\"}"}`,
    ],
    [
      'a form body',
      `individual[id_number]=${SSN}&individual[ssn_last_4]=6789`,
      `individual[id_number]=${REDACTED}&individual[ssn_last_4]=6789`,
    ],
    ['an encoded form body', `individual%5Bid_number%5D=${SSN}`, `individual%5Bid_number%5D=${REDACTED}`],
    ['a query string', `/x?account_number=${BANK_ACCOUNT}&limit=10`, `/x?account_number=${REDACTED}&limit=10`],
  ])('redacts the value of a sensitive key: %s', (_case, text, expected) => {
    expect(redactSensitive(text)).toBe(expected);
  });

  it.each([
    ['nine digits', `Invalid id ${SSN} given`],
    ['3-2-4', `ssn ${DASHED_SSN}.`],
    ['3 2 4', 'ssn 123 45 6789'],
    ['a card', `card ${CARD} declined`],
    ['a grouped card', 'card 4000-0566-5566-5556 declined'],
    ['a spaced card', 'card 4000 0566 5566 5556'],
    ['an Amex card', `card ${AMEX}`],
    ['an Amex card as printed', 'card 3782 822463 10005'],
  ])('redacts an identity or card number in running text: %s', (_case, text) => {
    const redacted = redactSensitive(text);
    expect(redacted).toContain(REDACTED);
    expect(redacted.replace(/\D/g, '')).not.toMatch(/\d{9}/);
  });

  it.each([
    ['last four', '{"ssn_last_4":"6789","last4":"5556"}'],
    ['Stripe ids', '{"id":"acct_1PgafTB7WZ01zgkW","person":"person_123456789","file":"file_123456789012"}'],
    ['uuids', '{"correlationId":"12345678-1234-4234-8234-123456789012"}'],
    ['millisecond timestamps', '{"at":1767225600000}'],
    ['a digit run failing Luhn', '{"offset":"4000056655665557"}'],
    ['ISO dates', '{"time":"2026-11-22T14:33:09.123Z"}'],
    ['phone numbers', '{"phone":"+14155550123"}'],
    ['ten digits', '{"stripeUpdatedAt":1767225600}'],
    ['eight digits', '{"amount":12345678}'],
  ])('leaves what logs may show: %s', (_case, text) => {
    expect(redactSensitive(text)).toBe(text);
  });

  it('knows card numbers by network prefix, length and Luhn', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(looksLikeCardNumber(CARD)).toBe(true);
    expect(looksLikeCardNumber('4242 4242 4242 4242')).toBe(true);
    // A Luhn-valid 13-digit run starting with 1 is a millisecond timestamp, not a card.
    expect(looksLikeCardNumber('1000000000009')).toBe(false);
    expect(passesLuhn('1000000000009')).toBe(true);
  });
});

describe('createLogger', () => {
  it('writes no identity, bank account or card number, however it was logged', () => {
    const { logger, lines } = memoryLogger('trace');
    const body = {
      individual: { id_number: SSN, ssn_last_4: '6789', verification: { document: { front: 'file_abc' } } },
      external_account: { account_number: BANK_ACCOUNT, routing_number: '110000000' },
      card: { number: CARD, cvc: '123' },
    };
    logger.info({ body }, 'request body');
    logger.warn(`refused ${DASHED_SSN} and ${CARD}`);
    logger.child({ accountNumber: BANK_ACCOUNT }).debug('child binding');
    logger.error({ err: new Error(`Invalid id_number ${SSN} for ${JSON.stringify(body)}`) }, 'failed');
    // Like a Stripe SDK error: Stripe's answer in fields beside the message.
    const stripeError = Object.assign(new Error(`Invalid id_number ${SSN}`), {
      param: 'individual[id_number]',
      requestBody: `individual[id_number]=${SSN}&external_account[account_number]=${BANK_ACCOUNT}`,
    });
    logger.error({ err: stripeError, request: stripeError.requestBody }, 'stripe refused');

    expect(lines).toHaveLength(5);
    const written = lines.join('\n');
    for (const secret of [SSN, DASHED_SSN, BANK_ACCOUNT, CARD]) {
      expect(written).not.toContain(secret);
    }
    // What may stay does: last four, Stripe's ids, the keys that say what was there. (A routing number
    // has an SSN's nine digits and reads as redacted too.)
    expect(written).toContain('"ssn_last_4":"6789"');
    expect(written).toContain('file_abc');
    expect(written).toContain(`"routing_number":"${REDACTED}"`);
    expect(written).toContain(`"id_number":"${REDACTED}"`);
    expect(lines.every((line) => JSON.parse(line) !== null)).toBe(true);
  });

  it('still writes an ordinary line unchanged', () => {
    const { logger, lines } = memoryLogger();
    logger.info({ accountId: '0192a3b4-5c6d-7e8f-9012-3456789abcde', amount: 45000 }, 'connected account created');
    expect(JSON.parse(lines[0])).toMatchObject({
      service: 'test',
      level: 'info',
      accountId: '0192a3b4-5c6d-7e8f-9012-3456789abcde',
      amount: 45000,
      msg: 'connected account created',
    });
  });
});

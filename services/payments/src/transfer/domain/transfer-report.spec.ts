import { seededRandom } from '@callsheet/testing';
import {
  csvCell,
  textCell,
  toCsvRow,
  transferReportCsv,
  type TransferReportEntry,
  transferReportHeader,
} from './transfer-report.js';

function transfer(overrides: Partial<TransferReportEntry> = {}): TransferReportEntry {
  return {
    id: 'tr_1',
    invoiceId: 'in_1',
    createdAt: new Date('2025-03-10T14:05:09.123Z'),
    amount: 123_456,
    currency: 'usd',
    destination: 'acct_1',
    recipient: 'talent',
    status: 'paid',
    transferGroup: 'invoice_in_1',
    description: null,
    ...overrides,
  };
}

/** A strict RFC 4180 reader, to prove that what we write reads back cell for cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe('transfer report', () => {
  it('names its columns', () => {
    expect(transferReportHeader()).toBe(
      'Transfer ID,Invoice ID,Created on (UTC),Amount,Currency,Destination,Recipient,Status,Transfer group,Description',
    );
  });

  it('writes a transfer as one row, money in dollars and the date in UTC', () => {
    expect(toCsvRow(transfer())).toBe('tr_1,in_1,2025-03-10 14:05:09,1234.56,USD,acct_1,talent,paid,invoice_in_1,');
  });

  it('leaves absent values empty', () => {
    expect(toCsvRow(transfer({ invoiceId: null, transferGroup: null, description: undefined }))).toBe(
      'tr_1,,2025-03-10 14:05:09,1234.56,USD,acct_1,talent,paid,,',
    );
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [10, '0.10'],
    [30, '0.30'],
    [99_999_999, '999999.99'],
    [-500, '-5.00'],
  ])('writes %i cents as %s, with no float error and no formula guard', (amount, text) => {
    expect(toCsvRow(transfer({ amount })).split(',')[3]).toBe(text);
  });

  it.each([
    ['Fee, shoot day 2', '"Fee, shoot day 2"'],
    ['The "hero" role', '"The ""hero"" role"'],
    ['line one\nline two', '"line one\nline two"'],
    ['line one\r\nline two', '"line one\r\nline two"'],
    ['plain', 'plain'],
    ['', ''],
  ])('quotes %j as %j', (value, cell) => {
    expect(textCell(value)).toBe(cell);
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['\rcarriage', '"\'\rcarriage"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['a=b', 'a=b'],
  ])('guards %j against formulas as %j', (value, cell) => {
    expect(textCell(value)).toBe(cell);
  });

  it('guards text in every text column', () => {
    const row = toCsvRow(
      transfer({
        id: '=1',
        invoiceId: '+2',
        destination: '-3',
        status: '@4',
        transferGroup: '=5',
        description: '=6',
      }),
    );
    expect(parseCsv(`${row}\r\n`)[0]).toEqual([
      "'=1",
      "'+2",
      '2025-03-10 14:05:09',
      '1234.56',
      'USD',
      "'-3",
      'talent',
      "'@4",
      "'=5",
      "'=6",
    ]);
  });

  it('writes a whole file with CRLF line ends that reads back cell for cell', () => {
    const transfers = [
      transfer(),
      transfer({ id: 'tr_2', description: 'Commission, "agent"\nMarch', recipient: 'representative', amount: 7 }),
    ];
    const csv = transferReportCsv(transfers);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(csv);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveLength(10);
    expect(rows[2]).toEqual([
      'tr_2',
      'in_1',
      '2025-03-10 14:05:09',
      '0.07',
      'USD',
      'acct_1',
      'representative',
      'paid',
      'invoice_in_1',
      'Commission, "agent"\nMarch',
    ]);
  });

  it('writes an empty report as its header', () => {
    expect(transferReportCsv([])).toBe(`${transferReportHeader()}\r\n`);
  });

  it('reads back any text, quotes, commas and line breaks included', () => {
    const alphabet = ['a', 'Z', '0', ' ', ',', '"', '\n', '\r', '=', '+', '-', '@', '\t', "'", 'é', '€'];
    const random = seededRandom(4180);
    const faults: string[] = [];
    for (let round = 0; round < 2_000; round += 1) {
      const text = Array.from({ length: round % 12 }, () => alphabet[random(alphabet.length)]).join('');
      const [[read, next]] = parseCsv(`${textCell(text)},${csvCell('end')}\r\n`);
      const expected = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
      if (read !== expected || next !== 'end') {
        faults.push(JSON.stringify(text));
      }
    }
    expect(faults).toEqual([]);
  });
});

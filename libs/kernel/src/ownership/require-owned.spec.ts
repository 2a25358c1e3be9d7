import { DomainError } from '../errors/index.js';
import { requireOwned } from './require-owned.js';

const missing = new DomainError('thingNotFound', 'No thing t1.', ['t1']);
const notFound = () => missing;

/** What a call throws (the not-found error itself is compared by identity). */
function thrownBy(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  return 'nothing thrown';
}

describe('requireOwned', () => {
  const thing = { id: 't1', accountId: 'acc-a' };

  it('answers the record of the caller’s account', () => {
    expect(requireOwned(thing, 'acc-a', notFound)).toBe(thing);
  });

  it('throws the not-found error when there is no record', () => {
    expect(thrownBy(() => requireOwned<typeof thing>(undefined, 'acc-a', notFound))).toBe(missing);
    expect(thrownBy(() => requireOwned<typeof thing>(null, 'acc-a', notFound))).toBe(missing);
  });

  it('throws exactly the same not-found error for another account’s record', () => {
    expect(thrownBy(() => requireOwned(thing, 'acc-b', notFound))).toBe(missing);
  });

  it('lets every account named by accountsOf see a shared record, and nobody else', () => {
    const transfer = { payerAccountId: 'acc-a', accountId: 'acc-b' };
    const parties = (record: typeof transfer) => [record.payerAccountId, record.accountId];
    expect(requireOwned(transfer, 'acc-a', notFound, parties)).toBe(transfer);
    expect(requireOwned(transfer, 'acc-b', notFound, parties)).toBe(transfer);
    expect(thrownBy(() => requireOwned(transfer, 'acc-c', notFound, parties))).toBe(missing);
  });
});

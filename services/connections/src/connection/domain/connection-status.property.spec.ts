import fc from 'fast-check';
import { ConnectionsErrorCode } from '../../connections.errors.js';
import {
  CONNECTION_ACTIONS,
  CONNECTION_STATUSES,
  type ConnectionParty,
  type ConnectionStatus,
  connectionActions,
  connectionTransition,
  endingAction,
  LIVE_CONNECTION_STATUSES,
} from './connection-status.js';

// Properties of the connection table (connection-status.ts) over any status and any sequence of
// actions by any party.

const statusArb = fc.constantFrom(...CONNECTION_STATUSES);
const partyArb = fc.constantFrom<ConnectionParty>('requester', 'recipient', 'service');
const stepArb = fc.tuple(fc.constantFrom(...CONNECTION_ACTIONS), partyArb);
const FINAL = CONNECTION_STATUSES.filter((status) => !LIVE_CONNECTION_STATUSES.includes(status));

function attempt(status: ConnectionStatus, action: (typeof CONNECTION_ACTIONS)[number], party: ConnectionParty) {
  try {
    return { status: connectionTransition(status, action, party) };
  } catch (error) {
    const { code, args } = error as { code?: string; args?: readonly string[] };
    return { status, refused: { code, args } };
  }
}

describe('the connection table (property)', () => {
  it('only reaches statuses of the table, and a final status stays final', () => {
    fc.assert(
      fc.property(statusArb, fc.array(stepArb, { maxLength: 20 }), (start, steps) => {
        let status = start;
        for (const [action, party] of steps) {
          const next = attempt(status, action, party).status;
          if (!CONNECTION_STATUSES.includes(next) || (FINAL.includes(status) && next !== status)) {
            return false;
          }
          status = next;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('accepts no action at all in a final status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FINAL), stepArb, (status, [action, party]) => {
        return attempt(status, action, party).refused !== undefined && connectionActions(status, party).length === 0;
      }),
      { numRuns: 100 },
    );
  });

  it('refuses with invalidConnectionTransition [status, action] and changes nothing; the buttons match the table', () => {
    fc.assert(
      fc.property(statusArb, stepArb, (status, [action, party]) => {
        const result = attempt(status, action, party);
        const shown = connectionActions(status, party).includes(action);
        if (result.refused === undefined) {
          return shown;
        }
        return (
          !shown &&
          result.status === status &&
          result.refused.code === ConnectionsErrorCode.InvalidConnectionTransition &&
          JSON.stringify(result.refused.args) === JSON.stringify([status, action])
        );
      }),
      { numRuns: 200 },
    );
  });

  it('ends a live connection by an action its side may take, into a final status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LIVE_CONNECTION_STATUSES),
        fc.constantFrom<'requester' | 'recipient'>('requester', 'recipient'),
        (status, party) => {
          const result = attempt(status, endingAction(status, party), party);
          return result.refused === undefined && FINAL.includes(result.status);
        },
      ),
      { numRuns: 50 },
    );
  });
});

import fc from 'fast-check';
import { ConnectionsErrorCode } from '../../connections.errors.js';
import {
  APPLICATION_ACTIONS,
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  type ApplicationAction,
  type ApplicationParty,
  type ApplicationState,
  applicationActions,
  applicationTransition,
  MEMBER_APPLICATION_ACTIONS,
} from './application-status.js';

// Properties of the application table (application-status.ts) over any state and any sequence of
// actions by any party.

const stateArb: fc.Arbitrary<ApplicationState> = fc.record({
  status: fc.constantFrom(...APPLICATION_STATUSES),
  archived: fc.boolean(),
});
const partyArb = fc.constantFrom<ApplicationParty>('applicant', 'owner', 'service');
const stepArb = fc.tuple(fc.constantFrom(...APPLICATION_ACTIONS), partyArb);

function attempt(state: ApplicationState, action: ApplicationAction, party: ApplicationParty) {
  try {
    const change = applicationTransition(state, action, party);
    return {
      state: change.kind === 'status' ? { ...state, status: change.to } : { ...state, archived: change.archived },
      change,
    };
  } catch (error) {
    const { code, args } = error as { code?: string; args?: readonly string[] };
    return { state, refused: { code, args } };
  }
}

describe('the application table (property)', () => {
  it('only reaches statuses of the table; status actions never archive, archive actions never change the status', () => {
    fc.assert(
      fc.property(stateArb, fc.array(stepArb, { maxLength: 20 }), (start, steps) => {
        let state = start;
        for (const [action, party] of steps) {
          const result = attempt(state, action, party);
          if (!APPLICATION_STATUSES.includes(result.state.status)) {
            return false;
          }
          const kind = APPLICATION_TRANSITIONS[action].kind;
          if (result.change && kind === 'status' && result.state.archived !== state.archived) {
            return false;
          }
          if (result.change && kind === 'archive' && result.state.status !== state.status) {
            return false;
          }
          state = result.state;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('refuses with invalidApplicationTransition [status, action] and changes nothing', () => {
    fc.assert(
      fc.property(stateArb, stepArb, (state, [action, party]) => {
        const result = attempt(state, action, party);
        if (result.refused === undefined) {
          const transition = APPLICATION_TRANSITIONS[action];
          return transition.from.includes(state.status) && transition.by.includes(party);
        }
        return (
          result.state === state &&
          result.refused.code === ConnectionsErrorCode.InvalidApplicationTransition &&
          JSON.stringify(result.refused.args) === JSON.stringify([state.status, action])
        );
      }),
      { numRuns: 200 },
    );
  });

  it('never archives twice, nor unarchives what is not archived; a pending application is not archived', () => {
    fc.assert(
      fc.property(stateArb, partyArb, (state, party) => {
        const archive = attempt(state, 'archive', party);
        const unarchive = attempt(state, 'unarchive', party);
        return (
          (!state.archived || archive.refused !== undefined) &&
          (state.archived || unarchive.refused !== undefined) &&
          (state.status !== 'pending' || archive.refused !== undefined)
        );
      }),
      { numRuns: 100 },
    );
  });

  it('shows exactly the member actions the table allows; close and withdraw stay the service’s own', () => {
    fc.assert(
      fc.property(stateArb, partyArb, (state, party) => {
        const shown = applicationActions(state, party);
        return (
          MEMBER_APPLICATION_ACTIONS.every(
            (action) => shown.includes(action) === (attempt(state, action, party).refused === undefined),
          ) &&
          (['close', 'withdraw'] as const).every(
            (action) => party === 'service' || attempt(state, action, party).refused !== undefined,
          )
        );
      }),
      { numRuns: 100 },
    );
  });
});

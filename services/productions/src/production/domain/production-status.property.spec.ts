import fc from 'fast-check';
import { RECORD_STATUSES, type RecordStatus } from '../../catalogue/status.catalogue.js';
import { INITIAL_STATUS, STATUS_TRANSITIONS, changeStatus } from '../../common/record-status.js';
import { ProductionsErrorCode } from '../../productions.errors.js';
import { changeProductionStatus, PROJECT_STATUSES_COUNTING_AS_READY } from './production-status.js';

// Properties of the one status table for productions, projects and jobs (common/record-status.ts) and
// of the production's completion rule, over any sequence of requested changes.

const statusArb = fc.constantFrom(...RECORD_STATUSES);
const projectsArb = fc.array(statusArb, { maxLength: 6 });

function attempt(current: RecordStatus, next: RecordStatus, projects: readonly RecordStatus[]) {
  try {
    return { status: changeProductionStatus(current, next, projects) };
  } catch (error) {
    const { code, args } = error as { code?: string; args?: readonly string[] };
    return { status: current, refused: { code, args } };
  }
}

describe('the record status table (property)', () => {
  it('only reaches statuses of the table, by allowed changes only', () => {
    fc.assert(
      fc.property(statusArb, fc.array(statusArb, { maxLength: 20 }), projectsArb, (start, requests, projects) => {
        let status = start;
        for (const next of requests) {
          const result = attempt(status, next, projects);
          if (!RECORD_STATUSES.includes(result.status)) {
            return false;
          }
          if (result.status !== status && !STATUS_TRANSITIONS[status].includes(result.status)) {
            return false;
          }
          status = result.status;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a change the table lacks with invalidStatusTransition [current, next] and changes nothing', () => {
    fc.assert(
      fc.property(statusArb, statusArb, (current, next) => {
        let refused: { code?: string; args?: readonly string[] } | undefined;
        try {
          changeStatus(current, next);
        } catch (error) {
          refused = error as { code?: string; args?: readonly string[] };
        }
        const allowed = STATUS_TRANSITIONS[current].includes(next);
        return allowed
          ? refused === undefined
          : refused?.code === ProductionsErrorCode.InvalidStatusTransition &&
              JSON.stringify(refused.args) === JSON.stringify([current, next]);
      }),
      { numRuns: 100 },
    );
  });

  it('never allows a change to the same status, and leaves no status a dead end', () => {
    fc.assert(
      fc.property(
        statusArb,
        (status) => !STATUS_TRANSITIONS[status].includes(status) && STATUS_TRANSITIONS[status].length > 0,
      ),
      { numRuns: 25 },
    );
  });

  it('reaches every status from a new draft', () => {
    const reached = new Set<RecordStatus>([INITIAL_STATUS]);
    for (let grew = true; grew;) {
      grew = false;
      for (const from of [...reached]) {
        for (const to of STATUS_TRANSITIONS[from]) {
          if (!reached.has(to)) {
            reached.add(to);
            grew = true;
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...RECORD_STATUSES].sort());
  });

  it('completes a production exactly when the table allows it and a project counts as ready', () => {
    fc.assert(
      fc.property(statusArb, projectsArb, (current, projects) => {
        const result = attempt(current, 'complete', projects);
        const allowed =
          STATUS_TRANSITIONS[current].includes('complete') &&
          projects.some((status) => PROJECT_STATUSES_COUNTING_AS_READY.includes(status));
        if (allowed) {
          return result.status === 'complete' && result.refused === undefined;
        }
        return (
          result.status === current &&
          (result.refused?.code === ProductionsErrorCode.InvalidStatusTransition ||
            result.refused?.code === ProductionsErrorCode.ProductionNeedsReadyProject)
        );
      }),
      { numRuns: 200 },
    );
  });
});

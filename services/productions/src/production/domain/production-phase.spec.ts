import { describeRefusal } from '@callsheet/testing';
import { PRODUCTION_PHASES, RECORD_STATUSES } from '../../catalogue/status.catalogue.js';
import { ProductionsErrorCode } from '../../productions.errors.js';
import {
  changePhase,
  INITIAL_PHASE,
  PHASE_TRANSITIONS,
  parsePhase,
  phaseLabel,
  phaseTransitionPairs,
} from './production-phase.js';

const pairs = phaseTransitionPairs();
const allowed = pairs.filter((pair) => pair.allowed).map(({ from, to }) => [from, to] as const);
const forbidden = pairs.filter((pair) => !pair.allowed).map(({ from, to }) => [from, to] as const);

describe('phase transitions', () => {
  it('lists every ordered pair of phases once', () => {
    expect(pairs).toHaveLength(PRODUCTION_PHASES.length ** 2);
  });

  it('allows exactly the documented table', () => {
    expect(allowed).toEqual([
      ['hiring', 'freeze'],
      ['hiring', 'preProduction'],
      ['freeze', 'hiring'],
      ['freeze', 'preProduction'],
      ['preProduction', 'hiring'],
      ['preProduction', 'production'],
      ['production', 'postProduction'],
    ]);
  });

  it('starts a production in hiring', () => {
    expect(INITIAL_PHASE).toBe('hiring');
  });

  it.each(allowed)('changes an active production from %s to %s', (from, to) => {
    expect(changePhase('active', from, to)).toBe(to);
  });

  it.each(forbidden)('refuses %s to %s, listing what is allowed', (from, to) => {
    const next = PHASE_TRANSITIONS[from];
    expect(describeRefusal(() => changePhase('active', from, to))).toEqual({
      code: ProductionsErrorCode.InvalidPhaseTransition,
      args: [from, to],
      message: `The phase cannot change from ${from} to ${to}; from ${from} it can change to: ${next.length > 0 ? next.join(', ') : 'nothing'}.`,
    });
  });

  it.each(RECORD_STATUSES.filter((status) => status !== 'active'))(
    'refuses any phase change while the production is %s',
    (status) => {
      expect(describeRefusal(() => changePhase(status, 'hiring', 'freeze'))).toEqual({
        code: ProductionsErrorCode.PhaseNeedsActiveProduction,
        args: [status],
        message: `The phase of a production changes only while it is active; this one is ${status}.`,
      });
    },
  );

  it('parses a phase sent by a client', () => {
    expect(parsePhase('freeze')).toBe('freeze');
    expect(describeRefusal(() => parsePhase('completed'))).toMatchObject({
      code: ProductionsErrorCode.InvalidChoice,
      args: ['phase', 'completed'],
    });
  });

  it('labels a complete production "completed" whatever its last phase', () => {
    expect(phaseLabel('complete', 'postProduction')).toBe('completed');
    expect(phaseLabel('active', 'freeze')).toBe('freeze');
  });
});

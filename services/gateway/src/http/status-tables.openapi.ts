import {
  APPLICATION_ACTIONS,
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  CONNECTION_ACTIONS,
  CONNECTION_TRANSITIONS,
  PRODUCTION_PHASES,
  PRODUCTION_PHASE_TRANSITIONS,
  RECORD_STATUSES,
  RECORD_STATUS_TRANSITIONS,
  type ApplicationPartyName,
  type ConnectionPartyName,
} from '@callsheet/contracts';

// The status tables of the API documentation, rendered from the tables the services enforce
// (@callsheet/contracts status-tables.ts), so the documentation cannot drift from the rules.

function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)];
}

/** Both sides (the service's own moves are described in prose). */
function sides<Party extends string>(by: readonly Party[], names: Partial<Record<Party, string>>, both: string) {
  const members = by.filter((party) => party !== 'service');
  return members.length > 1 ? both : members.map((party) => names[party] ?? party).join(', ');
}

export const STATUS_TABLE_DOC = [
  'Allowed status changes (any other answers 409 invalidStatusTransition):',
  '',
  ...markdownTable(
    ['from', 'to'],
    RECORD_STATUSES.map((from) => [from, RECORD_STATUS_TRANSITIONS[from].join(', ')]),
  ),
].join('\n');

export const PHASE_TABLE_DOC = [
  'Phases change only while the production is active (Start Hiring = hiring, Freeze Hiring = freeze):',
  '',
  ...markdownTable(
    ['from', 'to'],
    PRODUCTION_PHASES.map((from) => [from, PRODUCTION_PHASE_TRANSITIONS[from].join(', ') || '(none)']),
  ),
].join('\n');

const CONNECTION_SIDES: Partial<Record<ConnectionPartyName, string>> = { requester: 'sender', recipient: 'recipient' };

export const CONNECTION_TABLE_DOC = [
  'The connection table (409 invalidConnectionTransition otherwise):',
  '',
  ...markdownTable(
    ['action', 'from', 'to', 'by'],
    CONNECTION_ACTIONS.map((action) => {
      const row = CONNECTION_TRANSITIONS[action];
      return [action, row.from.join(', '), row.to, sides(row.by, CONNECTION_SIDES, 'either side')];
    }),
  ),
].join('\n');

const APPLICATION_SIDES: Partial<Record<ApplicationPartyName, string>> = { applicant: 'applicant', owner: 'owner' };
/** The routes of the actions that are not `PATCH /api/application/{id}` with an action. */
const APPLICATION_ROUTES: Partial<Record<(typeof APPLICATION_ACTIONS)[number], string>> = {
  apply: 'apply (POST)',
  unapply: 'unapply (DELETE)',
};

export const APPLICATION_TABLE_DOC = [
  'The application table (409 invalidApplicationTransition otherwise). The applicant side is the account that applied and the talent’s account; the owner is the job’s account:',
  '',
  ...markdownTable(
    ['action', 'from', 'to', 'by'],
    APPLICATION_ACTIONS.flatMap((action) => {
      const row = APPLICATION_TRANSITIONS[action];
      if (!row.by.some((party) => party !== 'service')) {
        return []; // the service's own moves, described below
      }
      const from = row.from.length === APPLICATION_STATUSES.length ? 'any' : row.from.join(', ');
      return [
        [
          APPLICATION_ROUTES[action] ?? action,
          action === 'apply' ? `none, ${from}` : from,
          row.kind === 'status' ? row.to : row.archived ? '(same; for the caller’s side)' : '(same)',
          sides(row.by, APPLICATION_SIDES, 'either'),
        ],
      ];
    }),
  ),
  '',
  'The service denies pending applications of a job that completes or is archived (reason jobClosed), and withdraws those of a deleted talent profile.',
].join('\n');

import type { ConnectedAccount, RequirementMessage } from './connectedAccount';

/*
 * The account's status and Stripe's requirements as one checklist that says what to do next (Legal
 * account tab and the others). The payments service already turns Stripe's keys into messages with
 * stable keys (services/payments/src/account/domain/requirement-messages.ts); this module orders them,
 * says which tab fixes each one, and how to word it in the console's catalogue:
 *
 * | group    | from                         | severity | order |
 * | -------- | ---------------------------- | -------- | ----- |
 * | disabled | requirements.disabled        | error    | 1     |
 * | error    | requirements.errors          | error    | 2     |
 * | due      | requirements.due             | warning  | 3     |
 * | upcoming | requirements.upcoming        | info     | 4     |
 * | future   | requirements.future          | info     | 5     |
 *
 * | message key                                                | tab            |
 * | ---------------------------------------------------------- | -------------- |
 * | requirements.externalAccount                               | external       |
 * | requirements.<representative|owner|director|executive|person>.*, owners-, directors-, executivesConfirmation, ownershipDeclaration | representative |
 * | anything else (the business, the account holder, terms)    | legal          |
 *
 * An error goes to the tab of the requirement it names (external_account..., representative..., person_...).
 */
export type ChecklistTab = 'legal' | 'representative' | 'external';
export type ChecklistGroup = 'disabled' | 'error' | 'due' | 'upcoming' | 'future';
export type ChecklistSeverity = 'error' | 'warning' | 'info';

export interface ChecklistItem {
  id: string;
  group: ChecklistGroup;
  severity: ChecklistSeverity;
  tab: ChecklistTab;
  /** The payments service's key (requirements.*, requirementErrors.*, requirementsDisabled.*). */
  key: string;
  /** Its English text, shown when the catalogue lacks the key (a new Stripe requirement). */
  message: string;
  args: string[];
}

export const PERSON_SUBJECTS = ['representative', 'owner', 'director', 'executive', 'individual', 'person'] as const;
const REPRESENTATIVE_ACCOUNT_KEYS = new Set([
  'requirements.ownersConfirmation',
  'requirements.directorsConfirmation',
  'requirements.executivesConfirmation',
  'requirements.ownershipDeclaration',
]);
const PERSON_KEY = /^requirements\.(representative|owner|director|executive|individual|person)\.(\w+)$/;

/** The tab whose form satisfies a requirement message. */
export function tabOfRequirement(key: string): ChecklistTab {
  if (key === 'requirements.externalAccount') {
    return 'external';
  }
  if (REPRESENTATIVE_ACCOUNT_KEYS.has(key)) {
    return 'representative';
  }
  const person = PERSON_KEY.exec(key);
  return person && person[1] !== 'individual' ? 'representative' : 'legal';
}

/** The tab of a Stripe requirement key named by an error (external_account, representative.dob.day ...). */
export function tabOfStripeKey(requirement: string): ChecklistTab {
  if (requirement.startsWith('external_account')) {
    return 'external';
  }
  return /^(representative|owners|directors|executives|person_)/.test(requirement) ? 'representative' : 'legal';
}

/** A person requirement's subject and group (requirements.representative.dateOfBirth), else undefined. */
export function personRequirement(key: string): { subject: string; group: string } | undefined {
  const match = PERSON_KEY.exec(key);
  return match ? { subject: match[1] ?? '', group: match[2] ?? '' } : undefined;
}

const item = (group: ChecklistGroup, severity: ChecklistSeverity, message: RequirementMessage, index: number) => ({
  id: `${group}-${index}-${message.key}-${message.args.join('-')}`,
  group,
  severity,
  tab: tabOfRequirement(message.key),
  key: message.key,
  message: message.message,
  args: message.args,
});

/** Everything Stripe still wants, in the order to act on it. */
export function accountChecklist(account: Pick<ConnectedAccount, 'requirements'> | undefined): ChecklistItem[] {
  const requirements = account?.requirements;
  if (!requirements) {
    return [];
  }
  const items: ChecklistItem[] = [];
  if (requirements.disabled) {
    items.push({ ...item('disabled', 'error', { ...requirements.disabled, requirements: [] }, 0), tab: 'legal' });
  }
  requirements.errors.forEach((error, index) =>
    items.push({
      id: `error-${index}-${error.code}-${error.requirement}`,
      group: 'error',
      severity: 'error',
      tab: tabOfStripeKey(error.requirement),
      key: error.key,
      message: error.message,
      args: error.args,
    }),
  );
  requirements.due.forEach((message, index) => items.push(item('due', 'warning', message, index)));
  requirements.upcoming.forEach((message, index) => items.push(item('upcoming', 'info', message, index)));
  requirements.future.forEach((message, index) => items.push(item('future', 'info', message, index)));
  return items;
}

/** The first thing to do: the first item's tab, or none when nothing is asked. */
export function nextTab(items: readonly ChecklistItem[]): ChecklistTab | undefined {
  return items.find((entry) => entry.group !== 'upcoming' && entry.group !== 'future')?.tab;
}

export const ACCOUNT_STATUSES = [
  'unknown',
  'restricted',
  'complete',
  'enabled',
  'restrictedSoon',
  'rejected',
  'pending',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** How a status looks: the chip's colour. */
export function statusSeverity(status: string): 'success' | 'warning' | 'error' | 'info' {
  switch (status) {
    case 'enabled':
    case 'complete':
      return 'success';
    case 'restrictedSoon':
    case 'pending':
      return 'warning';
    case 'restricted':
    case 'rejected':
      return 'error';
    default:
      return 'info';
  }
}

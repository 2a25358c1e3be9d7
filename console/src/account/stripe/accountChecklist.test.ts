import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  accountChecklist,
  nextTab,
  personRequirement,
  statusSeverity,
  tabOfRequirement,
  tabOfStripeKey,
} from './accountChecklist';
import type { ConnectedAccount, RequirementMessage } from './connectedAccount';
import { en, es, fr } from './messages';

const domain = join(
  dirname(fileURLToPath(import.meta.url)),
  ...['..', '..', '..', '..', 'services', 'payments', 'src', 'account', 'domain'],
);
const messagesSource = readFileSync(join(domain, 'requirement-messages.ts'), 'utf8');
const statusSource = readFileSync(join(domain, 'account-status.ts'), 'utf8');

const keysIn = (text: string) => [...new Set([...text.matchAll(/key: '(\w+)'/g)].map((match) => match[1] ?? ''))];

const message = (key: string, args: string[] = []): RequirementMessage => ({
  key,
  message: `English for ${key}`,
  args,
  requirements: [],
});

function account(requirements: Partial<ConnectedAccount['requirements']>): Pick<ConnectedAccount, 'requirements'> {
  return {
    requirements: {
      due: [],
      upcoming: [],
      future: [],
      errors: [],
      disabled: null,
      current_deadline: null,
      future_deadline: null,
      ...requirements,
    },
  };
}

/** What stripe-mock's account fixture asks for, as the payments service words it. */
const STRIPE_MOCK_DUE = [
  message('requirements.businessWebsite'),
  message('requirements.supportPhone'),
  message('requirements.externalAccount'),
  message('requirements.tosAcceptance'),
];

describe('account checklist', () => {
  it('orders pauses, errors, then what is due, upcoming and future, each with its tab', () => {
    const items = accountChecklist(
      account({
        due: STRIPE_MOCK_DUE,
        upcoming: [message('requirements.representative.dateOfBirth')],
        future: [message('requirements.ownershipDeclaration')],
        errors: [
          {
            key: 'requirementErrors.documentExpired',
            message: 'expired',
            code: 'verification_document_expired',
            requirement: 'representative.verification.document',
            args: ['representative.verification.document'],
          },
        ],
        disabled: { key: 'requirementsDisabled.pastDue', message: 'paused', args: ['requirements.past_due'] },
      }),
    );
    expect(items.map((item) => [item.group, item.key, item.tab])).toEqual([
      ['disabled', 'requirementsDisabled.pastDue', 'legal'],
      ['error', 'requirementErrors.documentExpired', 'representative'],
      ['due', 'requirements.businessWebsite', 'legal'],
      ['due', 'requirements.supportPhone', 'legal'],
      ['due', 'requirements.externalAccount', 'external'],
      ['due', 'requirements.tosAcceptance', 'legal'],
      ['upcoming', 'requirements.representative.dateOfBirth', 'representative'],
      ['future', 'requirements.ownershipDeclaration', 'representative'],
    ]);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(nextTab(items)).toBe('legal');
  });

  it('shrinks as requirements are met, and is empty when nothing is asked', () => {
    const before = accountChecklist(account({ due: STRIPE_MOCK_DUE }));
    const after = accountChecklist(
      account({ due: STRIPE_MOCK_DUE.filter((item) => item.key !== 'requirements.externalAccount') }),
    );
    expect(after).toHaveLength(before.length - 1);
    expect(after.some((item) => item.tab === 'external')).toBe(false);
    expect(accountChecklist(account({}))).toEqual([]);
    expect(nextTab([])).toBeUndefined();
    expect(accountChecklist(undefined)).toEqual([]);
  });

  it('sends each requirement to the tab whose form gives it', () => {
    expect(tabOfRequirement('requirements.externalAccount')).toBe('external');
    expect(tabOfRequirement('requirements.ownersConfirmation')).toBe('representative');
    expect(tabOfRequirement('requirements.owner.taxId')).toBe('representative');
    expect(tabOfRequirement('requirements.person.identityDocument')).toBe('representative');
    expect(tabOfRequirement('requirements.individual.dateOfBirth')).toBe('legal');
    expect(tabOfRequirement('requirements.merchantCategoryCode')).toBe('legal');
    expect(tabOfRequirement('requirements.other')).toBe('legal');
    expect(tabOfStripeKey('external_account')).toBe('external');
    expect(tabOfStripeKey('person_1Nx.verification.document')).toBe('representative');
    expect(tabOfStripeKey('company.address.line1')).toBe('legal');
    expect(personRequirement('requirements.person.name')).toEqual({ subject: 'person', group: 'name' });
    expect(personRequirement('requirements.tosAcceptance')).toBeUndefined();
  });

  it('colours the statuses the payments service gives', () => {
    const serviceStatuses = /ACCOUNT_STATUS_KEYS = \[([\s\S]*?)\] as const/.exec(statusSource)?.[1] ?? '';
    expect([...serviceStatuses.matchAll(/'(\w+)'/g)].map((match) => match[1])).toEqual([...ACCOUNT_STATUSES]);
    expect(statusSeverity('enabled')).toBe('success');
    expect(statusSeverity('restrictedSoon')).toBe('warning');
    expect(statusSeverity('rejected')).toBe('error');
    expect(statusSeverity('unknown')).toBe('info');
  });

  it('has every message the payments service can give, in the three languages', () => {
    const errorsAt = messagesSource.indexOf('const IDENTITY_NOT_VERIFIED');
    const disabledAt = messagesSource.indexOf('const DISABLED_WORDINGS');
    const requirementSection = messagesSource.slice(0, errorsAt);
    const groups = /const PERSON_GROUPS[^{]*\{([\s\S]*?)\n\};/.exec(messagesSource)?.[1] ?? '';
    const personGroups = [...groups.matchAll(/^\s+(\w+):/gm)].map((match) => match[1] ?? '');
    const subjectKeys = keysIn(/const SUBJECTS[^{]*\{([\s\S]*?)\n\};/.exec(messagesSource)?.[1] ?? '');
    const accountKeys = keysIn(requirementSection).filter((key) => ![...subjectKeys, 'person'].includes(key));
    expect(personGroups).toContain('identityDocument');
    expect(accountKeys).toContain('merchantCategoryCode');
    for (const catalogue of [en, fr, es]) {
      const { requirements, requirementErrors, requirementsDisabled, checklist, status } = catalogue.account;
      for (const key of [...accountKeys, 'other']) {
        expect(requirements, key).toHaveProperty(key);
      }
      for (const key of [...keysIn(messagesSource.slice(errorsAt, disabledAt)), 'documentRejected', 'other']) {
        expect(requirementErrors, key).toHaveProperty(key);
      }
      for (const key of [...keysIn(messagesSource.slice(disabledAt)), 'rejected', 'other']) {
        expect(requirementsDisabled, key).toHaveProperty(key);
      }
      for (const key of [...subjectKeys, 'person']) {
        expect(checklist.subjects, key).toHaveProperty(key);
      }
      for (const key of personGroups) {
        expect(checklist.groupsOfPerson, key).toHaveProperty(key);
      }
      for (const key of ACCOUNT_STATUSES) {
        expect(status, key).toHaveProperty(key);
        expect(checklist.next, key).toHaveProperty(key);
      }
    }
  });
});

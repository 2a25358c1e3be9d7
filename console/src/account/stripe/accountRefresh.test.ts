import { describe, expect, it } from 'vitest';
import { ACCOUNT_REFRESH_MS, accountRefreshInterval } from './accountRefresh';
import type { ConnectedAccount, RequirementMessage } from './connectedAccount';

const message = (key: string): RequirementMessage => ({ key, message: key, args: [], requirements: [] });

function account(
  status: string,
  requirements: Partial<ConnectedAccount['requirements']> = {},
): Pick<ConnectedAccount, 'status' | 'requirements'> {
  return {
    status,
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

describe('accountRefreshInterval', () => {
  it('reads the account again while anything is asked for, whatever its group', () => {
    expect(accountRefreshInterval(account('restricted', { due: [message('requirements.externalAccount')] }))).toBe(
      ACCOUNT_REFRESH_MS,
    );
    expect(accountRefreshInterval(account('enabled', { upcoming: [message('requirements.individual.taxId')] }))).toBe(
      ACCOUNT_REFRESH_MS,
    );
    expect(accountRefreshInterval(account('enabled', { future: [message('requirements.businessSize')] }))).toBe(
      ACCOUNT_REFRESH_MS,
    );
    expect(
      accountRefreshInterval(
        account('restricted', {
          errors: [
            {
              key: 'requirementErrors.documentExpired',
              message: 'expired',
              code: 'verification_document_expired',
              requirement: 'individual.verification.document',
              args: [],
            },
          ],
        }),
      ),
    ).toBe(ACCOUNT_REFRESH_MS);
    expect(
      accountRefreshInterval(
        account('restricted', { disabled: { key: 'requirementsDisabled.underReview', message: 'review', args: [] } }),
      ),
    ).toBe(ACCOUNT_REFRESH_MS);
  });

  it('keeps reading while Stripe verifies or is to enable the account, with nothing on the checklist', () => {
    expect(accountRefreshInterval(account('pending'))).toBe(ACCOUNT_REFRESH_MS);
    expect(accountRefreshInterval(account('complete'))).toBe(ACCOUNT_REFRESH_MS);
  });

  it('stops once nothing is outstanding, for a rejected account, and before the first answer', () => {
    expect(accountRefreshInterval(account('enabled'))).toBe(false);
    expect(accountRefreshInterval(account('restricted'))).toBe(false);
    expect(
      accountRefreshInterval(
        account('rejected', {
          disabled: { key: 'requirementsDisabled.rejected', message: 'rejected', args: ['rejected.fraud'] },
        }),
      ),
    ).toBe(false);
    expect(accountRefreshInterval(undefined)).toBe(false);
  });
});

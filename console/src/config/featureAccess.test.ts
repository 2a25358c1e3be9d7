import {
  ACCOUNT_TYPE_AUDIENCE as GATEWAY_AUDIENCE,
  featureAllows as gatewayAllows,
  FEATURE_KEYS,
} from '@callsheet/contracts';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE_AUDIENCE, featureAllows } from './featureAccess';

describe('the console shows what the gateway allows', () => {
  it('has the same audiences as the contracts', () => {
    expect(ACCOUNT_TYPE_AUDIENCE).toEqual(GATEWAY_AUDIENCE);
  });

  it('decides every feature, role, owner flag, account type and rule like the gateway', () => {
    const rules = [
      undefined,
      { enabled: false, access: [], requiresOwner: false },
      { enabled: true, access: [], requiresOwner: false },
      { enabled: true, access: [], requiresOwner: true },
      { enabled: true, access: ['representative'], requiresOwner: false },
      { enabled: true, access: ['production', 'admin'], requiresOwner: false },
    ];
    for (const key of FEATURE_KEYS) {
      for (const rule of rules) {
        for (const role of ['owner', 'admin', 'user']) {
          for (const accountType of [undefined, ...Object.keys(GATEWAY_AUDIENCE)]) {
            const caller = { role, owner: role === 'owner', accountType };
            expect(featureAllows(key, rule, caller), `${key} ${JSON.stringify(rule)} ${JSON.stringify(caller)}`).toBe(
              gatewayAllows(key, rule, caller),
            );
          }
        }
      }
    }
  });
});

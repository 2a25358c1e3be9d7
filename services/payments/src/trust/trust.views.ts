import { create, type JsonValue, toJson } from '@bufbuild/protobuf';
import { type TrustAccount, TrustAccountSchema, TrustAccountUnmarkedSchema } from '@callsheet/contracts';
import type { StoredTrustAccount } from './trust-account.repository.js';

export function trustAccountMessage(
  trust: StoredTrustAccount,
  unsent: { amount: number; count: number },
): TrustAccount {
  return create(TrustAccountSchema, {
    talentId: trust.talentId,
    accountId: trust.accountId,
    externalAccountId: trust.stripeExternalAccountId,
    bankName: trust.bankName,
    last4: trust.last4,
    pendingAmount: unsent.amount,
    pendingCount: unsent.count,
    createdAt: trust.createdAt.toISOString(),
    updatedAt: trust.updatedAt.toISOString(),
  });
}

export function trustAccountJson(trust: StoredTrustAccount, unsent: { amount: number; count: number }): JsonValue {
  return toJson(TrustAccountSchema, trustAccountMessage(trust, unsent));
}

export function unmarkedJson(trust: StoredTrustAccount): JsonValue {
  return toJson(
    TrustAccountUnmarkedSchema,
    create(TrustAccountUnmarkedSchema, { talentId: trust.talentId, externalAccountId: trust.stripeExternalAccountId }),
  );
}

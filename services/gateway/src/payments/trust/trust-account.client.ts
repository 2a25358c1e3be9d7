import {
  PaymentsErrorCode,
  PaymentsInvoiceCalls,
  ProfilesCalls,
  TrustAccountSchema,
  TrustAccountUnmarkedSchema,
} from '@callsheet/contracts';
import { DomainError } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import { accountOf } from '../../access/caller-account.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { toRestJson } from '../../http/proto-json.js';
import { GatewayClient } from '../../rpc/gateway.client.js';

/**
 * A minor's trust account is marked by the guardian: the talent profile must be the caller's account's
 * (profiles answers another account's as not found) and a minor's (an adult is paid directly), then
 * payments checks the bank account against Stripe and records the mark.
 */
@Injectable()
export class TrustAccountClient extends GatewayClient {
  async mark(caller: Caller, talentId: string, externalAccountId: string) {
    await this.requireOwnMinor(caller, talentId);
    const request = { accountId: accountOf(caller), talentId, externalAccountId };
    return toRestJson(TrustAccountSchema, await this.send(PaymentsInvoiceCalls.markTrustAccount, request));
  }

  async get(caller: Caller, talentId: string) {
    await this.requireOwnMinor(caller, talentId);
    const request = { accountId: accountOf(caller), talentId };
    return toRestJson(TrustAccountSchema, await this.send(PaymentsInvoiceCalls.getTrustAccount, request));
  }

  async unmark(caller: Caller, talentId: string) {
    await this.requireOwnMinor(caller, talentId);
    const request = { accountId: accountOf(caller), talentId };
    return toRestJson(TrustAccountUnmarkedSchema, await this.send(PaymentsInvoiceCalls.unmarkTrustAccount, request));
  }

  private async requireOwnMinor(caller: Caller, talentId: string): Promise<void> {
    const profile = await this.send(ProfilesCalls.getTalent, {
      accountId: accountOf(caller),
      id: talentId,
      expand: [],
    });
    if (!profile.minor) {
      throw new DomainError(
        PaymentsErrorCode.TrustAccountForMinorsOnly,
        'A trust account is marked only for a minor’s talent profile; an adult’s earnings are paid to them directly.',
        [talentId],
      );
    }
  }
}

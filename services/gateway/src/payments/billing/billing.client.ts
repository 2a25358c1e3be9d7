import {
  BillingSchema,
  PaymentMethodDetachedSchema,
  PaymentMethodSchema,
  PaymentsBillingCalls as Calls,
  SetupIntentSchema,
} from '@callsheet/contracts';
import type { PageRequest } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import { accountOf } from '../../access/caller-account.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { toRestJson } from '../../http/proto-json.js';
import { pageView } from '../../http/rest.views.js';
import { pageMessage } from '../../http/rpc-page.js';
import { GatewayClient } from '../../rpc/gateway.client.js';
import type { AttachPaymentMethodRequest, SetupIntentRequest, UpdateBillingRequest } from './billing.requests.js';

/** The payments service's calls behind the billing routes. */
@Injectable()
export class PaymentsBillingClient extends GatewayClient {
  async get(caller: Caller) {
    return toRestJson(BillingSchema, await this.send(Calls.getBilling, { accountId: accountOf(caller) }));
  }

  async update(caller: Caller, body: UpdateBillingRequest, idempotencyKey: string) {
    const request = {
      accountId: accountOf(caller),
      email: body.email,
      name: body.name,
      commandId: idempotencyKey || undefined,
    };
    return toRestJson(BillingSchema, await this.send(Calls.updateBilling, request));
  }

  async setupIntent(caller: Caller, body: SetupIntentRequest, idempotencyKey: string) {
    const request = {
      accountId: accountOf(caller),
      paymentMethodTypes: body.paymentMethodTypes ?? [],
      commandId: idempotencyKey || undefined,
    };
    return toRestJson(SetupIntentSchema, await this.send(Calls.createSetupIntent, request));
  }

  async listMethods(caller: Caller, page: PageRequest) {
    const request = { accountId: accountOf(caller), page: pageMessage(page) };
    return pageView(await this.send(Calls.listPaymentMethods, request), (method) =>
      toRestJson(PaymentMethodSchema, method),
    );
  }

  async attach(caller: Caller, body: AttachPaymentMethodRequest, idempotencyKey: string) {
    const request = {
      accountId: accountOf(caller),
      paymentMethod: body.paymentMethod,
      makeDefault: body.makeDefault,
      commandId: idempotencyKey || undefined,
    };
    return toRestJson(PaymentMethodSchema, await this.send(Calls.attachPaymentMethod, request));
  }

  async setDefault(caller: Caller, id: string, idempotencyKey: string) {
    const request = { accountId: accountOf(caller), id, commandId: idempotencyKey || undefined };
    return toRestJson(PaymentMethodSchema, await this.send(Calls.setDefaultPaymentMethod, request));
  }

  async detach(caller: Caller, id: string, idempotencyKey: string) {
    const request = { accountId: accountOf(caller), id, commandId: idempotencyKey || undefined };
    return toRestJson(PaymentMethodDetachedSchema, await this.send(Calls.detachPaymentMethod, request));
  }
}

import type { DescMessage, JsonObject, MessageInitShape } from '@bufbuild/protobuf';
import {
  PaymentsAccountCalls as Calls,
  type SaveExternalAccountRequestSchema,
  type SavePersonRequestSchema,
  type StripeObjectViewSchema,
} from '@callsheet/contracts';
import { FILE_STORAGE, RpcClient, type FileStorage, type PageRequest, type RpcCall } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { accountOf } from '../../access/caller-account.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { withExpansions } from '../../http/expand-query.js';
import { stageUpload } from '../../http/multipart-read.js';
import { deletedView } from '../../http/rest.views.js';
import { pageMessage } from '../../http/rpc-page.js';
import { GatewayClient } from '../../rpc/gateway.client.js';
import { type AccountLinkRequest, receiveIdentityFile, type PayoutRequest } from './payments-account.requests.js';
import {
  accountLinkView,
  balanceView,
  connectedAccountView,
  dashboardLinkView,
  identityFileView,
  payoutQuoteView,
  payoutView,
  stripeObjectPageView,
  stripeObjectView,
} from './payments-account.views.js';

/** The save calls of one kind of Stripe object, and where its request carries the object's fields. */
interface StripeObjectCalls<Save extends DescMessage> {
  list: typeof Calls.listPersons;
  get: typeof Calls.getPerson;
  delete: typeof Calls.deletePerson;
  create: RpcCall<Save, typeof StripeObjectViewSchema>;
  update: RpcCall<Save, typeof StripeObjectViewSchema>;
  saveRequest: (
    ref: { accountId: string; id?: string; commandId: string },
    fields: JsonObject,
  ) => MessageInitShape<Save>;
}

const PERSONS: StripeObjectCalls<typeof SavePersonRequestSchema> = {
  list: Calls.listPersons,
  get: Calls.getPerson,
  delete: Calls.deletePerson,
  create: Calls.createPerson,
  update: Calls.updatePerson,
  saveRequest: (ref, person) => ({ ...ref, person }),
};

const EXTERNAL_ACCOUNTS: StripeObjectCalls<typeof SaveExternalAccountRequestSchema> = {
  list: Calls.listExternalAccounts,
  get: Calls.getExternalAccount,
  delete: Calls.deleteExternalAccount,
  create: Calls.createExternalAccount,
  update: Calls.updateExternalAccount,
  saveRequest: (ref, fields) => ({ ...ref, fields }),
};

/**
 * The routes persons and external accounts share: Stripe objects of the caller's connected account,
 * paged by Stripe id, answered in Stripe's own shape. `commandId` is the Idempotency-Key.
 */
export class StripeObjects<Save extends DescMessage> extends GatewayClient {
  constructor(
    rpc: RpcClient,
    private readonly calls: StripeObjectCalls<Save>,
  ) {
    super(rpc);
  }

  async list(caller: Caller, page: PageRequest) {
    const request = { accountId: accountOf(caller), page: pageMessage(page) };
    return stripeObjectPageView(await this.send(this.calls.list, request));
  }

  /** `?expand=account`: as in Stripe, the object's `account` id becomes the account itself. */
  async get(caller: Caller, id: string, expand: string[]) {
    const accountId = accountOf(caller);
    const object = stripeObjectView(await this.send(this.calls.get, { accountId, id }));
    return withExpansions(object, object, expand, {
      account: async () => connectedAccountView(await this.send(Calls.getAccount, { accountId })),
    });
  }

  async create(caller: Caller, fields: JsonObject, commandId: string) {
    const request = this.calls.saveRequest({ accountId: accountOf(caller), commandId }, fields);
    return stripeObjectView(await this.send(this.calls.create, request));
  }

  async update(caller: Caller, id: string, fields: JsonObject, commandId: string) {
    const request = this.calls.saveRequest({ accountId: accountOf(caller), id, commandId }, fields);
    return stripeObjectView(await this.send(this.calls.update, request));
  }

  async delete(caller: Caller, id: string, commandId: string) {
    const request = { accountId: accountOf(caller), id, commandId };
    return deletedView(await this.send(this.calls.delete, request));
  }
}

/** The payments service's calls behind the connected-account routes (spec sections 3 and 7). */
@Injectable()
export class PaymentsAccountClient extends GatewayClient {
  readonly persons = new StripeObjects(this.rpc, PERSONS);
  readonly externalAccounts = new StripeObjects(this.rpc, EXTERNAL_ACCOUNTS);

  constructor(
    rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {
    super(rpc);
  }

  async getAccount(caller: Caller) {
    return connectedAccountView(await this.send(Calls.getAccount, { accountId: accountOf(caller) }));
  }

  async updateAccount(caller: Caller, fields: JsonObject, commandId: string) {
    const request = { accountId: accountOf(caller), fields, commandId };
    return connectedAccountView(await this.send(Calls.updateAccount, request));
  }

  async onboardingLink(caller: Caller, { type }: AccountLinkRequest, commandId: string) {
    const request = { accountId: accountOf(caller), type: type ?? '', commandId };
    return accountLinkView(await this.send(Calls.createAccountLink, request));
  }

  async dashboardLink(caller: Caller, commandId: string) {
    return dashboardLinkView(await this.send(Calls.createDashboardLink, { accountId: accountOf(caller), commandId }));
  }

  async balance(caller: Caller) {
    return balanceView(await this.send(Calls.getBalance, { accountId: accountOf(caller) }));
  }

  async quotePayout(caller: Caller, payout: PayoutRequest) {
    return payoutQuoteView(await this.send(Calls.quoteInstantPayout, payoutRequest(caller, payout, '')));
  }

  async payout(caller: Caller, payout: PayoutRequest, commandId: string) {
    return payoutView(await this.send(Calls.createInstantPayout, payoutRequest(caller, payout, commandId)));
  }

  /** Staged in file storage like photos: Kafka messages stay small. Payments checks, sends and removes it. */
  async uploadIdentityFile(caller: Caller, request: FastifyRequest, commandId: string) {
    const accountId = accountOf(caller);
    const { bytes, fileName, purpose } = await receiveIdentityFile(request);
    const uploadKey = await stageUpload(this.storage, bytes);
    const file = await this.send(Calls.uploadFile, { accountId, purpose, fileName, uploadKey, commandId });
    return identityFileView(file);
  }
}

/** The amount in minor units; the currency lower-cased, the account's own when omitted. */
function payoutRequest(caller: Caller, { amount, currency }: PayoutRequest, commandId: string) {
  return { accountId: accountOf(caller), amount: BigInt(amount), currency: currency?.toLowerCase() ?? '', commandId };
}

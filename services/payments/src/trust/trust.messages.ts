import type { JsonValue } from '@bufbuild/protobuf';
import { MarkTrustAccountRequestSchema, PaymentsInvoiceCalls, TrustAccountRefSchema } from '@callsheet/contracts';
import { decodeRequest, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { MarkTrustAccountCommand } from './commands/mark-trust-account/mark-trust-account.command.js';
import { UnmarkTrustAccountCommand } from './commands/unmark-trust-account/unmark-trust-account.command.js';
import { GetTrustAccountQuery } from './queries/get-trust-account/get-trust-account.query.js';
import { trustAccountJson, unmarkedJson } from './trust.views.js';

/** Kafka transport for minors' trust accounts: decode, dispatch one command or query, encode. */
@Controller()
export class TrustMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(PaymentsInvoiceCalls.markTrustAccount)
  async mark(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, talentId, externalAccountId } = decodeRequest(MarkTrustAccountRequestSchema, payload);
    await this.commandBus.execute(new MarkTrustAccountCommand(accountId, talentId, externalAccountId));
    const { trust, unsent } = await this.queryBus.execute(new GetTrustAccountQuery(accountId, talentId));
    return trustAccountJson(trust, unsent);
  }

  @RpcHandler(PaymentsInvoiceCalls.getTrustAccount)
  async get(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, talentId } = decodeRequest(TrustAccountRefSchema, payload);
    const { trust, unsent } = await this.queryBus.execute(new GetTrustAccountQuery(accountId, talentId));
    return trustAccountJson(trust, unsent);
  }

  @RpcHandler(PaymentsInvoiceCalls.unmarkTrustAccount)
  async unmark(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, talentId } = decodeRequest(TrustAccountRefSchema, payload);
    return unmarkedJson(await this.commandBus.execute(new UnmarkTrustAccountCommand(accountId, talentId)));
  }
}

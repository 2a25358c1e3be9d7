import type { JsonValue } from '@bufbuild/protobuf';
import {
  AccountLinkRequestSchema,
  ConnectedAccountRefSchema,
  DashboardLinkRequestSchema,
  InstantPayoutRequestSchema,
  ListStripeObjectsRequestSchema,
  PaymentsAccountCalls,
  SaveExternalAccountRequestSchema,
  SavePersonRequestSchema,
  StripeObjectRefSchema,
  UpdateConnectedAccountRequestSchema,
  UploadIdentityFileRequestSchema,
} from '@callsheet/contracts';
import { decodeRequest, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { AccountViews } from './account.views.js';
import { commandIdOf } from './command-id.js';
import { CreateAccountLinkCommand } from './commands/create-account-link/create-account-link.command.js';
import { CreateDashboardLinkCommand } from './commands/create-dashboard-link/create-dashboard-link.command.js';
import { CreateInstantPayoutCommand } from './commands/create-instant-payout/create-instant-payout.command.js';
import { DeleteExternalAccountCommand } from './commands/delete-external-account/delete-external-account.command.js';
import { DeletePersonCommand } from './commands/delete-person/delete-person.command.js';
import { SaveExternalAccountCommand } from './commands/save-external-account/save-external-account.command.js';
import { SavePersonCommand } from './commands/save-person/save-person.command.js';
import { UpdateAccountCommand } from './commands/update-account/update-account.command.js';
import { UploadIdentityFileCommand } from './commands/upload-identity-file/upload-identity-file.command.js';
import { GetAccountQuery } from './queries/get-account/get-account.query.js';
import { GetBalanceQuery } from './queries/get-balance/get-balance.query.js';
import { GetExternalAccountQuery } from './queries/get-external-account/get-external-account.query.js';
import { GetPersonQuery } from './queries/get-person/get-person.query.js';
import { ListExternalAccountsQuery } from './queries/list-external-accounts/list-external-accounts.query.js';
import { ListPersonsQuery } from './queries/list-persons/list-persons.query.js';
import { QuoteInstantPayoutQuery } from './queries/quote-instant-payout/quote-instant-payout.query.js';
import { stripePageParams } from './stripe-page.js';

/** Kafka transport for connected accounts: decode, dispatch one command or query, encode. */
@Controller()
export class AccountMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(PaymentsAccountCalls.getAccount)
  async getAccount(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId } = decodeRequest(ConnectedAccountRefSchema, payload);
    return AccountViews.account(await this.queryBus.execute(new GetAccountQuery(accountId)));
  }

  @RpcHandler(PaymentsAccountCalls.updateAccount)
  async updateAccount(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, fields, commandId } = decodeRequest(UpdateConnectedAccountRequestSchema, payload);
    return AccountViews.account(
      await this.commandBus.execute(new UpdateAccountCommand(accountId, fields ?? {}, commandIdOf(commandId))),
    );
  }

  @RpcHandler(PaymentsAccountCalls.createAccountLink)
  async createAccountLink(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, type, commandId } = decodeRequest(AccountLinkRequestSchema, payload);
    return AccountViews.accountLink(
      await this.commandBus.execute(new CreateAccountLinkCommand(accountId, type, commandIdOf(commandId))),
    );
  }

  @RpcHandler(PaymentsAccountCalls.createDashboardLink)
  async createDashboardLink(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, commandId } = decodeRequest(DashboardLinkRequestSchema, payload);
    return AccountViews.dashboardLink(
      await this.commandBus.execute(new CreateDashboardLinkCommand(accountId, commandIdOf(commandId))),
    );
  }

  @RpcHandler(PaymentsAccountCalls.getBalance)
  async getBalance(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId } = decodeRequest(ConnectedAccountRefSchema, payload);
    return AccountViews.balance(await this.queryBus.execute(new GetBalanceQuery(accountId)));
  }

  @RpcHandler(PaymentsAccountCalls.quoteInstantPayout)
  async quoteInstantPayout(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, amount, currency } = decodeRequest(InstantPayoutRequestSchema, payload);
    return AccountViews.quote(
      await this.queryBus.execute(new QuoteInstantPayoutQuery(accountId, Number(amount), currency)),
    );
  }

  @RpcHandler(PaymentsAccountCalls.createInstantPayout)
  async createInstantPayout(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, amount, currency, commandId } = decodeRequest(InstantPayoutRequestSchema, payload);
    return AccountViews.payout(
      await this.commandBus.execute(
        new CreateInstantPayoutCommand(accountId, Number(amount), currency, commandIdOf(commandId)),
      ),
    );
  }

  @RpcHandler(PaymentsAccountCalls.createPerson)
  async createPerson(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, person, commandId } = decodeRequest(SavePersonRequestSchema, payload);
    return AccountViews.person(
      await this.commandBus.execute(new SavePersonCommand(accountId, '', person ?? {}, commandIdOf(commandId))),
    );
  }

  @RpcHandler(PaymentsAccountCalls.updatePerson)
  async updatePerson(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, person, commandId } = decodeRequest(SavePersonRequestSchema, payload);
    return AccountViews.person(
      await this.commandBus.execute(new SavePersonCommand(accountId, id, person ?? {}, commandIdOf(commandId))),
    );
  }

  @RpcHandler(PaymentsAccountCalls.getPerson)
  async getPerson(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(StripeObjectRefSchema, payload);
    return AccountViews.person(await this.queryBus.execute(new GetPersonQuery(accountId, id)));
  }

  @RpcHandler(PaymentsAccountCalls.listPersons)
  async listPersons(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, page } = decodeRequest(ListStripeObjectsRequestSchema, payload);
    return AccountViews.persons(await this.queryBus.execute(new ListPersonsQuery(accountId, stripePageParams(page))));
  }

  @RpcHandler(PaymentsAccountCalls.deletePerson)
  async deletePerson(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, commandId } = decodeRequest(StripeObjectRefSchema, payload);
    return AccountViews.deleted(
      await this.commandBus.execute(new DeletePersonCommand(accountId, id, commandIdOf(commandId))),
    );
  }

  @RpcHandler(PaymentsAccountCalls.createExternalAccount)
  async createExternalAccount(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, fields, commandId } = decodeRequest(SaveExternalAccountRequestSchema, payload);
    return AccountViews.externalAccount(
      await this.commandBus.execute(
        new SaveExternalAccountCommand(accountId, '', fields ?? {}, commandIdOf(commandId)),
      ),
    );
  }

  @RpcHandler(PaymentsAccountCalls.updateExternalAccount)
  async updateExternalAccount(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, fields, commandId } = decodeRequest(SaveExternalAccountRequestSchema, payload);
    return AccountViews.externalAccount(
      await this.commandBus.execute(
        new SaveExternalAccountCommand(accountId, id, fields ?? {}, commandIdOf(commandId)),
      ),
    );
  }

  @RpcHandler(PaymentsAccountCalls.getExternalAccount)
  async getExternalAccount(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(StripeObjectRefSchema, payload);
    return AccountViews.externalAccount(await this.queryBus.execute(new GetExternalAccountQuery(accountId, id)));
  }

  @RpcHandler(PaymentsAccountCalls.listExternalAccounts)
  async listExternalAccounts(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, page } = decodeRequest(ListStripeObjectsRequestSchema, payload);
    return AccountViews.externalAccounts(
      await this.queryBus.execute(new ListExternalAccountsQuery(accountId, stripePageParams(page))),
    );
  }

  @RpcHandler(PaymentsAccountCalls.deleteExternalAccount)
  async deleteExternalAccount(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, commandId } = decodeRequest(StripeObjectRefSchema, payload);
    return AccountViews.deleted(
      await this.commandBus.execute(new DeleteExternalAccountCommand(accountId, id, commandIdOf(commandId))),
    );
  }

  @RpcHandler(PaymentsAccountCalls.uploadFile)
  async uploadFile(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, purpose, fileName, uploadKey, commandId } = decodeRequest(
      UploadIdentityFileRequestSchema,
      payload,
    );
    return AccountViews.file(
      await this.commandBus.execute(
        new UploadIdentityFileCommand(accountId, purpose, fileName, uploadKey, commandIdOf(commandId)),
      ),
    );
  }
}

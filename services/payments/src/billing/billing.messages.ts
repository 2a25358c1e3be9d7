import type { JsonValue } from '@bufbuild/protobuf';
import {
  AttachPaymentMethodRequestSchema,
  BillingRefSchema,
  CreateSetupIntentRequestSchema,
  ListPaymentMethodsRequestSchema,
  PaymentMethodDetachedSchema,
  PaymentMethodRefSchema,
  PaymentsBillingCalls,
  UpdateBillingRequestSchema,
} from '@callsheet/contracts';
import { create, toJson } from '@bufbuild/protobuf';
import { decodeRequest, pageOf, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { commandIdOf } from '../account/command-id.js';
import { billingJson, paymentMethodJson, paymentMethodPageJson, setupIntentJson } from './billing.views.js';
import { AttachPaymentMethodCommand } from './commands/attach-payment-method/attach-payment-method.command.js';
import { CreateSetupIntentCommand } from './commands/create-setup-intent/create-setup-intent.command.js';
import { DetachPaymentMethodCommand } from './commands/detach-payment-method/detach-payment-method.command.js';
import { SetDefaultPaymentMethodCommand } from './commands/set-default-payment-method/set-default-payment-method.command.js';
import { UpdateBillingCommand } from './commands/update-billing/update-billing.command.js';
import { GetBillingQuery } from './queries/get-billing/get-billing.query.js';
import { ListPaymentMethodsQuery } from './queries/list-payment-methods/list-payment-methods.query.js';

/** Kafka transport for payer billing: decode, dispatch one command or query, encode. */
@Controller()
export class BillingMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(PaymentsBillingCalls.getBilling)
  async get(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId } = decodeRequest(BillingRefSchema, payload);
    return billingJson(await this.queryBus.execute(new GetBillingQuery(accountId)));
  }

  @RpcHandler(PaymentsBillingCalls.updateBilling)
  async update(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, email, name, commandId } = decodeRequest(UpdateBillingRequestSchema, payload);
    return billingJson(
      await this.commandBus.execute(new UpdateBillingCommand(accountId, { email, name }, commandIdOf(commandId))),
    );
  }

  @RpcHandler(PaymentsBillingCalls.createSetupIntent)
  async setupIntent(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, paymentMethodTypes, commandId } = decodeRequest(CreateSetupIntentRequestSchema, payload);
    return setupIntentJson(
      await this.commandBus.execute(
        new CreateSetupIntentCommand(accountId, paymentMethodTypes, commandIdOf(commandId)),
      ),
    );
  }

  @RpcHandler(PaymentsBillingCalls.attachPaymentMethod)
  async attach(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, paymentMethod, makeDefault, commandId } = decodeRequest(
      AttachPaymentMethodRequestSchema,
      payload,
    );
    const { method, defaultPaymentMethodId } = await this.commandBus.execute(
      new AttachPaymentMethodCommand(accountId, paymentMethod, makeDefault, commandIdOf(commandId)),
    );
    return paymentMethodJson(method, defaultPaymentMethodId);
  }

  @RpcHandler(PaymentsBillingCalls.listPaymentMethods)
  async list(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, page } = decodeRequest(ListPaymentMethodsRequestSchema, payload);
    const list = await this.queryBus.execute(new ListPaymentMethodsQuery(accountId, pageOf(page)));
    return paymentMethodPageJson(list.page, list.defaultPaymentMethodId);
  }

  @RpcHandler(PaymentsBillingCalls.setDefaultPaymentMethod)
  async setDefault(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, commandId } = decodeRequest(PaymentMethodRefSchema, payload);
    const { method, defaultPaymentMethodId } = await this.commandBus.execute(
      new SetDefaultPaymentMethodCommand(accountId, id, commandIdOf(commandId)),
    );
    return paymentMethodJson(method, defaultPaymentMethodId);
  }

  @RpcHandler(PaymentsBillingCalls.detachPaymentMethod)
  async detach(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, commandId } = decodeRequest(PaymentMethodRefSchema, payload);
    await this.commandBus.execute(new DetachPaymentMethodCommand(accountId, id, commandIdOf(commandId)));
    return toJson(PaymentMethodDetachedSchema, create(PaymentMethodDetachedSchema, { id, detached: true }));
  }
}

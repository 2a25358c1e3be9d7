import { AccountCreatedSchema, IdentityTopics } from '@callsheet/contracts';
import { type ConsumedEvent, EventConsumer, type EventHandler, type SqlClient } from '@callsheet/kernel';
import { CommandBus } from '@nestjs/cqrs';
import { OpenConnectedAccountCommand } from '../commands/open-connected-account/open-connected-account.command.js';

type AccountEvent = typeof AccountCreatedSchema;

/** identity.account.events: each new account gets its Stripe connected account (OpenConnectedAccountCommand). */
@EventConsumer()
export class IdentityAccountEventsHandler implements EventHandler<AccountEvent> {
  readonly name = 'payments.identity-account-events';
  readonly topic = IdentityTopics.accountEvents;
  readonly schema = AccountCreatedSchema;

  constructor(private readonly commands: CommandBus) {}

  async handle({ eventId, payload }: ConsumedEvent<AccountEvent>, sql: SqlClient): Promise<void> {
    const account = {
      accountId: payload.accountId,
      businessType: payload.businessType,
      accountType: payload.accountType,
      name: payload.name,
      country: payload.country,
      minor: payload.minor,
      individual: payload.individual,
      accountToken: payload.accountToken,
      tosAcceptedAt: payload.tosAcceptedAt,
      ownerEmail: payload.ownerEmail,
    };
    await this.commands.execute(new OpenConnectedAccountCommand(eventId, account, sql));
  }
}

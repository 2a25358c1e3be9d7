import type { SqlClient } from '@callsheet/kernel';
import { Command } from '@nestjs/cqrs';
import type { NewConnectedAccountInput } from '../../domain/connect-account.js';

/**
 * identity's AccountCreated (dispatched by reactions/identity-account-events.handler.ts): opens the Stripe
 * connected account of the new account and keeps the link, inside the consumer's transaction (`sql`),
 * so that the event is recorded as handled with the link. `eventId` keys Stripe's idempotency.
 * Answers whether a link was written (false: it existed already).
 */
export class OpenConnectedAccountCommand extends Command<boolean> {
  constructor(
    readonly eventId: string,
    readonly account: NewConnectedAccountInput,
    readonly sql: SqlClient,
  ) {
    super();
  }
}

import type { JsonObject } from '@bufbuild/protobuf';
import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';

/**
 * POST /api/stripe/account/external (id empty: a token or a US bank account) and PATCH .../{id}
 * (holder name and type, default for its currency), domain/external-account-update.ts.
 */
export class SaveExternalAccountCommand extends Command<Stripe.ExternalAccount> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly fields: JsonObject,
    readonly commandId: string,
  ) {
    super();
  }
}

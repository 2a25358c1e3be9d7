import type { JsonObject } from '@bufbuild/protobuf';
import { Command } from '@nestjs/cqrs';
import type { AccountWithStripe } from '../../queries/get-account/get-account.query.js';

/** PATCH /api/account: the Stripe fields given (domain/account-update.ts), nothing else. */
export class UpdateAccountCommand extends Command<AccountWithStripe> {
  constructor(
    readonly accountId: string,
    readonly fields: JsonObject,
    readonly commandId: string,
  ) {
    super();
  }
}

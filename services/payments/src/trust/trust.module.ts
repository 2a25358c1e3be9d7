import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TransferModule } from '../transfer/transfer.module.js';
import { MarkTrustAccountHandler } from './commands/mark-trust-account/mark-trust-account.handler.js';
import { UnmarkTrustAccountHandler } from './commands/unmark-trust-account/unmark-trust-account.handler.js';
import { GetTrustAccountHandler } from './queries/get-trust-account/get-trust-account.handler.js';
import { TrustAccountRepository } from './trust-account.repository.js';
import { TrustMessages } from './trust.messages.js';

/** Minors' trust accounts: the bank account a guardian marks, where the trust set-asides are paid out. */
@Module({
  imports: [CqrsModule, TransferModule],
  controllers: [TrustMessages],
  providers: [TrustAccountRepository, MarkTrustAccountHandler, UnmarkTrustAccountHandler, GetTrustAccountHandler],
})
export class TrustModule {}

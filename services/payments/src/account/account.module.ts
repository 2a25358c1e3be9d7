import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountMessages } from './account.messages.js';
import { AccountRepository } from './account.repository.js';
import { ApplyStripePayoutEventHandler } from './commands/apply-stripe-payout-event/apply-stripe-payout-event.handler.js';
import { CreateAccountLinkHandler } from './commands/create-account-link/create-account-link.handler.js';
import { CreateDashboardLinkHandler } from './commands/create-dashboard-link/create-dashboard-link.handler.js';
import { CreateInstantPayoutHandler } from './commands/create-instant-payout/create-instant-payout.handler.js';
import { DeleteExternalAccountHandler } from './commands/delete-external-account/delete-external-account.handler.js';
import { OpenConnectedAccountHandler } from './commands/open-connected-account/open-connected-account.handler.js';
import { DeletePersonHandler } from './commands/delete-person/delete-person.handler.js';
import { SaveExternalAccountHandler } from './commands/save-external-account/save-external-account.handler.js';
import { SavePersonHandler } from './commands/save-person/save-person.handler.js';
import { SyncConnectedAccountHandler } from './commands/sync-connected-account/sync-connected-account.handler.js';
import { UpdateAccountHandler } from './commands/update-account/update-account.handler.js';
import { UploadIdentityFileHandler } from './commands/upload-identity-file/upload-identity-file.handler.js';
import { ConnectedAccountStripe } from './connected-account.stripe.js';
import { IdentityAccountEventsHandler } from './reactions/identity-account-events.handler.js';
import { InstantPayouts } from './instant-payouts.js';
import { PersonsReader } from './persons.reader.js';
import { GetAccountHandler } from './queries/get-account/get-account.handler.js';
import { GetBalanceHandler } from './queries/get-balance/get-balance.handler.js';
import { GetExternalAccountHandler } from './queries/get-external-account/get-external-account.handler.js';
import { GetPersonHandler } from './queries/get-person/get-person.handler.js';
import { ListExternalAccountsHandler } from './queries/list-external-accounts/list-external-accounts.handler.js';
import { ListPersonsHandler } from './queries/list-persons/list-persons.handler.js';
import { QuoteInstantPayoutHandler } from './queries/quote-instant-payout/quote-instant-payout.handler.js';

const handlers = [
  OpenConnectedAccountHandler,
  SyncConnectedAccountHandler,
  ApplyStripePayoutEventHandler,
  UpdateAccountHandler,
  SavePersonHandler,
  DeletePersonHandler,
  SaveExternalAccountHandler,
  DeleteExternalAccountHandler,
  UploadIdentityFileHandler,
  CreateAccountLinkHandler,
  CreateDashboardLinkHandler,
  CreateInstantPayoutHandler,
  GetAccountHandler,
  GetBalanceHandler,
  QuoteInstantPayoutHandler,
  GetPersonHandler,
  ListPersonsHandler,
  GetExternalAccountHandler,
  ListExternalAccountsHandler,
];

/**
 * Stripe connected accounts: the link per account, persons, external accounts, files, balance, payouts,
 * and Stripe's hosted onboarding and Express dashboard links.
 */
@Module({
  imports: [CqrsModule],
  controllers: [AccountMessages],
  providers: [
    AccountRepository,
    ConnectedAccountStripe,
    InstantPayouts,
    PersonsReader,
    IdentityAccountEventsHandler,
    ...handlers,
  ],
  exports: [AccountRepository],
})
export class AccountModule {}

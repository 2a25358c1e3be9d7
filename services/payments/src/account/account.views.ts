import { create, type JsonObject, type JsonValue, toJson } from '@bufbuild/protobuf';
import {
  AccountLinkViewSchema,
  ConnectedAccountBalanceSchema,
  ConnectedAccountViewSchema,
  DashboardLinkViewSchema,
  IdentityFileViewSchema,
  InstantPayoutQuoteViewSchema,
  PayoutViewSchema,
  StripeObjectDeletedSchema,
  StripeObjectPageSchema,
  StripeObjectViewSchema,
} from '@callsheet/contracts';
import type Stripe from 'stripe';
import type { StoredPayout } from './account.repository.js';
import type { UploadedIdentityFile } from './commands/upload-identity-file/upload-identity-file.command.js';
import type { CreatedAccountLink } from './commands/create-account-link/create-account-link.command.js';
import { ACCOUNT_STATUS_KEYS, type AccountStatus, accountStatusEntry } from './domain/account-status.js';
import type { KeptRequirements } from './domain/stripe-account.types.js';
import type { InstantPayoutOffer } from './instant-payouts.js';
import type { AccountWithStripe } from './queries/get-account/get-account.query.js';
import type { StripePage } from './stripe-page.js';
import { accountDetails, personView, plainJson, requirementsMessage } from './stripe-account.views.js';

/** The replies of the account module's patterns, as their contracts' JSON. */
export const AccountViews = {
  /**
   * The account's status, flags and requirement messages as kept from Stripe's account.updated events
   * (the newest applied, in Stripe's order; at first those of the account's creation), beside Stripe's
   * fields as Stripe has them now. Stripe tells every change by event, so the status shown is the one
   * payments acts on.
   */
  account({ row, account }: AccountWithStripe): JsonValue {
    const status = keptStatus(row.status);
    return toJson(
      ConnectedAccountViewSchema,
      create(ConnectedAccountViewSchema, {
        accountId: row.accountId,
        stripeAccountId: row.stripeAccountId,
        status,
        statusLabelKey: accountStatusEntry(status).labelKey,
        chargesEnabled: row.chargesEnabled,
        payoutsEnabled: row.payoutsEnabled,
        requirements: requirementsMessage(row.requirements as KeptRequirements),
        details: accountDetails(account),
        connectType: row.type,
      }),
    );
  },

  accountLink(link: CreatedAccountLink): JsonValue {
    return toJson(
      AccountLinkViewSchema,
      create(AccountLinkViewSchema, {
        type: link.type,
        url: link.url,
        created: BigInt(link.created),
        expiresAt: BigInt(link.expires_at),
        returnUrl: link.returnUrl,
        refreshUrl: link.refreshUrl,
      }),
    );
  },

  dashboardLink(link: Stripe.LoginLink): JsonValue {
    return toJson(
      DashboardLinkViewSchema,
      create(DashboardLinkViewSchema, { url: link.url, created: BigInt(link.created) }),
    );
  },

  balance(balance: Stripe.Balance): JsonValue {
    const amounts = (list: readonly { amount: number; currency: string }[] | null | undefined) =>
      (list ?? []).map((entry) => ({ amount: BigInt(entry.amount), currency: entry.currency }));
    return toJson(
      ConnectedAccountBalanceSchema,
      create(ConnectedAccountBalanceSchema, {
        available: amounts(balance.available),
        pending: amounts(balance.pending),
        instantAvailable: amounts(balance.instant_available),
      }),
    );
  },

  quote(offer: InstantPayoutOffer): JsonValue {
    return toJson(
      InstantPayoutQuoteViewSchema,
      create(InstantPayoutQuoteViewSchema, {
        amount: BigInt(offer.amount),
        fee: BigInt(offer.fee),
        net: BigInt(offer.net),
        currency: offer.currency,
        destination: offer.destination,
        available: BigInt(offer.available),
      }),
    );
  },

  payout(payout: StoredPayout): JsonValue {
    return toJson(
      PayoutViewSchema,
      create(PayoutViewSchema, {
        id: payout.id,
        stripePayoutId: payout.stripePayoutId ?? '',
        method: payout.method,
        status: payout.status,
        amount: BigInt(payout.amount),
        fee: BigInt(payout.fee),
        net: BigInt(payout.amount - payout.fee),
        currency: payout.currency,
        destination: payout.destination ?? '',
        createdAt: payout.createdAt.toISOString(),
      }),
    );
  },

  person(person: Stripe.Person): JsonValue {
    return stripeObjectView(personView(person));
  },

  persons(page: StripePage<Stripe.Person>): JsonValue {
    return stripeObjectPage(page, personView);
  },

  externalAccount(account: Stripe.ExternalAccount): JsonValue {
    return stripeObjectView(plainJson(account));
  },

  externalAccounts(page: StripePage<Stripe.ExternalAccount>): JsonValue {
    return stripeObjectPage(page, plainJson);
  },

  deleted(deleted: { id: string; deleted: boolean }): JsonValue {
    return toJson(
      StripeObjectDeletedSchema,
      create(StripeObjectDeletedSchema, { id: deleted.id, deleted: deleted.deleted }),
    );
  },

  file(file: UploadedIdentityFile): JsonValue {
    return toJson(
      IdentityFileViewSchema,
      create(IdentityFileViewSchema, {
        id: file.id,
        purpose: file.purpose,
        type: file.type,
        size: BigInt(file.size),
        fileName: file.fileName,
      }),
    );
  },
};

/** The row's status (account/domain/account-status.ts wrote it), unknown if it is none of ours. */
function keptStatus(status: string): AccountStatus {
  return ACCOUNT_STATUS_KEYS.find((key) => key === status) ?? 'unknown';
}

/** One Stripe object (a person, a bank account) as Stripe's JSON, in the contract's wrapper. */
function stripeObjectView(object: JsonObject): JsonValue {
  return toJson(StripeObjectViewSchema, create(StripeObjectViewSchema, { object }));
}

/** A page of Stripe objects, each shown by `view`. */
function stripeObjectPage<T>(page: StripePage<T>, view: (object: T) => JsonObject): JsonValue {
  return toJson(
    StripeObjectPageSchema,
    create(StripeObjectPageSchema, { data: page.data.map(view), hasMore: page.has_more }),
  );
}

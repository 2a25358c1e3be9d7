import { create } from '@bufbuild/protobuf';
import {
  ApplicationSnapshotSchema,
  ApplicationStatusChangedSchema,
  DealMemoSchema,
  SplitShareSchema,
} from '@callsheet/contracts';
import { uuid7 } from '@callsheet/kernel';
import { CommandBus } from '@nestjs/cqrs';
import {
  CreateInvoiceCommand,
  type CreateInvoiceInput,
} from '../src/invoice/commands/create-invoice/create-invoice.command.js';
import { AttachPaymentMethodCommand } from '../src/billing/commands/attach-payment-method/attach-payment-method.command.js';
import { InvoiceActionCommand } from '../src/invoice/commands/invoice-action/invoice-action.command.js';
import type { StoredInvoice } from '../src/invoice/invoice.repository.js';
import { ApplicationEventsHandler } from '../src/invoice/reactions/application-events.handler.js';
import { consumedEvent, deliverEvent } from './payments-fixtures.js';
import type { PaymentsTestApp } from './payments-test-app.js';

/** A connected account row as the account module keeps it (the account helper's table; read here). */
export async function connectedAccount(
  harness: PaymentsTestApp,
  overrides: {
    stripeAccountId?: string;
    stripeCustomerId?: string;
    minor?: boolean;
    billingEmail?: string;
    displayName?: string;
  } = {},
): Promise<string> {
  const accountId = uuid7();
  await harness.db.connectedAccount.create({
    data: {
      accountId,
      stripeAccountId: overrides.stripeAccountId ?? `acct_${accountId.replaceAll('-', '').slice(-16)}`,
      stripeCustomerId: overrides.stripeCustomerId ?? null,
      type: 'custom',
      country: 'US',
      businessType: overrides.minor ? 'parent' : 'company',
      accountType: 'talent',
      minor: overrides.minor ?? false,
      status: 'enabled',
      billingEmail: overrides.billingEmail ?? null,
      displayName: overrides.displayName ?? null,
    },
  });
  return accountId;
}

export interface Parties {
  payer: string;
  talentAccount: string;
  talentId: string;
  representatives: { accountId: string; profileId: string; shareBps: number }[];
  talentShareBps: number;
}

/** A payer, a talent and representatives, each with a connected account. */
export async function parties(
  harness: PaymentsTestApp,
  shares: { talent: number; representatives: number[] } = { talent: 8000, representatives: [1500, 500] },
  options: { minor?: boolean } = {},
): Promise<Parties> {
  const representatives = [];
  for (const shareBps of shares.representatives) {
    representatives.push({ accountId: await connectedAccount(harness), profileId: uuid7(), shareBps });
  }
  return {
    // The paying production, with the billing email Stripe sends its invoices to.
    payer: await connectedAccount(harness, { billingEmail: 'billing@studio.example', displayName: 'Blue Door Films' }),
    talentAccount: await connectedAccount(harness, { minor: options.minor }),
    talentId: uuid7(),
    representatives,
    talentShareBps: shares.talent,
  };
}

export interface DealOptions {
  status?: string;
  memo?: boolean;
  unitRate?: number;
  quantity?: number;
  minor?: boolean;
  trustAccount?: boolean;
  /** The job's work state, carried in the deal (the minor's trust rule follows it). */
  workState?: string;
  talentBirthDate?: string;
}

/** Announces an application to payments the way connections does (its events' snapshot). */
export async function announceApplication(
  harness: PaymentsTestApp,
  who: Parties,
  options: DealOptions = {},
  applicationId = uuid7(),
): Promise<string> {
  const snapshot = create(ApplicationSnapshotSchema, {
    applicationId,
    jobId: uuid7(),
    jobAccountId: who.payer,
    talentId: who.talentId,
    talentAccountId: who.talentAccount,
    applicantAccountId: who.talentAccount,
    status: options.status ?? 'accepted',
    talentMinor: options.minor ?? false,
    talentTrustAccount: options.trustAccount ?? false,
    jobTitle: 'Lead, commercial shoot',
    talentName: 'Ada Lovelace',
    jobWorkState: options.workState,
    talentBirthDate: options.talentBirthDate,
    dealMemo:
      options.memo === false
        ? undefined
        : create(DealMemoSchema, {
            rateType: 'daily',
            unitRate: options.unitRate ?? 50_000,
            quantity: options.quantity ?? 2,
            currency: 'usd',
            split: [
              create(SplitShareSchema, {
                profileType: 'talent',
                profileId: who.talentId,
                shareBps: who.talentShareBps,
                accountId: who.talentAccount,
              }),
              ...who.representatives.map((representative) =>
                create(SplitShareSchema, {
                  profileType: 'representative',
                  profileId: representative.profileId,
                  shareBps: representative.shareBps,
                  accountId: representative.accountId,
                }),
              ),
            ],
          }),
  });
  await deliverEvent(
    harness,
    ApplicationEventsHandler,
    consumedEvent(ApplicationStatusChangedSchema, applicationId, {
      application: snapshot,
      from: 'pending',
      action: 'accept',
    }),
  );
  return applicationId;
}

export async function createInvoice(
  harness: PaymentsTestApp,
  who: Parties,
  applicationId: string,
  input: CreateInvoiceInput = {},
): Promise<StoredInvoice> {
  return harness.app.get(CommandBus).execute(new CreateInvoiceCommand(who.payer, applicationId, input));
}

export async function act(
  harness: PaymentsTestApp,
  invoice: Pick<StoredInvoice, 'id' | 'accountId'>,
  action: string,
  options: ConstructorParameters<typeof InvoiceActionCommand>[3] = {},
) {
  return harness.app.get(CommandBus).execute(new InvoiceActionCommand(invoice.accountId, invoice.id, action, options));
}

/** The types of the events in the outbox for an aggregate, oldest first. */
export async function outboxTypes(harness: PaymentsTestApp, aggregateId: string): Promise<string[]> {
  const rows = await harness.db.outboxEvent.findMany({ where: { aggregateId }, orderBy: { id: 'asc' } });
  return rows.map((row) => row.eventType.replace('callsheet.payments.v1.', ''));
}

/** A card on the payer's file (stripe-mock's test payment method), the default one when it is the first. */
export async function cardOnFile(harness: PaymentsTestApp, accountId: string, paymentMethod = 'pm_card_visa') {
  return harness.app
    .get(CommandBus)
    .execute(new AttachPaymentMethodCommand(accountId, paymentMethod, undefined, uuid7()));
}

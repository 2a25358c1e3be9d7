import type { DescService } from '@bufbuild/protobuf';
import { ConnectionsService } from '../gen/callsheet/connections/v1/connections_service_pb.js';
import { IdentityService } from '../gen/callsheet/identity/v1/identity_service_pb.js';
import { PaymentsAccountService } from '../gen/callsheet/payments/v1/payments_account_service_pb.js';
import { PaymentsBillingService } from '../gen/callsheet/payments/v1/payments_billing_service_pb.js';
import { PaymentsInvoiceService } from '../gen/callsheet/payments/v1/payments_invoice_service_pb.js';
import { ProductionsService } from '../gen/callsheet/productions/v1/productions_service_pb.js';
import { ProfilesService } from '../gen/callsheet/profiles/v1/profiles_service_pb.js';
import { patternOf, patternsOf } from './rpc.js';

// Request/reply patterns, named <service>.<aggregate>.<verb> (docs/architecture.md §2). Each pattern is also
// a Kafka topic; its replies travel on `<pattern>.reply`. They are declared in the protobuf services
// (callsheet/*/v1/*_service.proto, option `(callsheet.common.v1.pattern)`) and only read here.

/** The protobuf services each service answers (payments answers three). */
export const RpcServicesByService = {
  identity: [IdentityService],
  profiles: [ProfilesService],
  productions: [ProductionsService],
  connections: [ConnectionsService],
  payments: [PaymentsAccountService, PaymentsInvoiceService, PaymentsBillingService],
} as const;

export const IdentityPatterns = patternsOf(IdentityService);
export const ProfilesPatterns = patternsOf(ProfilesService);
export const ProductionsPatterns = patternsOf(ProductionsService);
export const ConnectionsPatterns = patternsOf(ConnectionsService);
export const PaymentsPatterns = {
  ...patternsOf(PaymentsAccountService),
  ...patternsOf(PaymentsInvoiceService),
  ...patternsOf(PaymentsBillingService),
};

/** Domain-event topics, `<service>.<aggregate>.events`, keyed by aggregate id. */
export const IdentityTopics = {
  accountEvents: 'identity.account.events',
} as const;

export const ProductionsTopics = {
  productionEvents: 'productions.production.events',
  projectEvents: 'productions.project.events',
  jobEvents: 'productions.job.events',
} as const;

export const ProfilesTopics = {
  talentEvents: 'profiles.talent.events',
  representativeEvents: 'profiles.representative.events',
} as const;

export const ConnectionsTopics = {
  connectionEvents: 'connections.connection.events',
  applicationEvents: 'connections.application.events',
} as const;

export const PaymentsTopics = {
  accountEvents: 'payments.account.events',
  invoiceEvents: 'payments.invoice.events',
  transferEvents: 'payments.transfer.events',
  payoutEvents: 'payments.payout.events',
  disputeEvents: 'payments.dispute.events',
  billingEvents: 'payments.billing.events',
} as const;

/**
 * Stripe's webhook events as the gateway received and verified them, keyed by the Stripe object they
 * are about (one object's events stay in order); payments handles them asynchronously.
 */
export const StripeTopics = {
  webhookEvents: 'stripe.webhook.events',
} as const;

/** Every pattern a service answers, keyed by service: used to provision topics and subscribe the gateway. */
export const PatternsByService = mapServices((services) =>
  services.flatMap((service) => service.methods.map(patternOf)),
);

function mapServices<T>(map: (services: readonly DescService[]) => T): {
  readonly [Name in keyof typeof RpcServicesByService]: T;
} {
  const entries = Object.entries(RpcServicesByService).map(([name, services]) => [name, map(services)]);
  return Object.fromEntries(entries) as { [Name in keyof typeof RpcServicesByService]: T };
}

export type ServiceName = keyof typeof PatternsByService;

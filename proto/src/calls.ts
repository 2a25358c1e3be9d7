import { ConnectionsService } from '../gen/callsheet/connections/v1/connections_service_pb.js';
import { IdentityService } from '../gen/callsheet/identity/v1/identity_service_pb.js';
import { PaymentsAccountService } from '../gen/callsheet/payments/v1/payments_account_service_pb.js';
import { PaymentsBillingService } from '../gen/callsheet/payments/v1/payments_billing_service_pb.js';
import { PaymentsInvoiceService } from '../gen/callsheet/payments/v1/payments_invoice_service_pb.js';
import { ProductionsService } from '../gen/callsheet/productions/v1/productions_service_pb.js';
import { ProfilesService } from '../gen/callsheet/profiles/v1/profiles_service_pb.js';
import { callsOf } from './rpc.js';

// Each service's request/reply calls (pattern, request and reply contracts), derived from its protobuf
// service: the gateway sends them (RpcClient.send) and the service answers them (@RpcHandler).
export const IdentityCalls = callsOf(IdentityService);
export const ProfilesCalls = callsOf(ProfilesService);
export const ProductionsCalls = callsOf(ProductionsService);
export const ConnectionsCalls = callsOf(ConnectionsService);
export const PaymentsAccountCalls = callsOf(PaymentsAccountService);
export const PaymentsInvoiceCalls = callsOf(PaymentsInvoiceService);
export const PaymentsBillingCalls = callsOf(PaymentsBillingService);

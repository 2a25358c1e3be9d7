import {
  createFileStorage,
  createKafka,
  FILE_STORAGE,
  KAFKA,
  LOGGER,
  METRICS,
  type Logger,
  type Metrics,
} from '@callsheet/kernel';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { opsKafkaCredentials, type GatewayEnv } from './gateway.env.js';
import { ApiAccessGuard } from './access/api-access.guard.js';
import { FEATURE_RULES_TTL, FeatureRulesSource } from './access/feature-rules.source.js';
import { AccountController } from './account/account.controller.js';
import { AccessTokenVerifier } from './auth/access-token.verifier.js';
import { RedisRevokedSessions, REVOKED_SESSIONS } from './auth/revoked-sessions.js';
import { IdentityClient } from './auth/identity.client.js';
import { MeController } from './auth/me.controller.js';
import { PublicAuthController } from './auth/public-auth.controller.js';
import { SsoController } from './auth/sso.controller.js';
import { ApplicationController } from './connections/application.controller.js';
import { BillingController } from './payments/billing/billing.controller.js';
import { PaymentsBillingClient } from './payments/billing/billing.client.js';
import { InvoiceController } from './payments/invoice/invoice.controller.js';
import { TrustAccountClient } from './payments/trust/trust-account.client.js';
import { TrustAccountController } from './payments/trust/trust-account.controller.js';
import { PaymentsInvoiceClient } from './payments/invoice/payments-invoice.client.js';
import { TransferReportController } from './payments/invoice/transfer-report.controller.js';
import { TransferController } from './payments/invoice/transfer.controller.js';
import { ConnectedAccountController } from './payments/account/connected-account.controller.js';
import { ExternalAccountController } from './payments/account/external-account.controller.js';
import { IdentityFileController } from './payments/account/identity-file.controller.js';
import { PaymentsAccountClient } from './payments/account/payments-account.client.js';
import { PersonController } from './payments/account/person.controller.js';
import { ConnectionController } from './connections/connection.controller.js';
import { ConnectionsClient } from './connections/connections.client.js';
import { ProfileConnections } from './connections/connections.expand.js';
import { HealthController } from './health/health.controller.js';
import { InviteController } from './invite/invite.controller.js';
import { LicenseDocumentFileController } from './license-documents/license-document-file.controller.js';
import { LicenseDocumentLinks } from './license-documents/license-document-links.js';
import { OpsModule } from './ops/ops.module.js';
import { PhotoFileController } from './photos/photo-file.controller.js';
import { PhotoLinks } from './photos/photo-links.js';
import { CatalogueController } from './profiles/catalogue.controller.js';
import { ProfilesClient } from './profiles/profiles.client.js';
import { RepresentativeController } from './profiles/representative.controller.js';
import { TalentController } from './profiles/talent.controller.js';
import { ProductionCatalogueController } from './productions/catalogue.controller.js';
import { JobController } from './productions/job.controller.js';
import { ProductionController } from './productions/production.controller.js';
import { ProjectController } from './productions/project.controller.js';
import { ProductionsClient } from './productions/productions.client.js';
import { PublicConfigController } from './public-config/public-config.controller.js';
import { RpcModule } from './rpc/rpc.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

/** The documented REST API's controllers, one line per route: each delegates to its service's client. */
export const GATEWAY_CONTROLLERS = [
  HealthController,
  PublicConfigController,
  PublicAuthController,
  MeController,
  AccountController,
  SsoController,
  InviteController,
  CatalogueController,
  ProductionCatalogueController,
  TalentController,
  RepresentativeController,
  PhotoFileController,
  LicenseDocumentFileController,
  ProductionController,
  ProjectController,
  JobController,
  ConnectionController,
  ApplicationController,
  InvoiceController,
  TransferController,
  TransferReportController,
  ConnectedAccountController,
  PersonController,
  ExternalAccountController,
  IdentityFileController,
  BillingController,
  TrustAccountController,
];

/** The per-service clients the controllers delegate to (rpc/gateway.client.ts). */
export const GATEWAY_CLIENTS = [
  IdentityClient,
  ProfilesClient,
  ProductionsClient,
  ConnectionsClient,
  PaymentsAccountClient,
  PaymentsInvoiceClient,
  PaymentsBillingClient,
  TrustAccountClient,
];

/** The documented REST API in front of the services (docs/architecture.md §1). */
@Global()
@Module({})
export class GatewayModule {
  static register(env: GatewayEnv, logger: Logger, metrics: Metrics): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        RpcModule.register(env, logger, metrics),
        OpsModule.register({
          opsToken: env.OPS_TOKEN,
          redisUrl: env.REDIS_URL,
          bullPrefix: env.BULLMQ_PREFIX,
          kafkaBrokers: env.KAFKA_BROKERS,
          kafkaUser: opsKafkaCredentials(env),
        }),
        WebhooksModule.register(env),
      ],
      controllers: GATEWAY_CONTROLLERS,
      providers: [
        { provide: LOGGER, useValue: logger },
        { provide: METRICS, useValue: metrics },
        { provide: KAFKA, useValue: createKafka('gateway-admin', env.KAFKA_BROKERS, logger) },
        AccessTokenVerifier,
        { provide: REVOKED_SESSIONS, useFactory: () => new RedisRevokedSessions(env.REDIS_URL) },
        FeatureRulesSource,
        ...GATEWAY_CLIENTS,
        ProfileConnections,
        { provide: FEATURE_RULES_TTL, useValue: env.FEATURE_CONFIG_TTL_MS },
        { provide: FILE_STORAGE, useValue: createFileStorage(env) },
        {
          provide: PhotoLinks,
          useValue: new PhotoLinks(env.PHOTO_LINK_SECRET, publicUrlOf(env)),
        },
        {
          provide: LicenseDocumentLinks,
          useValue: new LicenseDocumentLinks(env.PHOTO_LINK_SECRET, publicUrlOf(env)),
        },
        { provide: APP_GUARD, useClass: ApiAccessGuard },
      ],
      exports: [LOGGER, METRICS, KAFKA, AccessTokenVerifier],
    };
  }
}

/** How clients reach the gateway: the origin of the signed file links. */
function publicUrlOf(env: GatewayEnv): string {
  return env.PUBLIC_URL ?? `http://${env.GATEWAY_HOST}:${env.GATEWAY_PORT}`;
}

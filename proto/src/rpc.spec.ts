import { describe, expect, it } from '@jest/globals';
import { IdentityService } from '../gen/callsheet/identity/v1/identity_service_pb.js';
import { PublicConfigSchema, GetPublicConfigRequestSchema } from '../gen/callsheet/identity/v1/config_pb.js';
import { IdentityPatterns, PatternsByService, PaymentsPatterns } from './patterns.js';
import { callsOf, patternOf } from './rpc.js';

// Each pattern is a Kafka topic that running services and the broker already know: the protobuf
// services may gain rpcs, but a published pattern must never be renamed or dropped. This list is the
// record of what was published; add to it, never edit it.
const published: Record<keyof typeof PatternsByService, string[]> = {
  identity: [
    'identity.account.create',
    'identity.config.get',
    'identity.invite.accept',
    'identity.invite.create',
    'identity.invite.info',
    'identity.session.changePassword',
    'identity.session.clear',
    'identity.session.exchangeSso',
    'identity.session.getJwks',
    'identity.session.refresh',
    'identity.session.selectAccount',
    'identity.session.signIn',
    'identity.user.getMe',
    'identity.user.requestPasswordReset',
    'identity.user.resendVerification',
    'identity.user.resetPassword',
    'identity.user.signUp',
    'identity.user.updatePreferences',
    'identity.user.verifyEmail',
  ],
  profiles: [
    'profiles.catalogue.list',
    'profiles.licenseDocument.delete',
    'profiles.licenseDocument.file',
    'profiles.licenseDocument.get',
    'profiles.licenseDocument.upload',
    'profiles.photo.add',
    'profiles.photo.delete',
    'profiles.photo.file',
    'profiles.photo.list',
    'profiles.photo.setPrimary',
    'profiles.representative.create',
    'profiles.representative.delete',
    'profiles.representative.details',
    'profiles.representative.get',
    'profiles.representative.list',
    'profiles.representative.search',
    'profiles.representative.update',
    'profiles.talent.create',
    'profiles.talent.delete',
    'profiles.talent.details',
    'profiles.talent.get',
    'profiles.talent.list',
    'profiles.talent.search',
    'profiles.talent.update',
  ],
  productions: [
    'productions.catalogue.list',
    'productions.job.byProject',
    'productions.job.changeStatus',
    'productions.job.create',
    'productions.job.delete',
    'productions.job.details',
    'productions.job.get',
    'productions.job.list',
    'productions.job.search',
    'productions.job.update',
    'productions.production.changePhase',
    'productions.production.changeStatus',
    'productions.production.create',
    'productions.production.delete',
    'productions.production.details',
    'productions.production.get',
    'productions.production.list',
    'productions.production.update',
    'productions.project.byProduction',
    'productions.project.changeStatus',
    'productions.project.create',
    'productions.project.delete',
    'productions.project.details',
    'productions.project.get',
    'productions.project.list',
    'productions.project.update',
  ],
  connections: [
    'connections.application.apply',
    'connections.application.get',
    'connections.application.list',
    'connections.application.prospects',
    'connections.application.update',
    'connections.connection.change',
    'connections.connection.connected',
    'connections.connection.get',
    'connections.connection.list',
    'connections.connection.request',
    'connections.connection.withProfile',
  ],
  payments: [
    'payments.account.balance',
    'payments.account.get',
    'payments.account.update',
    'payments.externalAccount.create',
    'payments.externalAccount.delete',
    'payments.externalAccount.get',
    'payments.externalAccount.list',
    'payments.externalAccount.update',
    'payments.file.upload',
    'payments.invoice.action',
    'payments.invoice.create',
    'payments.invoice.delete',
    'payments.invoice.get',
    'payments.invoice.list',
    'payments.payout.instant',
    'payments.payout.quote',
    'payments.person.create',
    'payments.person.delete',
    'payments.person.get',
    'payments.person.list',
    'payments.person.update',
    'payments.report.get',
    'payments.report.request',
    'payments.transfer.get',
    'payments.transfer.list',
  ],
};

describe('request/reply patterns', () => {
  it.each(Object.entries(published))('keeps every published pattern of %s', (service, patterns) => {
    expect(PatternsByService[service as keyof typeof PatternsByService]).toEqual(expect.arrayContaining(patterns));
  });

  it('names each pattern after its service and uses it once', () => {
    const all = Object.entries(PatternsByService).flatMap(([service, patterns]) =>
      patterns.map((pattern) => {
        expect(pattern.startsWith(`${service}.`)).toBe(true);
        return pattern;
      }),
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it('keys the patterns by the rpc name in camelCase', () => {
    expect(IdentityPatterns.getPublicConfig).toBe('identity.config.get');
    expect(PaymentsPatterns.invoiceAction).toBe('payments.invoice.action');
    expect(patternOf(IdentityService.method.clearSession)).toBe('identity.session.clear');
  });

  it('derives each call from its rpc: pattern, request and reply contracts', () => {
    expect(callsOf(IdentityService).getPublicConfig).toEqual({
      pattern: 'identity.config.get',
      request: GetPublicConfigRequestSchema,
      response: PublicConfigSchema,
    });
    expect(Object.keys(callsOf(IdentityService))).toEqual(Object.keys(IdentityPatterns));
  });
});

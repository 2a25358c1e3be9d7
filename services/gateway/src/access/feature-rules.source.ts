import { create } from '@bufbuild/protobuf';
import { GetPublicConfigRequestSchema, isFeatureKey, type FeatureKey, type FeatureRule } from '@callsheet/contracts';
import { LOGGER, RpcClient, type Logger } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import { IdentityCalls } from '@callsheet/contracts';
import type { FeatureRules } from './route-access.js';

export const FEATURE_RULES_TTL = Symbol('FEATURE_RULES_TTL');

/**
 * The feature configuration as identity publishes it, cached for a short while: a configuration change
 * reaches every route within FEATURE_CONFIG_TTL_MS (30 s by default). When identity cannot answer, the last copy keeps
 * serving (features change rarely; refusing every request would be worse); with no copy at all the
 * request fails with identity's error.
 */
@Injectable()
export class FeatureRulesSource {
  private cached: { rules: FeatureRules; fetchedAt: number } | undefined;
  private inFlight: Promise<FeatureRules> | undefined;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(FEATURE_RULES_TTL) private readonly ttlMs: number,
  ) {}

  async current(): Promise<FeatureRules> {
    if (this.cached && Date.now() - this.cached.fetchedAt < this.ttlMs) {
      return this.cached.rules;
    }
    this.inFlight ??= this.fetch().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async fetch(): Promise<FeatureRules> {
    try {
      const config = await this.rpc.send(IdentityCalls.getPublicConfig, create(GetPublicConfigRequestSchema));
      const rules = new Map<FeatureKey, FeatureRule>();
      for (const feature of config.features) {
        if (isFeatureKey(feature.key)) {
          rules.set(feature.key, {
            enabled: feature.enabled,
            access: feature.access,
            requiresOwner: feature.requiresOwner,
          });
        }
      }
      this.cached = { rules, fetchedAt: Date.now() };
      return rules;
    } catch (error) {
      if (this.cached) {
        this.logger.warn({ err: error }, 'feature configuration unavailable; serving the last copy');
        return this.cached.rules;
      }
      throw error;
    }
  }
}

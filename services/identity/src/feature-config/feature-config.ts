import {
  ACCOUNT_TYPE_AUDIENCE,
  ACCOUNT_TYPES,
  ALWAYS_ALLOWED_FEATURE,
  FEATURE_KEYS,
  featureAllows,
  type FeatureCaller,
  type FeatureKey,
} from '@callsheet/contracts';
import { z } from 'zod';

export { FEATURE_KEYS, type FeatureCaller, type FeatureKey };

/**
 * The product's feature configuration (spec section 6): which features are on, who may use them,
 * languages and countries. Read from a versioned JSON file; plain TypeScript, no Nest.
 */
const LOCALE = /^[a-z]{2}-[A-Z]{2}$/;
const COUNTRY = /^[A-Z]{2}$/;

/** What an access list may name: a role, an account type or an audience (a typo fails at start-up). */
const ACCESS_NAMES: readonly string[] = [
  'owner',
  'admin',
  'user',
  ...ACCOUNT_TYPES,
  ...new Set(Object.values(ACCOUNT_TYPE_AUDIENCE)),
];

const featureSchema = z.strictObject({
  enabled: z.boolean(),
  access: z
    .array(z.string().refine((name) => ACCESS_NAMES.includes(name), 'expected a role, account type or audience'))
    .optional(),
  requiresOwner: z.boolean().optional(),
});

export const featureConfigFileSchema = z
  .strictObject({
    version: z.string().min(1),
    defaultLocale: z.string().regex(LOCALE, 'expected a locale such as en-CA'),
    languages: z.array(z.string().regex(LOCALE, 'expected a locale such as fr-QC')).min(1),
    defaultCountry: z.string().regex(COUNTRY, 'expected an ISO 3166-1 alpha-2 code'),
    supportedCountries: z.array(z.string().regex(COUNTRY)).min(1),
    accountCountries: z.array(z.string().regex(COUNTRY)).min(1),
    features: z.record(z.enum(FEATURE_KEYS), featureSchema),
  })
  .superRefine((file, context) => {
    for (const key of FEATURE_KEYS) {
      if (!(key in file.features)) {
        context.addIssue({ code: 'custom', path: ['features', key], message: `feature ${key} is not configured` });
      }
    }
    for (const country of file.supportedCountries) {
      if (!file.accountCountries.includes(country)) {
        context.addIssue({
          code: 'custom',
          path: ['supportedCountries'],
          message: `${country} is supported but not an account-location country`,
        });
      }
    }
  });

export type FeatureConfigFile = z.infer<typeof featureConfigFileSchema>;
export type ConnectMode = 'express' | 'custom';

export interface Feature {
  key: FeatureKey;
  enabled: boolean;
  access: string[];
  requiresOwner: boolean;
}

export class FeatureConfig {
  private constructor(
    readonly file: FeatureConfigFile,
    readonly connectMode: ConnectMode,
  ) {}

  /** Validates the raw file; throws with every problem listed, so a bad deploy fails at start-up. */
  static parse(raw: unknown, connectMode: ConnectMode): FeatureConfig {
    const result = featureConfigFileSchema.safeParse(raw);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
      throw new Error(`Invalid feature configuration:\n  - ${problems.join('\n  - ')}`);
    }
    return new FeatureConfig(result.data, connectMode);
  }

  features(): Feature[] {
    return FEATURE_KEYS.map((key) => {
      const feature = this.file.features[key];
      const alwaysAllowed = key === ALWAYS_ALLOWED_FEATURE;
      return {
        key,
        enabled: alwaysAllowed || (feature?.enabled ?? false),
        access: alwaysAllowed ? [] : (feature?.access ?? []),
        requiresOwner: feature?.requiresOwner ?? false,
      };
    });
  }

  /** Spec section 6's rule (shared with the gateway through the contracts). */
  isAllowed(key: FeatureKey, caller: FeatureCaller): boolean {
    return featureAllows(
      key,
      this.features().find((feature) => feature.key === key),
      caller,
    );
  }
}

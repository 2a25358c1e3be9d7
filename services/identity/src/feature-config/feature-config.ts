import { z } from 'zod';

/**
 * The product's feature configuration (spec section 6): which features are on, who may use them,
 * languages and countries. Read from a versioned JSON file; plain TypeScript, no Nest.
 */
export const FEATURE_KEYS = [
  'account',
  'talentProfiles',
  'representative',
  'production',
  'connection',
  'invoices',
  'applications',
  'transfers',
  'search',
  'searchTalent',
  'searchRepresentative',
  'searchJob',
  'customers',
  'users',
  'payments',
  'disputes',
  'products',
  'coupons',
  'paymentLinks',
  'taxRates',
] as const;

export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** The account feature is always allowed, whatever the file says (spec section 6). */
const ALWAYS_ALLOWED: FeatureKey = 'account';

const LOCALE = /^[a-z]{2}-[A-Z]{2}$/;
const COUNTRY = /^[A-Z]{2}$/;

const featureSchema = z.strictObject({
  enabled: z.boolean(),
  access: z.array(z.string().min(1)).optional(),
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

/** Who is asking, as the access token will say (issue: identity and accounts). */
export interface FeatureCaller {
  role: string;
  accountType?: string;
  owner: boolean;
}

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
      return {
        key,
        enabled: key === ALWAYS_ALLOWED || (feature?.enabled ?? false),
        access: key === ALWAYS_ALLOWED ? [] : (feature?.access ?? []),
        requiresOwner: feature?.requiresOwner ?? false,
      };
    });
  }

  /**
   * A feature is usable when enabled and, if it has an access list, the caller's role or account type
   * is on it; requires-owner features are for owners only. The account feature is always allowed.
   */
  isAllowed(key: FeatureKey, caller: FeatureCaller): boolean {
    if (key === ALWAYS_ALLOWED) {
      return true;
    }
    const feature = this.file.features[key];
    if (!feature?.enabled) {
      return false;
    }
    if (feature.requiresOwner && !caller.owner) {
      return false;
    }
    const access = feature.access ?? [];
    return (
      access.length === 0 ||
      access.includes(caller.role) ||
      (caller.accountType !== undefined && access.includes(caller.accountType))
    );
  }
}

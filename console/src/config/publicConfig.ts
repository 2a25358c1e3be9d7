import { apiUrl } from './runtimeConfig';

export interface FeatureRule {
  enabled: boolean;
  access?: string[];
  requiresOwner?: boolean;
}

/** GET /public/config: the feature configuration identity publishes (services/identity/config). */
export interface PublicConfig {
  defaultLocale: string;
  languages: string[];
  defaultCountry: string;
  supportedCountries: string[];
  accountCountries: string[];
  features: Record<string, FeatureRule>;
}

/** What the console falls back to when the configuration cannot be read (the shipped defaults). */
export const FALLBACK_CONFIG: PublicConfig = {
  defaultLocale: 'en-CA',
  languages: ['en-US', 'fr-QC', 'es-ES'],
  defaultCountry: 'CA',
  supportedCountries: ['US'],
  accountCountries: ['US'],
  features: { account: { enabled: true } },
};

export async function loadPublicConfig(): Promise<PublicConfig> {
  try {
    const response = await fetch(apiUrl('/public/config'), { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      return FALLBACK_CONFIG;
    }
    const body = (await response.json()) as Partial<PublicConfig>;
    return { ...FALLBACK_CONFIG, ...body, features: normalizeFeatures(body.features) };
  } catch {
    return FALLBACK_CONFIG;
  }
}

/** The configuration arrives either as a map by key or as a list of {key, ...}: accept both. */
function normalizeFeatures(features: unknown): Record<string, FeatureRule> {
  if (Array.isArray(features)) {
    return Object.fromEntries(
      (features as Array<FeatureRule & { key: string }>).map(({ key, ...rule }) => [key, rule]),
    );
  }
  return (features as Record<string, FeatureRule> | undefined) ?? FALLBACK_CONFIG.features;
}

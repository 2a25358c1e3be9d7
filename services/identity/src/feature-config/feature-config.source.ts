import { readFileSync } from 'node:fs';
import { FeatureConfig, type ConnectMode } from './feature-config.js';

/** The configuration file shipped with the service; PUBLIC_CONFIG_FILE points elsewhere per deployment. */
export const SHIPPED_CONFIG_FILE = new URL('../../config/public-config.v1.json', import.meta.url).pathname;

/** Reads and validates the file once, at start-up: a broken file stops the service with the reason. */
export function loadFeatureConfig(path: string, connectMode: ConnectMode): FeatureConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(
      `Cannot read the feature configuration ${path}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return FeatureConfig.parse(raw, connectMode);
}

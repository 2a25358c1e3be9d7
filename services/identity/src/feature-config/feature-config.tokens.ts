/** The FeatureConfig loaded at start-up. */
export const FEATURE_CONFIG = Symbol('FeatureConfig');

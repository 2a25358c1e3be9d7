import { createContext, useContext } from 'react';
import { FALLBACK_CONFIG, type PublicConfig } from './publicConfig';

/** /public/config, read once before the console renders (main.tsx). */
export const PublicConfigContext = createContext<PublicConfig>(FALLBACK_CONFIG);

export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}

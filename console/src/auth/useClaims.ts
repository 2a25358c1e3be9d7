import { useSyncExternalStore } from 'react';
import { currentClaims, onSessionChange } from './session';
import type { AccessClaims } from './tokenClaims';

/** The claims of the current access token, re-rendering when the session changes (sign-in, account selected). */
export function useClaims(): AccessClaims | undefined {
  return useSyncExternalStore(onSessionChange, currentClaims);
}

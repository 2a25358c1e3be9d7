import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useClaims } from '../../auth/useClaims';
import { accountRefreshInterval } from './accountRefresh';
import { connectedAccountApi, type ConnectedAccount } from './connectedAccount';

export const CONNECTED_ACCOUNT_KEY = ['account', 'connected'] as const;

/**
 * GET /api/account, shared by the tabs and the checklist: read again after every save, when the window
 * gets the focus back, and every few seconds while Stripe still has something to say, the page being
 * shown (accountRefresh.ts), so the checklist follows Stripe's account.updated without a reload.
 */
export function useConnectedAccount() {
  const claims = useClaims();
  return useQuery<ConnectedAccount>({
    queryKey: [...CONNECTED_ACCOUNT_KEY, claims?.account],
    queryFn: connectedAccountApi.get,
    enabled: Boolean(claims?.account),
    refetchOnWindowFocus: true,
    refetchInterval: (query) => accountRefreshInterval(query.state.data),
    refetchIntervalInBackground: false,
  });
}

/** Reads the account again (the checklist follows what Stripe now asks for). */
export function useRefreshAccount(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CONNECTED_ACCOUNT_KEY });
}

/** Owners and admins change the payment side (the gateway's accountAdmins rule). */
export function useCanManagePayments(): boolean {
  const claims = useClaims();
  return claims?.role === 'owner' || claims?.role === 'admin';
}

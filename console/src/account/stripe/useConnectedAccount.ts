import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useClaims } from '../../auth/useClaims';
import { connectedAccountApi, type ConnectedAccount } from './connectedAccount';

export const CONNECTED_ACCOUNT_KEY = ['account', 'connected'] as const;

/** GET /api/account, shared by the tabs and the checklist; refreshed after every save. */
export function useConnectedAccount() {
  const claims = useClaims();
  return useQuery<ConnectedAccount>({
    queryKey: [...CONNECTED_ACCOUNT_KEY, claims?.account],
    queryFn: connectedAccountApi.get,
    enabled: Boolean(claims?.account),
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

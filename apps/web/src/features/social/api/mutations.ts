import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectSocial, SocialConnection } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { socialKeys } from '@/lib/queries/social';

export { connectSocialSchema } from '@reelforge/contracts';

export const connectAccount = (input: ConnectSocial) =>
  apiJson<SocialConnection>('POST', '/api/social-media/connect', input);
export const disconnectAccount = (id: string) =>
  apiJson<{ message: string }>('DELETE', `/api/social-media/connections/${encodeURIComponent(id)}`);

/** After a change both the dialog's list and the dashboard's Platform Status are refetched. */
export function useRefreshConnections() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: socialKeys.connections, exact: true }),
      queryClient.invalidateQueries({ queryKey: socialKeys.status, exact: true }),
    ]);
}

export function useConnectAccount() {
  const refresh = useRefreshConnections();
  return useMutation({ mutationFn: connectAccount, onSuccess: () => refresh() });
}

export function useDisconnectAccount() {
  const refresh = useRefreshConnections();
  return useMutation({ mutationFn: disconnectAccount, onSuccess: () => refresh() });
}

import { PLATFORM_LABELS, type Platform } from '@reelforge/contracts';
import { Plug } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { useConnections, useOAuthProviders } from '../api/get-connections';
import { useDisconnectAccount } from '../api/mutations';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { ConnectForm } from './connect-form';
import { ConnectionItem } from './connection-item';

export interface SocialConnectionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec: the social-media connection dialog (list with Active/Inactive, disconnect, connect form). */
export function SocialConnectionsDialog({ open, onOpenChange }: SocialConnectionsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Social Media Connections</DialogTitle>
          <DialogDescription>Connect your accounts so scheduled posts publish straight to them.</DialogDescription>
        </DialogHeader>
        {open && <Connections />}
      </DialogContent>
    </Dialog>
  );
}

function Connections() {
  const connections = useConnections(true);
  const providers = useOAuthProviders(true);
  const disconnect = useDisconnectAccount();
  const [reconnect, setReconnect] = useState<Platform | null>(null);
  const list = connections.data ?? [];

  const onDisconnect = (id: string, platform: Platform) =>
    disconnect.mutate(id, {
      onSuccess: () => {
        if (reconnect === platform) setReconnect(null);
        toast({ title: 'Account Disconnected', description: `${PLATFORM_LABELS[platform]} was disconnected.` });
      },
      onError: (error) => notifyMutationError(error, { title: 'Disconnect Failed', fallback: 'Failed to disconnect account' }),
    });

  return (
    <div className="grid gap-5">
      <section aria-label="Connected accounts" className="grid gap-2">
        <h3 className="text-sm font-medium">Connected accounts</h3>
        {connections.isLoading ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-16 rounded-lg" />
            <Skeleton className="h-16 rounded-lg" />
          </div>
        ) : connections.isError ? (
          <LoadError what="Your connections" onRetry={() => void connections.refetch()} className="p-3" />
        ) : list.length === 0 ? (
          <div className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            <Plug className="size-4 shrink-0" />
            No accounts connected yet. Connect one below to publish your posts.
          </div>
        ) : (
          <ul className="grid gap-2">
            {list.map((c) => (
              <ConnectionItem
                key={c.id}
                connection={c}
                disconnecting={disconnect.isPending && disconnect.variables === c.id}
                onDisconnect={() => onDisconnect(c.id, c.platform)}
                onReconnect={() => setReconnect(c.platform)}
              />
            ))}
          </ul>
        )}
      </section>

      <Separator />

      <section aria-label={reconnect ? `Reconnect ${PLATFORM_LABELS[reconnect]}` : 'Connect an account'} className="grid gap-3">
        <h3 className="text-sm font-medium">{reconnect ? `Reconnect ${PLATFORM_LABELS[reconnect]}` : 'Connect an account'}</h3>
        {connections.isSuccess && (
          <ConnectForm
            key={reconnect ?? 'new'}
            connected={list.map((c) => c.platform)}
            oauth={providers.data?.platforms ?? []}
            reconnect={reconnect}
            onCancelReconnect={() => setReconnect(null)}
            onConnected={() => setReconnect(null)}
          />
        )}
      </section>
    </div>
  );
}

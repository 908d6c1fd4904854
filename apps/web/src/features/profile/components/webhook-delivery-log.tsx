import type { WebhookDelivery } from '@reelforge/contracts';
import { Loader2, RotateCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useRedeliverWebhook, useWebhookDeliveries } from '../api/webhooks';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function StatusBadge({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.status === 'delivered') return <Badge variant="success">Delivered</Badge>;
  if (delivery.status === 'failed') return <Badge variant="destructive">Failed</Badge>;
  return <Badge variant="warning">{delivery.attempts ? 'Retrying' : 'Sending'}</Badge>;
}

/** An endpoint's recent deliveries, newest first; each finished one can be sent again. */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const query = useWebhookDeliveries(endpointId, true);
  const redeliver = useRedeliverWebhook();
  const onRedeliver = (deliveryId: string) =>
    redeliver.mutate(
      { endpointId, deliveryId },
      {
        onSuccess: () => notifySuccess('The event is being sent again.'),
        onError: (error) =>
          notifyMutationError(error, { fallback: 'Failed to redeliver the event. Please try again.' }),
      },
    );

  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading deliveries...</p>;
  if (query.isError)
    return (
      <p className="text-sm text-destructive" role="alert">
        The deliveries could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  if (!query.data.items.length) return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  return (
    <ul className="grid gap-2" aria-label="Deliveries">
      {query.data.items.map((d) => (
        <li
          key={d.id}
          data-testid="webhook-delivery"
          className="grid min-w-0 gap-1 rounded-lg border px-3 py-2 text-sm"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <code className="font-mono text-xs font-medium">{d.eventType}</code>
            <StatusBadge delivery={d} />
            <span className="text-xs text-muted-foreground">
              {d.statusCode === null ? 'No answer' : `HTTP ${d.statusCode}`}
            </span>
            <span className="text-xs text-muted-foreground">
              {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
            </span>
            <time className="text-xs text-muted-foreground" dateTime={d.lastAttemptAt ?? d.createdAt}>
              {when(d.lastAttemptAt ?? d.createdAt)}
            </time>
            {d.status !== 'pending' && (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className="ml-auto h-7"
                onClick={() => onRedeliver(d.id)}
                disabled={redeliver.isPending}
              >
                {redeliver.isPending && redeliver.variables?.deliveryId === d.id ? (
                  <Loader2 className="animate-spin" />
                ) : (
                  <RotateCw />
                )}
                Redeliver
              </Button>
            )}
          </div>
          {d.error && <p className="text-xs break-words text-muted-foreground">{d.error}</p>}
          {d.nextAttemptAt && <p className="text-xs text-muted-foreground">Next attempt {when(d.nextAttemptAt)}</p>}
        </li>
      ))}
    </ul>
  );
}

import { WEBHOOK_EVENT_LABELS, type WebhookEndpoint, type WebhookEventType } from '@reelforge/contracts';
import { KeyRound, Loader2, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useDeleteWebhook, useRotateWebhookSecret, useSendTestWebhook, useUpdateWebhook } from '../api/webhooks';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { WebhookEventsField } from './webhook-events-field';
import { WebhookSecretNotice } from './webhook-secret-notice';

/** One endpoint: its events (editable), secret rotation, a test event, deletion, and its delivery log. */
export function WebhookEndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [editing, setEditing] = useState<WebhookEventType[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendTestWebhook();

  const onSaveEvents = () =>
    editing &&
    update.mutate(
      { id: endpoint.id, patch: { events: editing } },
      {
        onSuccess: () => {
          setEditing(null);
          notifySuccess('The endpoint’s events were saved.');
        },
        onError: (error) => notifyMutationError(error, { fallback: 'Failed to save the events. Please try again.' }),
      },
    );
  const onRotate = () =>
    rotate.mutate(endpoint.id, {
      onSuccess: (next) => setSecret(next.secret),
      onError: (error) => notifyMutationError(error, { fallback: 'Failed to rotate the secret. Please try again.' }),
    });
  const onTest = () =>
    test.mutate(
      { endpointId: endpoint.id },
      {
        onSuccess: () => {
          setLogOpen(true);
          notifySuccess('A test event is on its way. Its delivery shows in the log.');
        },
        onError: (error) => notifyMutationError(error, { fallback: 'Failed to send a test event. Please try again.' }),
      },
    );
  const onDelete = () =>
    remove.mutate(endpoint.id, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess('The webhook endpoint was deleted.');
      },
      onError: (error) => {
        setConfirming(false);
        notifyMutationError(error, { fallback: 'Failed to delete the endpoint. Please try again.' });
      },
    });

  return (
    <li className="grid min-w-0 gap-3 rounded-lg border p-3" data-testid="webhook-endpoint" aria-label={endpoint.url}>
      <p className="font-mono text-sm break-all">{endpoint.url}</p>
      {editing ? (
        <div className="grid gap-2">
          <WebhookEventsField idPrefix={`edit-${endpoint.id}`} value={editing} onChange={setEditing} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={onSaveEvents} disabled={update.isPending || !editing.length}>
              {update.isPending ? 'Saving...' : 'Save events'}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-1.5">
          {endpoint.events.map((type) => (
            <Badge key={type} variant="secondary">
              {WEBHOOK_EVENT_LABELS[type]}
            </Badge>
          ))}
        </div>
      )}
      {secret && <WebhookSecretNotice secret={secret} onDone={() => setSecret(null)} />}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onTest} disabled={test.isPending}>
          {test.isPending ? <Loader2 className="animate-spin" /> : <Send />} Send test event
        </Button>
        {!editing && (
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(endpoint.events)}>
            <Pencil /> Edit events
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={onRotate} disabled={rotate.isPending}>
          <KeyRound /> Rotate secret
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => setConfirming(true)}
        >
          <Trash2 /> Delete
        </Button>
      </div>
      <details className="group" open={logOpen} onToggle={(e) => setLogOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer text-xs font-medium text-muted-foreground select-none hover:text-foreground">
          Delivery log
        </summary>
        <div className="mt-2">{logOpen && <WebhookDeliveryLog endpointId={endpoint.id} />}</div>
      </details>
      <ConfirmDeleteDialog
        open={confirming}
        title="Delete this webhook endpoint?"
        description="Reelforge stops sending events to this address, and its delivery log is deleted."
        pending={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

import {
  WEBHOOK_ENDPOINTS_MAX,
  webhookCreateSchema,
  type WebhookCreateParsed,
  type WebhookEventType,
} from '@reelforge/contracts';
import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { contractResolver } from '@/lib/forms';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { useCreateWebhook, useWebhookEndpoints } from '../api/webhooks';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { WebhookEventsField } from './webhook-events-field';
import { WebhookSecretNotice } from './webhook-secret-notice';

interface FormValues {
  url: string;
  events: WebhookEventType[];
}
const EMPTY: FormValues = { url: '', events: ['video.ready', 'video.failed', 'post.posted', 'post.failed'] };
const resolver = contractResolver<FormValues, WebhookCreateParsed>(webhookCreateSchema, (f) => f);

/** Settings -> Webhooks: endpoints that hear about the user's videos and posts, with their delivery logs. */
export function WebhooksSection() {
  const query = useWebhookEndpoints();
  const create = useCreateWebhook();
  const form = useForm<FormValues, unknown, WebhookCreateParsed>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const [secret, setSecret] = useState<string | null>(null);
  const endpoints = query.data?.items ?? [];
  const full = endpoints.length >= WEBHOOK_ENDPOINTS_MAX;

  const onAdd = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        setSecret(created.secret);
        form.reset(EMPTY);
      },
      onError: (error) => notifyMutationError(error, { fallback: 'Failed to add the endpoint. Please try again.' }),
    }),
  );

  return (
    <section className="rounded-xl border bg-card" aria-labelledby="webhooks-title">
      <h3 id="webhooks-title" className="flex items-center gap-2 border-b px-4 py-3 text-sm font-semibold">
        <Webhook className="size-4 text-primary" />
        Webhooks
      </h3>
      <div className="grid gap-4 p-4">
        <p className="text-sm text-muted-foreground">
          Reelforge POSTs a signed JSON event to your address when a video is ready or fails, and when a post is
          published or fails. Failed deliveries are retried for about a day.
        </p>
        {query.isError && (
          <p className="text-sm text-destructive" role="alert">
            Your webhooks could not be loaded.{' '}
            <button type="button" className="underline" onClick={() => void query.refetch()}>
              Try again
            </button>
          </p>
        )}
        {endpoints.length > 0 && (
          <ul className="grid gap-3" aria-label="Webhook endpoints">
            {endpoints.map((e) => (
              <WebhookEndpointCard key={e.id} endpoint={e} />
            ))}
          </ul>
        )}
        {secret && <WebhookSecretNotice secret={secret} onDone={() => setSecret(null)} />}
        {full ? (
          <p className="text-sm text-muted-foreground">
            You have {WEBHOOK_ENDPOINTS_MAX} endpoints, the most there can be. Delete one to add another.
          </p>
        ) : (
          <form
            noValidate
            onSubmit={onAdd}
            className="grid gap-3 rounded-lg border border-dashed p-3"
            aria-label="Add endpoint"
          >
            <FormField label="Endpoint URL" required error={errors.url?.message}>
              <Input
                placeholder="https://example.com/hooks/reelforge"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                {...form.register('url')}
              />
            </FormField>
            <Controller
              control={form.control}
              name="events"
              render={({ field }) => (
                <WebhookEventsField
                  idPrefix="new-webhook"
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.events?.message}
                />
              )}
            />
            <Button type="submit" variant="gradient" className="sm:justify-self-end" disabled={create.isPending}>
              <Plus /> {create.isPending ? 'Adding...' : 'Add endpoint'}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}

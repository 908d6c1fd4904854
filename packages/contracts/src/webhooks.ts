import { z } from 'zod';

// Settings -> Webhooks: endpoints a user registers to hear about their videos and posts (ADR 0032).
// The signing secret goes out once (on create and rotate) and never again.

export const WEBHOOK_EVENT_TYPES = ['video.ready', 'video.failed', 'post.posted', 'post.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent only by "Send test event", to the one endpoint it was asked for. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** How each event reads in Settings. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'video.ready': 'Video ready',
  'video.failed': 'Video failed',
  'post.posted': 'Post published',
  'post.failed': 'Post failed',
};

export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;
/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Reelforge-Signature';
/** The event's id: the same on every retry and redelivery, so a receiver can drop repeats. */
export const WEBHOOK_IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const WEBHOOK_MESSAGES = {
  url: 'Enter the endpoint address, e.g. https://example.com/hooks/reelforge.',
  https: 'The endpoint must use https://.',
  credentials: 'The endpoint address cannot contain a user name or password.',
  events: 'Choose at least one event.',
  limit: `You can register at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints. Delete one to add another.`,
  duplicate: 'This address is already registered. Edit its events instead.',
  /** The host is, or resolves to, an address inside the server's network. */
  privateAddress: (host: string) =>
    `The address ${host} is on a private network, which this server does not send webhooks to. Use a public https:// address, or ask the server's operator to allow private addresses (WEBHOOK_PRIVATE_HOSTS=true).`,
  notFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Delivery not found.',
  stillPending: 'This delivery is still being attempted. Wait for it to finish before redelivering.',
  /** /api/webhooks/subscriptions is for programs holding an API token (n8n's trigger), not for people signed in. */
  tokenOnly: 'Webhook subscriptions are made with an API token (Settings -> API tokens). To add an endpoint yourself, use Settings -> Webhooks.',
} as const;

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.events }), { error: WEBHOOK_MESSAGES.events })
  .min(1, WEBHOOK_MESSAGES.events)
  .transform((list) => [...new Set(list)]);

/** http(s) only, no credentials in the address; https unless the server allows private http. */
export const webhookUrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.url })
  .trim()
  .min(1, WEBHOOK_MESSAGES.url)
  .max(WEBHOOK_URL_MAX, `The address can be at most ${WEBHOOK_URL_MAX} characters.`)
  .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_MESSAGES.url }))
  // Runs even after the URL check failed (zod keeps checking): an unparsable value is that check's to report.
  .refine((u) => !URL.canParse(u) || (!new URL(u).username && !new URL(u).password), WEBHOOK_MESSAGES.credentials);

/** POST /api/settings/webhooks. */
export const webhookCreateSchema = z.object(
  { url: webhookUrlSchema, events: eventsSchema },
  { error: 'Please fill in all required fields.' },
);
export type WebhookCreate = z.input<typeof webhookCreateSchema>;
export type WebhookCreateParsed = z.output<typeof webhookCreateSchema>;

/** PATCH /api/settings/webhooks/:id: either field, or both. */
export const webhookUpdateSchema = z.object({ url: webhookUrlSchema.optional(), events: eventsSchema.optional() });
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;
export type WebhookUpdateParsed = z.output<typeof webhookUpdateSchema>;

export const webhookIdParamsSchema = z.object({ id: z.string() });
export const webhookDeliveryParamsSchema = z.object({ id: z.string(), deliveryId: z.string() });

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** Create and rotate: the endpoint with its secret, the only time the secret is shown. */
export const webhookWithSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** The last attempt's HTTP status; null when it got no answer (refused, timed out). */
  statusCode: z.number().int().nullable(),
  attempts: z.number().int(),
  /** Why the last attempt failed, in words. */
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

/** The JSON body every delivery POSTs. */
export const webhookPayloadSchema = z.object({
  id: z.string(),
  type: z.string(),
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

import type { OperationBody } from '@reelforge/api-client';
import {
  NodeConnectionTypes,
  type IDataObject,
  type IHookFunctions,
  type INodeType,
  type INodeTypeDescription,
  type IWebhookFunctions,
  type IWebhookResponseData,
} from 'n8n-workflow';
import { verifyReelforgeSignature } from '../../shared/signature';
import { reelforgeCall, ROUTES } from '../../shared/transport';

/** Reelforge's webhook events (WEBHOOK_EVENT_TYPES in its contracts). */
export const EVENT_OPTIONS = [
  { name: 'Video Ready', value: 'video.ready', description: 'A render finished' },
  { name: 'Video Failed', value: 'video.failed', description: 'A render failed' },
  { name: 'Post Published', value: 'post.posted', description: 'A scheduled post went out on a platform' },
  { name: 'Post Failed', value: 'post.failed', description: 'A scheduled post failed on a platform' },
] satisfies { name: string; value: EventType; description: string }[];

type EventType = OperationBody<'createWebhookSubscription'>['events'][number];
/** What the trigger keeps between activation and deliveries: its subscription and the secret that signs them. */
interface HookState extends IDataObject {
  webhookId?: string;
  secret?: string;
}

function deleteSubscription(ctx: IHookFunctions, id: string) {
  const { method, path } = ROUTES.deleteWebhookSubscription;
  return reelforgeCall(ctx, (api) => api.request(method, path, { params: { path: { id } } }));
}

const sameEvents = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((e) => b.includes(e));

/** The raw body as Reelforge signed it; n8n keeps it on the request (read lazily by newer versions). */
async function rawBodyOf(req: unknown): Promise<string> {
  const r = req as { rawBody?: Buffer | string; readRawBody?: () => Promise<void> };
  if (r.rawBody === undefined && typeof r.readRawBody === 'function') await r.readRawBody();
  return r.rawBody === undefined ? '' : r.rawBody.toString();
}

export class ReelforgeTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Reelforge Trigger',
    name: 'reelforgeTrigger',
    icon: 'file:reelforge.svg',
    group: ['trigger'],
    version: 1,
    subtitle: '={{$parameter["events"].join(", ")}}',
    description: 'Starts the workflow when a Reelforge video is ready or fails, or a post is published or fails',
    defaults: { name: 'Reelforge Trigger' },
    inputs: [],
    outputs: [NodeConnectionTypes.Main],
    credentials: [{ name: 'reelforgeApi', required: true }],
    webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
    properties: [
      {
        displayName: 'Events',
        name: 'events',
        type: 'multiOptions',
        options: EVENT_OPTIONS,
        required: true,
        default: ['video.ready'],
        description: 'Which events start the workflow',
      },
    ],
  };

  // Activation subscribes this workflow's webhook URL with the credential's (write) token;
  // deactivation deletes that subscription. Reelforge signs every delivery with the secret it
  // answered on subscribe, kept in the node's static data.
  webhookMethods = {
    default: {
      async checkExists(this: IHookFunctions): Promise<boolean> {
        const state = this.getWorkflowStaticData('node') as HookState;
        const url = this.getNodeWebhookUrl('default');
        const events = this.getNodeParameter('events') as string[];
        const list = ROUTES.listWebhookSubscriptions;
        const { items } = await reelforgeCall(this, (api) => api.request(list.method, list.path));
        const found = items.find((s) => s.url === url);
        if (!found) return false;
        if (found.id === state.webhookId && state.secret && sameEvents(found.events, events)) return true;
        // Ours without its secret, or with other events: replace it.
        await deleteSubscription(this, found.id);
        delete state.webhookId;
        delete state.secret;
        return false;
      },

      async create(this: IHookFunctions): Promise<boolean> {
        const state = this.getWorkflowStaticData('node') as HookState;
        const { method, path } = ROUTES.createWebhookSubscription;
        const body = {
          url: this.getNodeWebhookUrl('default') ?? '',
          events: this.getNodeParameter('events') as EventType[],
        };
        const created = await reelforgeCall(this, (api) => api.request(method, path, { body }));
        state.webhookId = created.endpoint.id;
        state.secret = created.secret;
        return true;
      },

      async delete(this: IHookFunctions): Promise<boolean> {
        const state = this.getWorkflowStaticData('node') as HookState;
        if (state.webhookId) {
          try {
            await deleteSubscription(this, state.webhookId);
          } catch (error) {
            // Already gone (deleted in Settings, or its token revoked): nothing left to remove.
            if ((error as { httpCode?: string }).httpCode !== '404') return false;
          }
        }
        delete state.webhookId;
        delete state.secret;
        return true;
      },
    },
  };

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const state = this.getWorkflowStaticData('node') as HookState;
    const header = this.getHeaderData()['reelforge-signature'];
    const raw = await rawBodyOf(this.getRequestObject());
    if (
      !verifyReelforgeSignature(
        state.secret ?? '',
        Array.isArray(header) ? header[0] : header,
        raw,
        Math.floor(Date.now() / 1000),
      )
    ) {
      this.getResponseObject().status(401).json({ message: 'Invalid Reelforge-Signature.' });
      return { noWebhookResponse: true };
    }
    const event = this.getBodyData();
    const events = this.getNodeParameter('events') as string[];
    // Signed but not chosen (e.g. a test event from Settings): acknowledged, no run.
    if (!events.includes(String(event.type))) return { webhookResponse: 'ignored' };
    return { workflowData: [this.helpers.returnJsonArray(event)] };
  }
}

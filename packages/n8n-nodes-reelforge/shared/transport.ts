import {
  createReelforgeClient,
  ReelforgeApiError,
  unwrap,
  type paths,
  type ReelforgeClient,
} from '@reelforge/api-client';
import {
  NodeApiError,
  type IExecuteFunctions,
  type IHookFunctions,
  type IHttpRequestMethods,
  type IN8nHttpFullResponse,
  type ILoadOptionsFunctions,
  type JsonObject,
} from 'n8n-workflow';

/** The credential type every call authenticates with (credentials/ReelforgeApi.credentials.ts). */
export const CREDENTIAL_TYPE = 'reelforgeApi';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** A method and path the generated schema has an operation for: anything else does not compile. */
type Route = {
  [P in keyof paths]: { [M in Method]: paths[P][M] extends undefined ? never : { method: M; path: P } }[Method];
}[keyof paths];

/**
 * Every Reelforge operation the nodes call, by the document's operationId. Calls name their
 * method and path from here (`api.request(ROUTES.getVideo.method, ROUTES.getVideo.path, ...)`), so
 * the typed client checks each body, parameter and result against the generated schema, and
 * test/openapi-drift.test.ts checks this table against a running server's document.
 */
export const ROUTES = {
  completeVideo: { method: 'post', path: '/api/deepagent/complete-video' },
  getVideo: { method: 'get', path: '/api/videos/{id}' },
  listVideos: { method: 'get', path: '/api/videos' },
  renderVideo: { method: 'post', path: '/api/videos/{id}/render' },
  schedulePost: { method: 'post', path: '/api/scheduled-posts' },
  listConnections: { method: 'get', path: '/api/social-media/connections' },
  getAnalytics: { method: 'get', path: '/api/analytics' },
  listWebhookSubscriptions: { method: 'get', path: '/api/webhooks/subscriptions' },
  createWebhookSubscription: { method: 'post', path: '/api/webhooks/subscriptions' },
  deleteWebhookSubscription: { method: 'delete', path: '/api/webhooks/subscriptions/{id}' },
} as const satisfies Record<string, Route>;
export type RouteName = keyof typeof ROUTES;

type Caller = IExecuteFunctions | IHookFunctions | ILoadOptionsFunctions;

/** The site URL from the credential without a trailing slash, so paths join cleanly. */
export const siteUrl = (url: unknown) =>
  String(url ?? '')
    .trim()
    .replace(/\/+$/, '');

/** A header value from n8n's response headers (which may hold arrays) as fetch's Headers take it. */
const headerValue = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));

/** The response body as text: n8n's helper answers text when asked, but may hand back parsed JSON or a Buffer. */
function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  return JSON.stringify(body);
}

/**
 * fetch for the typed client, made of n8n's own request helper: n8n adds the credential's bearer
 * token (its `authenticate` block) and applies its proxy and TLS settings. Every status comes back
 * as a Response, so the client, not the helper, reads Reelforge's error bodies.
 */
export function n8nFetch(ctx: Caller) {
  return async (request: Request): Promise<Response> => {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    const body = request.body ? await request.text() : undefined;
    const answer = (await ctx.helpers.httpRequestWithAuthentication.call(ctx, CREDENTIAL_TYPE, {
      method: request.method as IHttpRequestMethods,
      url: request.url,
      headers,
      ...(body !== undefined && { body }),
      encoding: 'text',
      json: false,
      returnFullResponse: true,
      ignoreHttpStatusErrors: true,
    })) as IN8nHttpFullResponse;
    const status = answer.statusCode;
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers ?? {}))
      if (value !== undefined && value !== null) out.set(name, headerValue(value));
    // A Response may not carry a body with 204/205/304.
    const empty = status === 204 || status === 205 || status === 304;
    return new Response(empty ? null : bodyText(answer.body), {
      status,
      statusText: answer.statusMessage ?? '',
      headers: out,
    });
  };
}

/** The typed Reelforge client of the node's credential, speaking through n8n's request helper. */
export async function reelforgeClient(ctx: Caller): Promise<ReelforgeClient> {
  const credentials = await ctx.getCredentials(CREDENTIAL_TYPE);
  return createReelforgeClient({ baseUrl: siteUrl(credentials.url), fetch: n8nFetch(ctx) });
}

/**
 * One call to Reelforge with the typed client: its data, or a NodeApiError carrying Reelforge's own
 * message (its 4xx bodies are `{ message, code }`) and the HTTP status, so a workflow shows the
 * server's words.
 */
export async function reelforgeCall<T>(
  ctx: Caller,
  send: (api: ReelforgeClient) => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  try {
    return await unwrap(send(await reelforgeClient(ctx)));
  } catch (error) {
    if (error instanceof NodeApiError) throw error;
    if (error instanceof ReelforgeApiError)
      throw new NodeApiError(ctx.getNode(), { message: error.message, code: error.code } as JsonObject, {
        message: error.message,
        httpCode: String(error.status),
      });
    // Unreachable site, refused connection and the like, as n8n's helper reported it.
    throw new NodeApiError(ctx.getNode(), error as JsonObject);
  }
}

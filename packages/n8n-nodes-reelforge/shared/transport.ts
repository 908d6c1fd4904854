import {
  NodeApiError,
  type IDataObject,
  type IExecuteFunctions,
  type IHookFunctions,
  type IHttpRequestMethods,
  type ILoadOptionsFunctions,
  type JsonObject,
} from 'n8n-workflow';

/** The credential type every call authenticates with (credentials/ReelforgeApi.credentials.ts). */
export const CREDENTIAL_TYPE = 'reelforgeApi';

/**
 * Every Reelforge operation the nodes call, as the OpenAPI document names its method and path.
 * All HTTP goes through reelforgeRequest below, so this table is the whole surface the package
 * depends on: test/openapi-drift.test.ts checks each entry against a running server's document.
 */
export const ROUTES = {
  createVideo: { method: 'POST', path: '/api/deepagent/complete-video' },
  getVideo: { method: 'GET', path: '/api/videos/{id}' },
  listVideos: { method: 'GET', path: '/api/videos' },
  renderVideo: { method: 'POST', path: '/api/videos/{id}/render' },
  schedulePost: { method: 'POST', path: '/api/scheduled-posts' },
  listConnections: { method: 'GET', path: '/api/social-media/connections' },
  getAnalytics: { method: 'GET', path: '/api/analytics' },
  listWebhookSubscriptions: { method: 'GET', path: '/api/webhooks/subscriptions' },
  createWebhookSubscription: { method: 'POST', path: '/api/webhooks/subscriptions' },
  deleteWebhookSubscription: { method: 'DELETE', path: '/api/webhooks/subscriptions/{id}' },
} as const satisfies Record<string, { method: IHttpRequestMethods; path: string }>;
export type RouteName = keyof typeof ROUTES;

type Caller = IExecuteFunctions | IHookFunctions | ILoadOptionsFunctions;

export interface RequestParts {
  /** Values for the path's {placeholders}. */
  params?: Record<string, string>;
  qs?: IDataObject;
  body?: IDataObject;
}

/** The path with its placeholders filled in (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The site URL from the credential without a trailing slash, so paths join cleanly. */
export const siteUrl = (url: unknown) =>
  String(url ?? '')
    .trim()
    .replace(/\/+$/, '');

/**
 * One authenticated call to Reelforge: the bearer token is added by n8n from the credential's
 * `authenticate` block. Reelforge's 4xx bodies are `{ message, code }`; the message becomes the
 * node's error so a workflow shows the server's own words.
 */
export async function reelforgeRequest<T = unknown>(
  ctx: Caller,
  route: RouteName,
  parts: RequestParts = {},
): Promise<T> {
  const credentials = await ctx.getCredentials(CREDENTIAL_TYPE);
  const { method, path } = ROUTES[route];
  try {
    return (await ctx.helpers.httpRequestWithAuthentication.call(ctx, CREDENTIAL_TYPE, {
      method,
      url: `${siteUrl(credentials.url)}${fillPath(path, parts.params)}`,
      qs: parts.qs,
      body: parts.body,
      json: true,
    })) as T;
  } catch (error) {
    const message = serverMessage(error);
    // n8n may already have wrapped the HTTP error; keep it, with Reelforge's words as the message.
    if (error instanceof NodeApiError) {
      if (message) error.message = message;
      throw error;
    }
    const status = (error as HttpError).response?.status;
    throw new NodeApiError(ctx.getNode(), error as JsonObject, {
      ...(message && { message }),
      ...(status && { httpCode: String(status) }),
    });
  }
}

interface HttpError {
  response?: { status?: number; data?: { message?: unknown } };
  cause?: HttpError;
}

/** The `message` of Reelforge's `{ message, code }` error body, wherever the HTTP layer put the response. */
function serverMessage(error: unknown): string | undefined {
  const e = error as HttpError | undefined;
  const found = e?.response?.data?.message ?? e?.cause?.response?.data?.message;
  return typeof found === 'string' ? found : undefined;
}

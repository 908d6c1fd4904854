// A small stand-in for the parts of n8n the Reelforge nodes use, so their own code runs against a
// real Reelforge with no n8n server: parameters, credentials (the credential class's own
// `authenticate` and `test` blocks applied to real HTTP), static data, and a webhook endpoint that
// hands each request to the trigger's webhook() the way n8n's webhook route does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  IDataObject,
  IExecuteFunctions,
  IHookFunctions,
  IHttpRequestOptions,
  ILoadOptionsFunctions,
  INode,
  INodeExecutionData,
  IWebhookFunctions,
  IWebhookResponseData,
} from 'n8n-workflow';
import { ReelforgeApi } from '../credentials/ReelforgeApi.credentials.ts';

export interface Credentials extends IDataObject {
  url: string;
  apiToken: string;
}

const credentialType = new ReelforgeApi();
const node: INode = {
  id: 'node-1',
  name: 'Reelforge',
  type: 'n8n-nodes-reelforge.reelforge',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
};

/** `={{$credentials.x}}` expressions as n8n resolves them for credentials. */
export function resolve(value: string, credentials: Credentials): string {
  const text = value.startsWith('=') ? value.slice(1) : value;
  return text.replace(/\{\{\s*\$credentials\.(\w+)\s*\}\}/g, (_, name: string) => String(credentials[name] ?? ''));
}

/** An HTTP error shaped like the one n8n's request helper throws (the response under `response`). */
class HttpError extends Error {
  constructor(readonly response: { status: number; data: unknown }) {
    super(`Request failed with status code ${response.status}`);
  }
}

/**
 * n8n's httpRequest: an object body sent as JSON, a string body as it is (with the caller's
 * Content-Type); the query string from `qs`; JSON answers parsed unless `encoding: 'text'`; non-2xx
 * thrown unless `ignoreHttpStatusErrors`; `{ body, headers, statusCode, statusMessage }` with
 * `returnFullResponse`.
 */
export async function httpRequest(options: IHttpRequestOptions) {
  const url = new URL(options.url, options.baseURL ? `${options.baseURL.replace(/\/+$/, '')}/` : undefined);
  for (const [k, v] of Object.entries(options.qs ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(options.headers as Record<string, string>),
  };
  let body: string | undefined;
  if (typeof options.body === 'string') body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(url, { method: options.method ?? 'GET', headers, body });
  const text = await res.text();
  const json = options.encoding !== 'text' && res.headers.get('content-type')?.includes('json');
  const data: unknown = text && json ? JSON.parse(text) : text;
  if (!res.ok && !options.ignoreHttpStatusErrors) throw new HttpError({ status: res.status, data });
  if (!options.returnFullResponse) return data;
  return {
    body: data,
    headers: Object.fromEntries(res.headers),
    statusCode: res.status,
    statusMessage: res.statusText,
  };
}

/** httpRequestWithAuthentication: the credential class's generic `authenticate` headers, then the request. */
function authenticated(credentials: Credentials) {
  return async (type: string, options: IHttpRequestOptions) => {
    if (type !== credentialType.name) throw new Error(`unknown credential type ${type}`);
    const extra = Object.fromEntries(
      Object.entries(credentialType.authenticate.properties.headers ?? {}).map(([k, v]) => [
        k,
        resolve(String(v), credentials),
      ]),
    );
    return httpRequest({ ...options, headers: { ...options.headers, ...extra } });
  };
}

/** Runs the credential's `test` request as n8n's "Test credential" does: ok on 2xx. */
export async function testCredential(credentials: Credentials) {
  const { request } = credentialType.test;
  const extra = Object.fromEntries(
    Object.entries(credentialType.authenticate.properties.headers ?? {}).map(([k, v]) => [
      k,
      resolve(String(v), credentials),
    ]),
  );
  try {
    await httpRequest({
      ...request,
      baseURL: resolve(String(request.baseURL), credentials),
      url: String(request.url),
      headers: extra,
    } as IHttpRequestOptions);
    return { status: 'OK' as const };
  } catch (error) {
    return { status: 'Error' as const, message: (error as Error).message };
  }
}

const returnJsonArray = (data: IDataObject | IDataObject[]): INodeExecutionData[] =>
  (Array.isArray(data) ? data : [data]).map((json) => ({ json }));

function base(parameters: IDataObject, credentials: Credentials, staticData: IDataObject = {}) {
  return {
    getNode: () => ({ ...node, parameters: parameters as INode['parameters'] }),
    getCredentials: async <T>(type: string) => {
      if (type !== credentialType.name) throw new Error(`node asked for ${type}`);
      return credentials as T;
    },
    getNodeParameter: (name: string, ...rest: unknown[]) => {
      // (name, itemIndex, fallback) in execute; (name, fallback) in hooks and webhooks.
      const fallback =
        rest.length >= 2 ? rest[1] : rest.length === 1 && typeof rest[0] !== 'number' ? rest[0] : undefined;
      if (name in parameters) return parameters[name];
      if (fallback !== undefined) return fallback;
      throw new Error(`Could not get parameter "${name}"`);
    },
    getWorkflowStaticData: () => staticData,
  };
}

/** IExecuteFunctions for one run over `items` (one empty item by default). */
export function executeContext(
  parameters: IDataObject,
  credentials: Credentials,
  items: INodeExecutionData[] = [{ json: {} }],
) {
  return {
    ...base(parameters, credentials),
    getInputData: () => items,
    continueOnFail: () => false,
    helpers: {
      httpRequestWithAuthentication: authenticated(credentials),
      returnJsonArray,
      constructExecutionMetaData: (data: INodeExecutionData[], meta: { itemData: { item: number } }) =>
        data.map((d) => ({ ...d, pairedItem: meta.itemData })),
    },
  } as unknown as IExecuteFunctions;
}

export function loadOptionsContext(credentials: Credentials) {
  return {
    ...base({}, credentials),
    helpers: { httpRequestWithAuthentication: authenticated(credentials) },
  } as unknown as ILoadOptionsFunctions;
}

/** IHookFunctions for activation and deactivation of a trigger whose webhook is served at `webhookUrl`. */
export function hookContext(
  parameters: IDataObject,
  credentials: Credentials,
  webhookUrl: string,
  staticData: IDataObject,
) {
  return {
    ...base(parameters, credentials, staticData),
    getNodeWebhookUrl: () => webhookUrl,
    getWebhookName: () => 'default',
    getMode: () => 'trigger',
    getActivationMode: () => 'activate',
    helpers: { httpRequestWithAuthentication: authenticated(credentials) },
  } as unknown as IHookFunctions;
}

type WebhookHandler = (this: IWebhookFunctions) => Promise<IWebhookResponseData>;

/**
 * The trigger's webhook URL: each POST becomes one webhook() call with the raw body kept on the
 * request (as n8n keeps it), an Express-like response, and the parsed JSON body. Runs it started
 * are collected in `runs`; the HTTP answer is the node's own, or 200 like n8n's onReceived.
 */
export async function serveWebhook(
  webhook: WebhookHandler,
  parameters: IDataObject,
  credentials: Credentials,
  staticData: IDataObject,
) {
  const runs: INodeExecutionData[][] = [];
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(parts);
      let body: IDataObject = {};
      try {
        body = JSON.parse(rawBody.toString('utf8')) as IDataObject;
      } catch {
        // Not JSON: the signature check refuses it before the body matters.
      }
      const response = {
        status(code: number) {
          res.statusCode = code;
          return response;
        },
        json(value: unknown) {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(value));
          return response;
        },
      };
      const ctx = {
        ...base(parameters, credentials, staticData),
        getHeaderData: () => req.headers,
        getBodyData: () => body,
        getRequestObject: () => Object.assign(req, { rawBody, body }),
        getResponseObject: () => response,
        getNodeWebhookUrl: () => url,
        getWebhookName: () => 'default',
        getMode: () => 'trigger',
        helpers: { returnJsonArray },
      } as unknown as IWebhookFunctions;
      webhook.call(ctx).then(
        (result) => {
          if (result.workflowData) runs.push(...result.workflowData);
          if (!result.noWebhookResponse)
            res
              .writeHead(200, { 'Content-Type': 'application/json' })
              .end(JSON.stringify({ message: 'Workflow was started' }));
        },
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook/reelforge-trigger`;
  return { url, runs, stop: () => new Promise<void>((ok) => server.close(() => ok())) };
}

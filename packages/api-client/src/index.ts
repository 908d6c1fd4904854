import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './schema.ts';

export type { components, operations, paths };

/** A typed client of one Reelforge site: `client.GET('/api/videos/{id}', { params: { path: { id } } })`. */
export type ReelforgeClient = Client<paths>;

/** The body of every error answer: `message` for people, `code` (ERROR_CODES) for programs. */
export type ApiErrorBody = components['schemas']['Error'];

type Json<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content?: never }
    ? undefined
    : never;
type Success = 200 | 201 | 202 | 204;

/** What an operation answers on success, by operationId: `OperationResult<'getVideo'>`. */
export type OperationResult<Id extends keyof operations> = Json<
  operations[Id]['responses'][Extract<keyof operations[Id]['responses'], Success>]
>;

/** The JSON body an operation takes, by operationId: `OperationBody<'createVideo'>`. */
export type OperationBody<Id extends keyof operations> = operations[Id] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : operations[Id] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : never;

export interface ReelforgeClientOptions {
  /** The site's address, as its document's `servers` names it (e.g. `https://videos.example.org`). */
  baseUrl: string;
  /** A personal API token (`rf_...`, Settings -> API tokens), sent as `Authorization: Bearer`. */
  token?: string;
  /** Another fetch (a test's, or a host's such as n8n's request helper wrapped as fetch). */
  fetch?: (request: Request) => Promise<Response>;
}

export function createReelforgeClient(options: ReelforgeClientOptions): ReelforgeClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  if (options.token) {
    const bearer: Middleware = {
      onRequest({ request }) {
        request.headers.set('Authorization', `Bearer ${options.token}`);
        return request;
      },
    };
    client.use(bearer);
  }
  return client;
}

/** An error answer from the API, with its status and the server's words and code. */
export class ReelforgeApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ReelforgeApiError';
  }
}

const isErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiErrorBody).message === 'string' &&
  typeof (value as ApiErrorBody).code === 'string';

/**
 * The data of a call, or a ReelforgeApiError with the server's message:
 * `const video = await unwrap(client.GET('/api/videos/{id}', { params: { path: { id } } }))`.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  if (isErrorBody(error)) throw new ReelforgeApiError(response.status, error.code, error.message, error.field);
  throw new ReelforgeApiError(
    response.status,
    'unknown',
    `The server answered ${response.status} ${response.statusText}.`,
  );
}

import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponses, ERROR_SCHEMA, statusesOf, type RouteFacts } from './openapi-errors.ts';
import { OPERATIONS, type OperationDoc } from './openapi-operations.ts';
import { fixNullableWithoutType } from './openapi-schemas.ts';

/** How to authenticate (ADR 0031): the browser's session cookie, or a personal API token. */
const securitySchemes = {
  session: {
    type: 'apiKey' as const,
    in: 'cookie',
    name: 'rf_session',
    description: 'The web app session (sign in at /api/auth/login).',
  },
  apiToken: {
    type: 'http' as const,
    scheme: 'bearer',
    description:
      'A personal API token from Settings -> API tokens (rf_...). Read tokens may only GET; tokens cannot manage tokens, the password, billing or the account.',
  },
};

/** Route facts the document does not show, carried from the route transform to the object one. */
const FACTS = 'x-reelforge-route';

type Json = Record<string, unknown>;
type Operation = Json & {
  responses?: Record<string, unknown>;
  parameters?: unknown[];
  requestBody?: unknown;
};

/** The operation's table entry: `METHOD /path` as the document spells it. */
const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/**
 * Per route: the zod transform, no security on the routes signed-out visitors may call, and the
 * facts the error responses depend on (which tokens get 403) for `documentTransform`.
 */
export const openapiTransform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Json;
  const config = (input.route.config ?? {}) as { public?: boolean; sessionOnly?: boolean; tokenScope?: string };
  const facts: RouteFacts = {
    sessionOnly: config.sessionOnly === true,
    scopePerCall: config.tokenScope === 'per-tool',
  };
  return { ...out, schema: { ...schema, ...(config.public === true ? { security: [] } : {}), [FACTS]: facts } };
};

/** Words for the success answers @fastify/swagger calls 'Default Response'. */
const SUCCESS: Record<string, string> = { '200': 'Done.', '201': 'Created.', '202': 'Accepted: the work is queued.' };

function fileResponse(doc: OperationDoc): Json {
  return { description: 'The file.', content: { [doc.file!]: { schema: { type: 'string', format: 'binary' } } } };
}

function uploadBody(kind: NonNullable<OperationDoc['upload']>): Json {
  const binary = { type: 'string', format: 'binary' };
  return kind === 'image'
    ? { required: true, content: { 'image/*': { schema: binary }, 'application/octet-stream': { schema: binary } } }
    : {
        required: true,
        content: {
          'multipart/form-data': { schema: { type: 'object', properties: { file: binary }, required: ['file'] } },
        },
      };
}

/** One operation as clients read it: its id, words, body, answers and errors. */
function describe(op: Operation, doc: OperationDoc | undefined, path: string, method: string) {
  const facts = op[FACTS] as RouteFacts;
  delete op[FACTS];
  if (!doc) return; // openapi.test.ts names the route that lacks an entry.
  Object.assign(op, { operationId: doc.id, summary: doc.summary, description: doc.description });
  if (doc.upload) op.requestBody = uploadBody(doc.upload);
  const responses = { ...(op.responses ?? {}) };
  // A route that declares no answer gets @fastify/swagger's empty 200: say what it answers instead.
  if (Object.keys(responses).length === 1 && !(responses['200'] as Json | undefined)?.content) delete responses['200'];
  for (const [status, words] of Object.entries(SUCCESS)) {
    const response = responses[status] as Json | undefined;
    if (response?.description === 'Default Response') response.description = words;
  }
  if (doc.file) responses['200'] = fileResponse(doc);
  if (doc.redirect)
    responses['302'] = { description: doc.redirect, headers: { Location: { schema: { type: 'string' } } } };
  if (doc.empty) responses['204'] = { description: doc.empty };
  const hasInput = Boolean(op.requestBody) || Boolean(op.parameters?.length);
  for (const status of statusesOf({ ...facts, method, path, hasInput, hasBody: Boolean(op.requestBody) }, doc.errors)) {
    const shared = { $ref: `#/components/responses/${errorResponses[status]!.name}` };
    // A route's own 5xx may carry another body (the health check's); its 4xx are the shared ones.
    const own = responses[String(status)] as Json | undefined;
    if (own?.description === 'Default Response') own.description = errorResponses[status]!.description;
    responses[String(status)] = status < 500 ? shared : (own ?? shared);
  }
  op.responses = responses;
}

/**
 * The whole document, after every route is in: each operation gets its id and words from the
 * table (openapi-operations.ts) and its error answers; `servers` names the site; schemas the
 * 3.0 dialect cannot say are rewritten in words it can.
 */
export function documentTransform(site: { url: string }) {
  return (input: Parameters<SwaggerTransformObject>[0]): ReturnType<SwaggerTransformObject> => {
    const doc = ('openapiObject' in input ? input.openapiObject : input.swaggerObject) as Json & {
      paths: Record<string, Record<string, Operation>>;
      components?: Json;
    };
    const used = new Set<number>();
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item)) {
        describe(op, OPERATIONS[operationKey(method, path)], path, method);
        for (const [status, response] of Object.entries(op.responses ?? {}))
          if ((response as Json).$ref) used.add(Number(status));
      }
    }
    fixNullableWithoutType(doc.paths);
    const responses = Object.fromEntries(
      [...used]
        .sort((a, b) => a - b)
        .map((status) => {
          const { name, description } = errorResponses[status]!;
          return [
            name,
            { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
          ];
        }),
    );
    const components = (doc.components ?? {}) as { schemas?: Json };
    doc.components = { ...components, schemas: { ...components.schemas, Error: ERROR_SCHEMA }, responses };
    doc.servers = [{ url: site.url.replace(/\/+$/, ''), description: 'This Reelforge site (PUBLIC_URL).' }];
    return doc as ReturnType<SwaggerTransformObject>;
  };
}

/** Everything @fastify/swagger needs, for the site at `url` (PUBLIC_URL, else this host). */
export function openapiOptions(site: { url: string }) {
  return {
    openapi: {
      info: {
        title: 'Reelforge API',
        version: '0.1.0',
        description:
          "Write, voice, render and publish short videos. Authenticate with a personal API token (`Authorization: Bearer rf_...`) or the web session. Every 4xx answers `{ message, code }`: `message` is for people, `code` (one of the `Error` schema's) for programs.",
      },
      components: { securitySchemes },
      security: [{ session: [] }, { apiToken: [] }] as Record<string, string[]>[],
    },
    transform: openapiTransform,
    transformObject: documentTransform(site),
  };
}

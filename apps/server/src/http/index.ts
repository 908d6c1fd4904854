import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../context/index.ts';

/** The Fastify instance every route module receives (zod type provider). */
export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/**
 * A module's routes: app.ts registers each as its own Fastify plugin (encapsulated scope), so
 * route files depend on this leaf type, never on app.ts.
 */
export type RouteModule = (app: App, ctx: AppContext) => void | Promise<void>;

/**
 * Sends JSON a service has already serialized (and checked against the route's schema): Fastify
 * passes a string with a JSON content type through untouched. The cast is only for the zod type
 * provider, which types `send` as the schema's object shape.
 */
export function sendJsonText<R extends { type(t: string): R; send(payload: never): R }>(reply: R, json: string): R {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

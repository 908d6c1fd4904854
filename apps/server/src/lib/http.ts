import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from './context.ts';

/** The Fastify instance every route module receives (zod type provider). */
export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/**
 * A module's routes: app.ts registers each as its own Fastify plugin (encapsulated scope), so
 * route files depend on this leaf type, never on app.ts.
 */
export type RouteModule = (app: App, ctx: AppContext) => void | Promise<void>;

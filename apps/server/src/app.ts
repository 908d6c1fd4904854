import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MSG } from '@reelforge/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from './lib/context.ts';
import { errorHandler } from './lib/error-handler.ts';
import { webDistDir } from './lib/paths.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { scriptsRoutes } from './modules/scripts/scripts.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { videosRoutes } from './modules/videos/videos.routes.ts';
import { agentsRoutes } from './modules/agents/agents.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { avatarsRoutes } from './modules/avatars/avatars.routes.ts';
import { templatesRoutes } from './modules/templates/templates.routes.ts';
import { libraryRoutes } from './modules/library/library.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { llmSettingsRoutes } from './modules/llm-settings/llm-settings.routes.ts';

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;
export type RouteModule = (app: App, ctx: AppContext) => void;

/** Route modules, in registration order. Later features add theirs here. */
const modules: RouteModule[] = [authRoutes, usersRoutes, eventsRoutes, notificationsRoutes, healthRoutes, scriptsRoutes, videosRoutes, agentsRoutes, avatarsRoutes, socialRoutes, postsRoutes, templatesRoutes, libraryRoutes, analyticsRoutes, billingRoutes, llmSettingsRoutes];

export async function buildApp(ctx: AppContext, opts: { logger?: boolean | object; serveWeb?: boolean } = {}) {
  const { config } = ctx;
  const app = Fastify({
    logger:
      opts.logger ??
      (config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.isProduction,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  // Raw image uploads (profile photo): bytes in, checked by decoding later.
  app.addContentTypeParser(/^(image\/[\w.+-]+|application\/octet-stream)$/, { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", 'https://www.googletagmanager.com'],
        'connect-src': ["'self'", 'https://*.google-analytics.com', 'https://www.googletagmanager.com'],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:', 'data:'],
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctxInfo) => ({
      statusCode: ctxInfo.statusCode,
      message: MSG.tooManyAttempts,
    }),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Reelforge API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Public media with unguessable names (profile photos). Private files go through their routes.
  await app.register(fastifyStatic, {
    root: path.join(config.storageDir, 'profile'),
    prefix: '/media/profile/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });

  for (const register of modules) register(app, ctx);

  const webDist = webDistDir();
  const serveWeb = (opts.serveWeb ?? true) && fs.existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: false });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (serveWeb && req.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/media/')) {
      // The SPA decides what an unknown path is (its own 404 screen).
      return reply.type('text/html').sendFile('index.html', webDist, { maxAge: 0 });
    }
    return reply.code(404).send({ message: `Not found: ${req.method} ${url}` });
  });

  return app;
}

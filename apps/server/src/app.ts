import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MSG } from '@reelforge/contracts';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './lib/context.ts';
import type { App, RouteModule } from './lib/http.ts';
import { errorHandler } from './lib/error-handler.ts';
import { openapiSecurity, openapiTransform } from './lib/openapi.ts';
import { requestGuards } from './lib/request-guards.ts';
import { webDistDir } from './lib/paths.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { sessionPlugin } from './modules/auth/session.plugin.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
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
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { llmSettingsRoutes } from './modules/llm-settings/llm-settings.routes.ts';
import { voiceSettingsRoutes } from './modules/voice-settings/voice-settings.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes.ts';
import { mcpRoutes } from './modules/mcp/mcp.routes.ts';
import { strategyRoutes } from './modules/strategy/strategy.routes.ts';
import { assistantRoutes } from './modules/assistant/assistant.routes.ts';
import { storyboardRoutes } from './modules/storyboard/storyboard.routes.ts';
import { brandKitRoutes } from './modules/brand-kit/brand-kit.routes.ts';

/** Route modules, in registration order. Later features add theirs here. */
const modules: RouteModule[] = [authRoutes, usersRoutes, eventsRoutes, notificationsRoutes, healthRoutes, scriptsRoutes, videosRoutes, agentsRoutes, avatarsRoutes, socialRoutes, postsRoutes, templatesRoutes, libraryRoutes, analyticsRoutes, billingRoutes, llmSettingsRoutes, voiceSettingsRoutes, mediaRoutes, accountRoutes, metricsRoutes, webhooksRoutes, apiTokensRoutes, mcpRoutes, strategyRoutes, assistantRoutes, storyboardRoutes, brandKitRoutes];

export async function buildApp(ctx: AppContext, opts: { logger?: boolean | object; serveWeb?: boolean } = {}): Promise<App> {
  const { config } = ctx;
  const app = Fastify({
    logger:
      opts.logger ??
      (config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            // Paths only: query strings carry OAuth codes and state, emails, tokens.
            serializers: { req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, path: req.url.split('?')[0], ip: req.ip }) },
          }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  // JSON, or the raw bytes a route declares; a text/plain body (what a cross-site form can send
  // without a preflight) is refused with 415.
  app.removeContentTypeParser('text/plain');
  // Raw image uploads (profile photo): bytes in, checked by decoding later.
  app.addContentTypeParser(/^(image\/[\w.+-]+|application\/octet-stream)$/, { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );

  // br/gzip for text (the SPA's scripts, JSON); media types that are already compressed pass as is.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
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
    openapi: { info: { title: 'Reelforge API', version: '0.1.0' }, ...openapiSecurity },
    transform: openapiTransform,
  });
  // The API's map is for developers: public in development, opt-in (API_DOCS) in production.
  if (!config.isProduction || config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  sessionPlugin(app, ctx);
  requestGuards(app, config);
  // Each module is its own plugin: hooks or decorators it adds stay inside its scope.
  for (const routes of modules) await app.register(async (scope) => routes(scope as App, ctx));

  const webDist = webDistDir();
  const serveWeb = (opts.serveWeb ?? true) && fs.existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // Vite names built assets by content hash: they never change, so browsers keep them a year.
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (serveWeb && req.method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/media/')) {
      // The SPA decides what an unknown path is (its own 404 screen).
      return reply.type('text/html').sendFile('index.html', webDist, { maxAge: 0 });
    }
    return reply.code(404).send({ message: `Not found: ${req.method} ${url}`, code: 'not_found' });
  });

  return app;
}

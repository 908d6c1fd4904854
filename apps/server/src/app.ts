import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MSG, videoIdParamsSchema } from '@reelforge/contracts';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context/index.ts';
import type { App, RouteModule } from './http/index.ts';
import { errorHandler } from './lib/error-handler.ts';
import { openapiOptions } from './lib/openapi.ts';
import { requestGuards } from './http/request-guards.ts';
import { budgetStore } from './http/rate-budgets.ts';
import { AppError } from './lib/errors.ts';
import { webDistDir } from './lib/paths.ts';
import { authRoutes, sessionPlugin } from './modules/auth/index.ts';
import { eventsRoutes } from './modules/events/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { scriptsRoutes } from './modules/scripts/index.ts';
import { usersRoutes } from './modules/users/index.ts';
import { videosRoutes, videosService, watchMeta, withWatchMeta } from './modules/videos/index.ts';
import { studioRoutes } from './modules/studio/index.ts';
import { agentsRoutes } from './modules/agents/index.ts';
import { postsRoutes } from './modules/posts/index.ts';
import { socialRoutes } from './modules/social/index.ts';
import { avatarsRoutes } from './modules/avatars/index.ts';
import { templatesRoutes } from './modules/templates/index.ts';
import { libraryRoutes } from './modules/library/index.ts';
import { analyticsRoutes } from './modules/analytics/index.ts';
import { metricsRoutes } from './modules/metrics/index.ts';
import { billingRoutes } from './modules/billing/index.ts';
import { llmSettingsRoutes } from './modules/llm-settings/index.ts';
import { voiceSettingsRoutes } from './modules/voice-settings/index.ts';
import { mediaSettingsRoutes } from './modules/media-settings/index.ts';
import { speechSettingsRoutes } from './modules/speech-settings/index.ts';
import { accountRoutes } from './modules/account/index.ts';
import { webhooksRoutes } from './modules/webhooks/index.ts';
import { apiTokenBearer, apiTokensRoutes } from './modules/api-tokens/index.ts';
import { mcpRoutes } from './modules/mcp/index.ts';
import { strategyRoutes } from './modules/strategy/index.ts';
import { assistantRoutes } from './modules/assistant/index.ts';
import { storyboardRoutes } from './modules/storyboard/index.ts';
import { translationsRoutes } from './modules/translations/index.ts';
import { brandKitRoutes } from './modules/brand-kit/index.ts';
import { clipsRoutes } from './modules/clips/index.ts';
import { setupRoutes } from './modules/setup/index.ts';

/** Route modules, in registration order. Later features add theirs here. */
const modules: RouteModule[] = [authRoutes, usersRoutes, eventsRoutes, notificationsRoutes, healthRoutes, scriptsRoutes, videosRoutes, studioRoutes, agentsRoutes, avatarsRoutes, socialRoutes, postsRoutes, templatesRoutes, libraryRoutes, analyticsRoutes, billingRoutes, llmSettingsRoutes, voiceSettingsRoutes, mediaSettingsRoutes, speechSettingsRoutes, mediaRoutes, accountRoutes, metricsRoutes, webhooksRoutes, apiTokensRoutes, mcpRoutes, strategyRoutes, assistantRoutes, storyboardRoutes, translationsRoutes, brandKitRoutes, setupRoutes, clipsRoutes];

export async function buildApp(
  ctx: AppContext,
  opts: { logger?: boolean | object; serveWeb?: boolean; /** Tests: another built SPA. */ webDist?: string } = {},
): Promise<App> {
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
    // One table of per-user budgets that MCP tools spend too (http/rate-budgets.ts); ctx, not
    // ctx.clock, so a test that moves the clock moves the windows.
    store: budgetStore(ctx),
    errorResponseBuilder: (_req, ctxInfo) => ({
      statusCode: ctxInfo.statusCode,
      message: MSG.tooManyAttempts,
    }),
  });
  await app.register(swagger, openapiOptions({ url: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` }));
  // The API's map is for developers: public in development, opt-in (API_DOCS) in production.
  if (!config.isProduction || config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  sessionPlugin(app, ctx, apiTokenBearer);
  requestGuards(app, config);
  // Each module is its own plugin: hooks or decorators it adds stay inside its scope.
  for (const routes of modules) await app.register(async (scope) => routes(scope as App, ctx));

  const webDist = opts.webDist ?? webDistDir();
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
  if (serveWeb) {
    // A shared watch link previews the video (Open Graph, Twitter cards): link crawlers read the
    // HTML and run no JavaScript, so the tags are written into the SPA's page here.
    const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const videos = videosService(ctx);
    const published = async (params: unknown) => {
      const id = videoIdParamsSchema.safeParse(params);
      if (!id.success) return null;
      return videos.getPublic(id.data.id).catch((err: unknown) => {
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      });
    };
    app.get('/watch/:id', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
      const video = await published(req.params);
      const origin = (ctx.config.PUBLIC_URL ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
      const html = video ? withWatchMeta(indexHtml, watchMeta(video, origin)) : indexHtml;
      // Not published (or no such video): the SPA says so on its own page.
      return reply.code(video ? 200 : 404).header('Cache-Control', 'no-cache').type('text/html').send(html);
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

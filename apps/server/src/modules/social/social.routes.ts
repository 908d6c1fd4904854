import {
  connectSocialSchema,
  messageSchema,
  oauthCallbackQuerySchema,
  oauthPlatformParamsSchema,
  oauthProvidersSchema,
  pinterestBoardsSchema,
  platformStatusSchema,
  SOCIAL_MESSAGES,
  socialConnectionSchema,
  tiktokCreatorInfoSchema,
} from '@reelforge/contracts';
import { z } from 'zod';
import type { App } from '../../http/index.ts';
import { idParams } from '../../http/route-options.ts';
import type { AppContext } from '../../context/index.ts';
import { requireUser } from '../auth/index.ts';
import { boardsService } from './boards.service.ts';
import { creatorInfoService } from './creator-info.service.ts';
import { OAUTH_COOKIE_PATH, oauthCookieName, socialService } from './social.service.ts';

const tags = ['social'];

export function socialRoutes(app: App, ctx: AppContext) {
  const social = socialService(ctx);

  app.get(
    '/api/social-media/connections',
    { schema: { tags, response: { 200: z.array(socialConnectionSchema) } } },
    (req) => social.list(requireUser(req)),
  );

  app.post(
    '/api/social-media/connect',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        body: connectSocialSchema,
        response: { 200: socialConnectionSchema, 201: socialConnectionSchema },
      },
    },
    async (req, reply) => {
      const { connection, created } = await social.connect(requireUser(req), req.body);
      return reply.code(created ? 201 : 200).send(connection);
    },
  );

  app.delete(
    '/api/social-media/connections/:id',
    { config: { sessionOnly: true }, schema: { tags, params: idParams, response: { 200: messageSchema } } },
    async (req) => {
      await social.remove(requireUser(req), req.params.id);
      return { message: SOCIAL_MESSAGES.disconnected };
    },
  );

  const creatorInfo = creatorInfoService(ctx);
  app.get(
    '/api/social-media/tiktok/creator-info',
    { schema: { tags, response: { 200: tiktokCreatorInfoSchema } } },
    (req) => creatorInfo.tiktok(requireUser(req)),
  );

  const boards = boardsService(ctx);
  app.get(
    '/api/social-media/pinterest/boards',
    { schema: { tags, response: { 200: pinterestBoardsSchema } } },
    (req) => boards.pinterest(requireUser(req)),
  );

  app.get('/api/social-media/status', { schema: { tags, response: { 200: z.array(platformStatusSchema) } } }, (req) =>
    social.status(requireUser(req)),
  );

  app.get('/api/social-media/oauth/providers', { config: { public: true }, schema: { tags, response: { 200: oauthProvidersSchema } } }, () =>
    social.oauthProviders(),
  );

  /** Browser navigation: sends the creator to the platform's consent page. */
  app.get(
    '/api/social-media/oauth/:platform/start',
    { config: { sessionOnly: true }, schema: { tags, params: oauthPlatformParamsSchema } },
    async (req, reply) => {
      const { url, cookie } = social.startOAuth(requireUser(req), req.params.platform, `${req.protocol}://${req.host}`);
      reply.setCookie(cookie.name, cookie.value, cookie.options);
      return reply.redirect(url, 302);
    },
  );

  /** The platform sends the creator back here; the service trades the code for tokens. */
  app.get(
    '/api/social-media/oauth/:platform/callback',
    { config: { public: true }, schema: { tags, params: oauthPlatformParamsSchema, querystring: oauthCallbackQuerySchema } },
    async (req, reply) => {
      const { platform } = req.params;
      const sealed = req.cookies[oauthCookieName(platform)];
      reply.clearCookie(oauthCookieName(platform), { path: OAUTH_COOKIE_PATH });
      const done = await social.finishOAuth(req.user ?? null, platform, sealed, req.query);
      if (done.failure) req.log.warn({ platform, reason: done.failure }, 'social connect failed');
      return reply.redirect(done.location, 302);
    },
  );
}

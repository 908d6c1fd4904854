import {
  connectSocialSchema,
  messageSchema,
  oauthProvidersSchema,
  PLATFORM_LABELS,
  PLATFORMS,
  platformStatusSchema,
  SOCIAL_MESSAGES,
  socialConnectionSchema,
} from '@reelforge/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../lib/http.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { TokenDecryptError, tokenCipher } from '../../lib/token-crypto.ts';
import { requireUser } from '../auth/session.ts';
import { configuredPlatforms, finishFlow, OAuthFlowError, startFlow } from './social.oauth.ts';
import { connectionTokens, socialService } from './social.service.ts';

const tags = ['social'];
const idParams = z.object({ id: z.string().max(64) });
const platformParams = z.object({ platform: z.enum(PLATFORMS) });
const callbackQuery = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(512).optional(),
    error: z.string().max(512).optional(),
    error_description: z.string().max(2048).optional(),
  })
  .passthrough();

const STATE_CONTEXT = 'oauth-state';
const STATE_TTL_MS = 10 * 60_000;
const cookieName = (platform: string) => `rf_oauth_${platform}`;
const COOKIE_PATH = '/api/social-media/oauth';

const stateSchema = z.object({
  s: z.string(),
  v: z.string().optional(),
  u: z.string(),
  p: z.enum(PLATFORMS),
  r: z.string(),
  e: z.number(),
});

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
    { schema: { tags, params: idParams, response: { 200: messageSchema } } },
    async (req) => {
      await social.remove(requireUser(req), req.params.id);
      return { message: SOCIAL_MESSAGES.disconnected };
    },
  );

  app.get('/api/social-media/status', { schema: { tags, response: { 200: z.array(platformStatusSchema) } } }, (req) =>
    social.status(requireUser(req)),
  );

  app.get('/api/social-media/oauth/providers', { config: { public: true }, schema: { tags, response: { 200: oauthProvidersSchema } } }, () => ({
    platforms: configuredPlatforms(ctx.config),
  }));

  /** Browser navigation: sends the creator to the platform's consent page. */
  app.get(
    '/api/social-media/oauth/:platform/start',
    { schema: { tags, params: platformParams } },
    async (req, reply) => {
      const user = requireUser(req);
      const { platform } = req.params;
      const redirectUri = callbackUrl(ctx, req, platform);
      const flow = startFlow(ctx.config, platform, redirectUri);
      if (!flow) throw notFound(SOCIAL_MESSAGES.oauthNotConfigured(platform));
      const state: z.infer<typeof stateSchema> = {
        s: flow.state,
        v: flow.verifier,
        u: user.id,
        p: platform,
        r: redirectUri,
        e: Date.now() + STATE_TTL_MS,
      };
      reply.setCookie(cookieName(platform), tokenCipher(ctx.config).encrypt(JSON.stringify(state), STATE_CONTEXT), {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.config.isProduction,
        maxAge: STATE_TTL_MS / 1000,
      });
      return reply.redirect(flow.url, 302);
    },
  );

  /** The platform sends the creator back here; we trade the code for tokens and return to the studio. */
  app.get(
    '/api/social-media/oauth/:platform/callback',
    { config: { public: true }, schema: { tags, params: platformParams, querystring: callbackQuery } },
    async (req, reply) => {
      const { platform } = req.params;
      const label = PLATFORM_LABELS[platform];
      const sealed = req.cookies[cookieName(platform)];
      reply.clearCookie(cookieName(platform), { path: COOKIE_PATH });
      try {
        const state = readState(ctx, sealed);
        if (state.p !== platform || req.query.state !== state.s) {
          throw new OAuthFlowError('the sign-in could not be verified. Please connect again.');
        }
        if (!req.user || req.user.id !== state.u) {
          throw new OAuthFlowError(
            'sign in to Reelforge with the account that started the connection, then connect again.',
          );
        }
        if (req.query.error) {
          throw new OAuthFlowError(
            `the sign-in was cancelled or refused (${req.query.error_description ?? req.query.error}).`,
          );
        }
        if (!req.query.code) throw new OAuthFlowError('the platform sent no authorization code. Please connect again.');
        const tokens = await finishFlow(ctx.config, platform, {
          code: req.query.code,
          redirectUri: state.r,
          verifier: state.v,
        });
        await connectionTokens(ctx).store(state.u, platform, tokens);
        return reply.redirect(`/video-studio?connected=${platform}`, 302);
      } catch (err) {
        if (!(err instanceof OAuthFlowError)) throw err;
        req.log.warn({ platform, reason: err.message }, 'social connect failed');
        const message = `${label}: ${err.message}`;
        return reply.redirect(
          `/video-studio?${new URLSearchParams({ connectError: message, platform }).toString()}`,
          302,
        );
      }
    },
  );
}

function readState(ctx: AppContext, sealed: string | undefined) {
  const expired = new OAuthFlowError(
    'the sign-in took too long or was started in another browser. Please connect again.',
  );
  if (!sealed) throw expired;
  let raw: string;
  try {
    raw = tokenCipher(ctx.config).decrypt(sealed, STATE_CONTEXT);
  } catch (err) {
    if (err instanceof TokenDecryptError) throw expired;
    throw err;
  }
  const parsed = stateSchema.safeParse(JSON.parse(raw));
  if (!parsed.success || parsed.data.e < Date.now()) throw expired;
  return parsed.data;
}

/** Where the platform returns the creator: PUBLIC_URL when set (it must match the app's registered URI). */
function callbackUrl(ctx: AppContext, req: FastifyRequest, platform: string) {
  const base = ctx.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`;
  return `${base}/api/social-media/oauth/${platform}/callback`;
}

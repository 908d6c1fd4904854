import {
  SCRIPT_RATE_LIMIT,
  ideaScriptResponseSchema,
  planIdeaParamsSchema,
  planRequestSchema,
  planResponseSchema,
  starterPackRequestSchema,
  starterPackResponseSchema,
  weeklyPlanSchema,
  starterPackSchema,
} from '@reelforge/contracts';
import type { App } from '../../http/index.ts';
import { perUserRateLimit, signedIn } from '../../http/route-options.ts';
import type { AppContext } from '../../context/index.ts';
import { requireUser } from '../auth/index.ts';
import { starterPackService } from './starter-pack.service.ts';
import { strategyService } from './strategy.service.ts';

const tags = ['strategy'];
/** A plan or a pack asks the writer several times: a brake on scripts hammering a paid model. */
const rateLimit = perUserRateLimit(10);
/** One script per call, as generous as the script form (SCRIPT_RATE_LIMIT). */
const scriptRateLimit = perUserRateLimit(SCRIPT_RATE_LIMIT);

export function strategyRoutes(app: App, ctx: AppContext) {
  const strategy = strategyService(ctx);
  const packs = starterPackService(ctx);

  app.get('/api/strategy/plan', { schema: { tags, response: { 200: planResponseSchema } } }, async (req) => ({
    plan: await strategy.latest(requireUser(req)),
  }));
  app.post(
    '/api/strategy/plan',
    { config: { rateLimit }, preValidation: signedIn, schema: { tags, body: planRequestSchema, response: { 201: weeklyPlanSchema } } },
    async (req, reply) => reply.code(201).send(await strategy.create(requireUser(req), req.body)),
  );
  app.post(
    '/api/strategy/plan/:id/ideas/:index/script',
    { config: { rateLimit: scriptRateLimit }, schema: { tags, params: planIdeaParamsSchema, response: { 201: ideaScriptResponseSchema } } },
    async (req, reply) => reply.code(201).send(await strategy.writeScript(requireUser(req), req.params.id, req.params.index)),
  );
  app.get('/api/strategy/starter-pack', { schema: { tags, response: { 200: starterPackResponseSchema } } }, async (req) => ({
    pack: await packs.latest(requireUser(req)),
  }));
  app.post(
    '/api/strategy/starter-pack',
    { config: { rateLimit }, preValidation: signedIn, schema: { tags, body: starterPackRequestSchema, response: { 201: starterPackSchema } } },
    async (req, reply) => reply.code(201).send(await packs.create(requireUser(req), req.body.niche)),
  );
}

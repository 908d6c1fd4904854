import { agentHealthSchema, capabilitiesSchema } from '@reelforge/contracts';
import { z } from 'zod';
import type { App } from '../../http/index.ts';
import type { AppContext } from '../../context/index.ts';
import { agentsService } from './agents.service.ts';
import { agentStatusRoutes } from './agent-status.routes.ts';

export function agentsRoutes(app: App, ctx: AppContext) {
  const agents = agentsService(ctx);
  // Signed-out callers in production get the healthy flag alone (no map for probes).
  const health = z.union([agentHealthSchema, z.object({ healthy: z.boolean() })]);
  app.get('/api/deepagent/health', { config: { public: true }, schema: { tags: ['agents'], response: { 200: health } } }, (req) =>
    agents.publicHealth(req.user?.id ?? null),
  );
  app.get('/api/deepagent/capabilities', { config: { public: true }, schema: { tags: ['agents'], response: { 200: capabilitiesSchema } } }, (req) =>
    agents.capabilities(req.user?.id ?? null),
  );
  agentStatusRoutes(app, ctx);
}

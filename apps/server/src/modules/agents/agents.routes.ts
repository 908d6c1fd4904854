import type { App } from '../../lib/http.ts';
import type { AppContext } from '../../lib/context.ts';
import { agentsService } from './agents.service.ts';
import { agentStatusRoutes } from './agent-status.routes.ts';

export function agentsRoutes(app: App, ctx: AppContext) {
  const agents = agentsService(ctx);
  app.get('/api/deepagent/health', { config: { public: true }, schema: { tags: ['agents'] } }, (req) =>
    agents.publicHealth(req.user?.id ?? null),
  );
  app.get('/api/deepagent/capabilities', { config: { public: true }, schema: { tags: ['agents'] } }, (req) =>
    agents.capabilities(req.user?.id ?? null),
  );
  agentStatusRoutes(app, ctx);
}

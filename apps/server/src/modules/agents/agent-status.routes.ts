import { agentKeyParamsSchema, agentSettingsSavedSchema, agentSettingsSchema, agentsCheckSchema, agentsListSchema } from '@reelforge/contracts';
import type { App } from '../../http/index.ts';
import { signedIn } from '../../http/route-options.ts';
import type { AppContext } from '../../context/index.ts';
import { requireUser } from '../auth/index.ts';
import { checkCapabilities } from './agent-checks.ts';
import { agentStatusService } from './agent-status.service.ts';

/** The orchestra's live status, the per-agent settings and "Activate All Agents" (ADR 0028). */
export function agentStatusRoutes(app: App, ctx: AppContext) {
  const agents = agentStatusService(ctx);
  // Signed-out callers get 401 before their body is looked at.
  const tags = ['agents'];

  app.get('/api/agents', { schema: { tags, response: { 200: agentsListSchema } } }, (req) => agents.list(requireUser(req)));

  app.post('/api/agents/check', { schema: { tags, response: { 200: agentsCheckSchema } } }, (req) =>
    checkCapabilities(ctx, requireUser(req)),
  );

  app.get(
    '/api/agents/:key/settings',
    { preValidation: signedIn, schema: { tags, params: agentKeyParamsSchema, response: { 200: agentSettingsSchema } } },
    (req) => agents.getSettings(requireUser(req), req.params.key),
  );

  app.put(
    '/api/agents/:key/settings',
    {
      preValidation: signedIn,
      schema: { tags, params: agentKeyParamsSchema, body: agentSettingsSchema, response: { 200: agentSettingsSavedSchema } },
    },
    (req) => agents.saveSettings(requireUser(req), req.params.key, req.body),
  );
}

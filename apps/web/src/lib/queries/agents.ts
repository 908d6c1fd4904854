import { queryOptions } from '@tanstack/react-query';
import { agentHealthSchema, agentSettingsSchema, agentsListSchema, capabilitiesSchema, type AgentKey } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const agentKeys = {
  health: ['/api/deepagent/health'] as const,
  capabilities: ['/api/deepagent/capabilities'] as const,
};

/** Read through the contract, so a server that answers something else is "not healthy", not a crash. */
export const agentHealthQueryOptions = queryOptions({
  queryKey: agentKeys.health,
  queryFn: async () => agentHealthSchema.parse(await apiJson('GET', agentKeys.health[0])),
});

/** Spec section 7: asked for only when the health check said healthy (pass `enabled`). */
export const capabilitiesQueryOptions = queryOptions({
  queryKey: agentKeys.capabilities,
  queryFn: async () => capabilitiesSchema.parse(await apiJson('GET', agentKeys.capabilities[0])),
});

export const agentStatusKeys = {
  list: ['/api/agents'] as const,
  settings: (key: AgentKey) => ['/api/agents', key, 'settings'] as const,
};

/** How often the agents' live status is asked for again (there is no push channel for it). */
export const AGENT_STATUS_POLL_MS = 10_000;

/** The eight agents' real status for the signed-in user, refreshed while a page shows them. */
export const agentsStatusQueryOptions = queryOptions({
  queryKey: agentStatusKeys.list,
  queryFn: async () => agentsListSchema.parse(await apiJson('GET', agentStatusKeys.list[0])),
  refetchInterval: AGENT_STATUS_POLL_MS,
});

export const agentSettingsQueryOptions = (key: AgentKey) =>
  queryOptions({
    queryKey: agentStatusKeys.settings(key),
    queryFn: async () => agentSettingsSchema.parse(await apiJson('GET', `/api/agents/${key}/settings`)),
  });

import { queryOptions } from '@tanstack/react-query';
import { agentHealthSchema, capabilitiesSchema } from '@reelforge/contracts';
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

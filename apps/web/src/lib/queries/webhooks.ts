import { queryOptions } from '@tanstack/react-query';
import { webhookDeliveryListSchema, webhookEndpointListSchema } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const webhookKeys = {
  endpoints: ['/api/settings/webhooks'] as const,
  deliveries: (endpointId: string) => ['/api/settings/webhooks', endpointId, 'deliveries'] as const,
};

/** The user's webhook endpoints (never their secrets). */
export const webhookEndpointsQueryOptions = queryOptions({
  queryKey: webhookKeys.endpoints,
  queryFn: async () => webhookEndpointListSchema.parse(await apiJson('GET', webhookKeys.endpoints[0])),
  staleTime: 0,
});

/** One endpoint's recent deliveries; asked again every 2 s while any is still being attempted. */
export const webhookDeliveriesQueryOptions = (endpointId: string) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: async () => webhookDeliveryListSchema.parse(await apiJson('GET', webhookKeys.deliveries(endpointId).join('/'))),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'pending') ? 2000 : false),
  });

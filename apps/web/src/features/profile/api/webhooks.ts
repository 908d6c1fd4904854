import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookWithSecretSchema,
  type WebhookCreateParsed,
  type WebhookUpdateParsed,
} from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { webhookDeliveriesQueryOptions, webhookEndpointsQueryOptions, webhookKeys } from '@/lib/queries/webhooks';

const BASE = webhookKeys.endpoints[0];

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQueryOptions);
export const useWebhookDeliveries = (endpointId: string, enabled: boolean) =>
  useQuery({ ...webhookDeliveriesQueryOptions(endpointId), enabled });

function useEndpointsChange<TInput, TOut>(send: (input: TInput) => Promise<TOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints, exact: true }),
  });
}

export const useCreateWebhook = () =>
  useEndpointsChange(async (input: WebhookCreateParsed) => webhookWithSecretSchema.parse(await apiJson('POST', BASE, input)));

export const useUpdateWebhook = () =>
  useEndpointsChange(async ({ id, patch }: { id: string; patch: WebhookUpdateParsed }) =>
    webhookEndpointSchema.parse(await apiJson('PATCH', `${BASE}/${id}`, patch)),
  );

export const useDeleteWebhook = () => useEndpointsChange((id: string) => apiJson('DELETE', `${BASE}/${id}`));

export const useRotateWebhookSecret = () =>
  useMutation({
    mutationFn: async (id: string) => webhookWithSecretSchema.parse(await apiJson('POST', `${BASE}/${id}/rotate-secret`)),
  });

/** Test and Redeliver add a row to the endpoint's log: it is asked again (and polls while pending). */
function useDeliveryAction<TInput extends { endpointId: string }>(url: (input: TInput) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => webhookDeliverySchema.parse(await apiJson('POST', url(input))),
    onSuccess: (_d, input) => void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(input.endpointId) }),
  });
}

export const useSendTestWebhook = () => useDeliveryAction(({ endpointId }: { endpointId: string }) => `${BASE}/${endpointId}/test`);
export const useRedeliverWebhook = () =>
  useDeliveryAction(
    ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      `${BASE}/${endpointId}/deliveries/${deliveryId}/redeliver`,
  );

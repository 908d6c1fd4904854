import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export type NotificationItem = Notification & { link?: string | null };
export interface NotificationsResponse {
  unreadCount: number;
  items: NotificationItem[];
}

export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const;

export function useNotifications() {
  return useQuery<NotificationsResponse>({ queryKey: NOTIFICATIONS_QUERY_KEY });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/notifications/read-all'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

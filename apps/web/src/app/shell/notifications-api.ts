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

/** Opening a notification reads it: the dot goes at once, the server is told in the background. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ message: string }>('POST', `/api/notifications/${encodeURIComponent(id)}/read`),
    onMutate: (id) => {
      queryClient.setQueryData<NotificationsResponse>(NOTIFICATIONS_QUERY_KEY, (data) => {
        if (!data) return data;
        const target = data.items.find((n) => n.id === id);
        if (!target || target.readAt !== null) return data;
        const readAt = new Date().toISOString();
        return { unreadCount: Math.max(0, data.unreadCount - 1), items: data.items.map((n) => (n.id === id ? { ...n, readAt } : n)) };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

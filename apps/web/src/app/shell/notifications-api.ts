import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export type NotificationItem = Notification;

export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const;
/** The bell shows the newest 20; Load more fetches the next ones. */
const PAGE_SIZE = 20;

const pageUrl = (cursor: string | null) =>
  `${NOTIFICATIONS_QUERY_KEY[0]}?limit=${PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

/** The loaded pages as one list; the unread count is over all notifications (the newest page's answer). */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ pageParam }) => apiJson<NotificationPage>('GET', pageUrl(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => ({ items: data.pages.flatMap((p) => p.items), unreadCount: data.pages[0]?.unreadCount ?? 0 }),
  });
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
      queryClient.setQueryData<InfiniteData<NotificationPage>>(NOTIFICATIONS_QUERY_KEY, (data) => {
        const target = data?.pages.flatMap((p) => p.items).find((n) => n.id === id);
        if (!data || !target || target.readAt !== null) return data;
        const readAt = new Date().toISOString();
        return {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            unreadCount: Math.max(0, p.unreadCount - 1),
            items: p.items.map((n) => (n.id === id ? { ...n, readAt } : n)),
          })),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Spinner } from '@/components/ui/spinner';
import { pageNavigation } from '@/lib/page-navigation';
import { cn } from '@/lib/utils';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications, type NotificationItem } from './notifications-api';
import { relativeTime } from './relative-time';

function Item({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const unread = item.readAt === null;
  const body = (
    <>
      <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} />
      <span className="grid min-w-0 gap-0.5 text-left">
        <span className={cn('text-sm', unread ? 'font-semibold' : 'font-medium')}>{item.title}</span>
        <span className="text-sm text-muted-foreground">{item.body}</span>
        <span className="text-xs text-muted-foreground">{relativeTime(item.createdAt)}</span>
      </span>
    </>
  );
  // Every item is a button: opening one (with or without a link) marks it read.
  return (
    <li className="border-b last:border-0" data-testid="notification-item" data-unread={unread}>
      <button type="button" className="flex w-full cursor-pointer gap-3 px-4 py-3 hover:bg-accent/60" onClick={() => onOpen(item)}>
        {body}
      </button>
    </li>
  );
}

/** The bell: a badge with the real unread count, and the list in a popover. */
export function NotificationsMenu() {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.items ?? [];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void notifications.refetch();
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative rounded-full" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
          <Bell className="size-5" />
          {unread > 0 && (
            <span
              data-testid="notifications-badge"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-fuchsia-600 px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-background"
            >
              {unread > 9 ? '9+' : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <p className="text-sm font-semibold">Notifications</p>
          <Button variant="ghost" size="sm" className="h-7 text-xs" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
            <CheckCheck /> Mark all read
          </Button>
        </div>
        {notifications.isLoading ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-6" />
          </div>
        ) : notifications.isError ? (
          <p className="px-4 py-10 text-center text-sm text-muted-foreground">Notifications couldn't be loaded.</p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-muted">
              <BellOff className="size-5 text-muted-foreground" />
            </span>
            <p className="text-sm font-medium">No notifications yet</p>
            <p className="text-xs text-muted-foreground">You'll hear from us here when a video is ready or a post goes live.</p>
          </div>
        ) : (
          <ScrollArea className="[&>[data-slot=scroll-area-viewport]]:max-h-96">
            <ul>
              {items.map((item) => (
                <Item
                  key={item.id}
                  item={item}
                  onOpen={({ id, readAt, link }) => {
                    if (readAt === null) markRead.mutate(id);
                    if (!link) return;
                    setOpen(false);
                    if (link.startsWith('/')) navigate(link);
                    else pageNavigation.go(link);
                  }}
                />
              ))}
            </ul>
            {notifications.hasNextPage && (
              <div className="border-t p-2 text-center">
                <Button variant="ghost" size="sm" className="h-7 text-xs" disabled={notifications.isFetchingNextPage} onClick={() => void notifications.fetchNextPage()}>
                  {notifications.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            )}
          </ScrollArea>
        )}
      </PopoverContent>
    </Popover>
  );
}

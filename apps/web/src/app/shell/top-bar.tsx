import type { User } from '@reelforge/contracts';
import { MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { openChat } from '@/lib/chat-bus';
import { getDisplayName, type ProfileTabId } from '@/features/profile';
import { NotificationsMenu } from './notifications-menu';
import { UserMenu } from './user-menu';

interface Props {
  user: User;
  onOpenProfile: (tab: ProfileTabId) => void;
  onLogout: () => void;
}

export function TopBar({ user, onOpenProfile, onLogout }: Props) {
  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b bg-background/80 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-4">
      <SidebarTrigger className="-ml-1" aria-label="Toggle menu" />
      <Separator orientation="vertical" className="mr-1 h-5! max-sm:hidden" />
      <p className="min-w-0 flex-1 truncate text-sm sm:text-base">
        <span className="text-muted-foreground">Welcome back, </span>
        <span className="font-semibold" data-testid="greeting-name">
          {getDisplayName(user)}
        </span>
      </p>
      <div className="flex items-center gap-1 sm:gap-2">
        {/* On a phone the chat opens from here: a floating button would cover the page's last card. */}
        <Button variant="ghost" size="icon" className="md:hidden" onClick={openChat} aria-label="Open PaulinaAI chat">
          <MessageCircle />
        </Button>
        <NotificationsMenu />
        <UserMenu user={user} onOpenProfile={onOpenProfile} onLogout={onLogout} />
      </div>
    </header>
  );
}

import type { User } from '@reelforge/contracts';
import { ChevronDown, CreditCard, LogOut, Settings, UserRound } from 'lucide-react';
import { useLocation } from 'wouter';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { getFullName, UserAvatar, type ProfileTabId } from '@/features/profile';

interface Props {
  user: User;
  onOpenProfile: (tab: ProfileTabId) => void;
  onLogout: () => void;
}

export function UserMenu({ user, onOpenProfile, onLogout }: Props) {
  const [, navigate] = useLocation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex cursor-pointer items-center gap-2 rounded-full p-0.5 pr-1 outline-none transition hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 md:pr-2"
        aria-label="Account menu"
      >
        <UserAvatar user={user} className="size-8 text-xs" />
        <span className="hidden max-w-40 truncate text-sm font-medium md:inline">{getFullName(user)}</span>
        <ChevronDown className="hidden size-4 text-muted-foreground md:inline" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex items-center gap-3 py-2">
          <UserAvatar user={user} className="size-9 text-xs" />
          <span className="grid min-w-0">
            <span className="truncate">{getFullName(user)}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onOpenProfile('profile')}>
          <UserRound /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/subscribe')}>
          <CreditCard /> Billing & Plans
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onOpenProfile('settings')}>
          <Settings /> Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onLogout}>
          <LogOut /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

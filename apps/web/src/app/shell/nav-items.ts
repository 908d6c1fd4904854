import { BarChart3, Bot, CalendarClock, Clapperboard, Compass, FolderOpen, LayoutDashboard, UserRoundPen, type LucideIcon } from 'lucide-react';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Other paths that show the same screen. */
  aliases?: string[];
}

/** Spec section 2, "App shell": the sidebar's links, in order. */
export const NAV_ITEMS: NavItem[] = [
  { href: '/', label: 'Dashboard', icon: LayoutDashboard, aliases: ['/dashboard'] },
  { href: '/ai-agents', label: 'AI Agents', icon: Bot },
  { href: '/video-studio', label: 'Video Studio', icon: Clapperboard },
  { href: '/avatar-builder', label: 'Avatar Builder', icon: UserRoundPen },
  { href: '/scheduler', label: 'Post Scheduler', icon: CalendarClock },
  { href: '/analytics', label: 'Analytics', icon: BarChart3 },
  { href: '/library', label: 'Content Library', icon: FolderOpen },
  { href: '/strategy', label: 'Strategy', icon: Compass },
];

export const isActivePath = (item: NavItem, location: string) => item.href === location || Boolean(item.aliases?.includes(location));

import { isPremium, type User } from '@reelforge/contracts';
import { Clapperboard, Crown, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  useSidebar,
} from '@/components/ui/sidebar';
import { isActivePath, NAV_ITEMS } from './nav-items';

function Brand() {
  return (
    <Link href="/" className="flex h-12 items-center gap-2.5 rounded-md px-1.5 outline-none focus-visible:ring-2 focus-visible:ring-ring group-data-[collapsible=icon]:px-0">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-violet-600 to-fuchsia-600 text-white shadow-sm">
        <Clapperboard className="size-4" />
      </span>
      <span className="truncate text-lg font-bold tracking-tight group-data-[collapsible=icon]:hidden">Reelforge</span>
    </Link>
  );
}

/** Upgrade Now for free users; premium users get a quiet link to their billing instead. */
function PlanCard({ premium }: { premium: boolean }) {
  const { state, isMobile } = useSidebar();
  if (state === 'collapsed' && !isMobile) {
    return (
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton asChild tooltip={premium ? 'Billing & Plans' : 'Upgrade Now'} className="text-primary">
            <Link href="/subscribe">{premium ? <Crown /> : <Sparkles />}</Link>
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
    );
  }
  if (premium) {
    return (
      <Link href="/subscribe" className="flex items-center gap-2 rounded-lg border bg-background px-3 py-2.5 text-sm hover:bg-accent">
        <Crown className="size-4 text-amber-500" />
        <span className="font-medium">Premium</span>
        <span className="ml-auto text-xs text-muted-foreground">Billing</span>
      </Link>
    );
  }
  return (
    <div className="relative overflow-hidden rounded-xl bg-gradient-to-br from-violet-600 to-fuchsia-600 p-4 text-white shadow-md">
      <Sparkles className="absolute -top-3 -right-3 size-16 text-white/15" />
      <p className="text-sm font-semibold">Go Premium</p>
      <p className="mt-1 text-xs text-white/80">Unlimited videos, every platform and advanced agents.</p>
      <Button asChild size="sm" className="mt-3 w-full bg-white text-violet-700 shadow-none hover:bg-white/90">
        <Link href="/subscribe">Upgrade Now</Link>
      </Button>
    </div>
  );
}

export function AppSidebar({ user }: { user: User }) {
  const [location] = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <Sidebar collapsible="icon">
      <SidebarHeader className="h-16 justify-center border-b border-sidebar-border">
        <Brand />
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>Workspace</SidebarGroupLabel>
          <SidebarGroupContent>
            <SidebarMenu>
              {NAV_ITEMS.map((item) => (
                <SidebarMenuItem key={item.href}>
                  <SidebarMenuButton asChild isActive={isActivePath(item, location)} tooltip={item.label} className="h-9">
                    <Link href={item.href} onClick={() => isMobile && setOpenMobile(false)} aria-current={isActivePath(item, location) ? 'page' : undefined}>
                      <item.icon />
                      <span>{item.label}</span>
                    </Link>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              ))}
            </SidebarMenu>
          </SidebarGroupContent>
        </SidebarGroup>
      </SidebarContent>
      <SidebarFooter className="p-3 group-data-[collapsible=icon]:p-2">
        <PlanCard premium={isPremium(user)} />
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}

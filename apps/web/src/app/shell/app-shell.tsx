import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@reelforge/contracts';
import type { ReactNode } from 'react';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { useUser } from '@/lib/auth';
import { userKeys } from '@/lib/queries/user';
import { PaulinaChat } from '@/features/chat/paulina-chat';
import { ProfileDialog } from '@/features/profile';
import { AppSidebar } from './app-sidebar';
import { setProfileDialog, useProfileDialog } from './profile-dialog-store';
import { TopBar } from './top-bar';
import { useLogout } from './use-logout';

/** The signed-in frame (spec section 2, "App shell"): sidebar, top bar, profile dialog, chat. */
export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const profile = useProfileDialog();

  // The router mounts the shell only for a signed-in user.
  if (!user) return null;

  const onUserChange = (next: User) => queryClient.setQueryData(userKeys.me, next);
  const logoutFromMenu = () => {
    logout().catch((error: unknown) => console.error('Logout failed', error));
  };

  return (
    <SidebarProvider>
      <AppSidebar user={user} />
      <SidebarInset>
        <TopBar user={user} onOpenProfile={(tab) => setProfileDialog({ open: true, tab })} onLogout={logoutFromMenu} />
        {/* Room under every page for the chat launcher, so it never sits on the last controls (the studio's Delete). */}
        <div className="flex-1 pb-24">{children}</div>
      </SidebarInset>
      <ProfileDialog
        user={user}
        open={profile.open}
        onOpenChange={(open) => setProfileDialog({ open })}
        tab={profile.tab}
        onTabChange={(tab) => setProfileDialog({ tab })}
        onUserChange={onUserChange}
        onLogout={logout}
      />
      <PaulinaChat launcher launcherFromTablet />
    </SidebarProvider>
  );
}

import { isPremium, type User } from '@reelforge/contracts';
import { BarChart3, CreditCard, LogOut, Settings, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/hooks/use-toast';
import { useUserStats } from '../api/get-user-stats';
import { getFullName, isAdmin } from '../lib/user-display';
import { PhotoUpload } from './photo-upload';
import { PlanTab } from './plan-tab';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';
import { StatsTab } from './stats-tab';

export type ProfileTabId = 'profile' | 'statistics' | 'plan' | 'settings';

export interface ProfileDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: ProfileTabId;
  onTabChange: (tab: ProfileTabId) => void;
  /** Called with the server's copy of the user after a profile or photo change. */
  onUserChange: (user: User) => void;
  /** Signs out; rejects when the server could not. */
  onLogout: () => Promise<void>;
  /** More rows for the Settings tab's Display section, from features the app composes in. */
  extraSettings?: ReactNode;
}

const TABS: { id: ProfileTabId; label: string; icon: typeof UserRound }[] = [
  { id: 'profile', label: 'Profile', icon: UserRound },
  { id: 'statistics', label: 'Statistics', icon: BarChart3 },
  { id: 'plan', label: 'Plan', icon: CreditCard },
  { id: 'settings', label: 'Settings', icon: Settings },
];

function DialogBody({
  user,
  onOpenChange,
  tab,
  onTabChange,
  onUserChange,
  onLogout,
  extraSettings,
}: ProfileDialogProps) {
  // Mounted only while the dialog is open, so the stats are fetched only then.
  const stats = useUserStats(true);
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    setLoggingOut(true);
    try {
      await onLogout();
    } catch {
      setLoggingOut(false);
      toast({ title: 'Logout Error', description: 'Failed to logout. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <>
      <div className="-mx-6 -mt-6 h-24 rounded-t-xl bg-gradient-to-r from-violet-600 via-purple-600 to-fuchsia-600" />
      <div className="flex items-start gap-4">
        <div className="-mt-10">
          <PhotoUpload user={user} onUserChange={onUserChange} />
        </div>
        <div className="min-w-0 flex-1 pt-2">
          <div className="flex flex-wrap items-center gap-2">
            <DialogTitle className="truncate text-xl">{getFullName(user)}</DialogTitle>
            {isAdmin(user) && <Badge className="bg-violet-100 text-violet-800">Admin</Badge>}
            <Badge variant={isPremium(user) ? 'warning' : 'secondary'}>
              {isPremium(user) ? 'Premium' : 'Free Plan'}
            </Badge>
          </div>
          <DialogDescription className="mt-1 truncate">{user.email}</DialogDescription>
        </div>
      </div>

      <Tabs value={tab} onValueChange={(v) => onTabChange(v as ProfileTabId)} className="mt-5 min-h-[25rem] gap-4">
        <TabsList className="grid h-10 w-full grid-cols-4">
          {TABS.map(({ id, label, icon: Icon }) => (
            <TabsTrigger key={id} value={id} className="px-1 text-xs sm:px-2 sm:text-sm">
              <Icon className="hidden sm:block" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab user={user} onUserChange={onUserChange} />
        </TabsContent>
        <TabsContent value="statistics">
          <StatsTab
            stats={stats.data}
            isLoading={stats.isLoading}
            isError={stats.isError}
            onRetry={() => void stats.refetch()}
          />
        </TabsContent>
        <TabsContent value="plan">
          <PlanTab user={user} onNavigate={() => onOpenChange(false)} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab extra={extraSettings} />
        </TabsContent>
      </Tabs>

      <div className="mt-6 flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-between">
        <Button
          variant="ghost"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={logout}
          disabled={loggingOut}
        >
          <LogOut /> {loggingOut ? 'Logging out...' : 'Logout'}
        </Button>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      </div>
    </>
  );
}

export function ProfileDialog(props: ProfileDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)] gap-0 overflow-x-hidden sm:max-w-2xl" showCloseButton={false}>
        <DialogBody {...props} />
      </DialogContent>
    </Dialog>
  );
}

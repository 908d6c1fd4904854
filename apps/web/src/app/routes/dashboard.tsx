import { AiVideoFlow } from './ai-video-flow';
import type { TemplateDetail } from '@reelforge/contracts';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { LoadError } from '@/components/load-error';
import { CreateAvatarDialog } from '@/features/avatars';
import { SchedulePostDialog, ScheduleNewButton, UpcomingPosts, useScheduledPosts } from '@/features/scheduler';
import { SocialConnectionsDialog, usePlatformStatus } from '@/features/social';
import {
  AgentsPanel,
  PlatformStatusCard,
  QuickActions,
  RecentVideosCard,
  ScheduledPostsCard,
  SetupCard,
  StatsStrip,
  type SettingsSection,
  useDashboardStats,
  useSignedOutRedirect,
} from '@/features/dashboard';
import { ContentLibraryCard, CreateManyDialog } from '@/features/templates';
import { useVideos } from '@/features/videos';
import { setProfileDialog } from '../shell/profile-dialog-store';

/**
 * Spec section 2, "Dashboard". Features don't import each other, so the app composes them here:
 * the dashboard's cards, fed by the videos, social and scheduler features, and the same AI video
 * flow as the studio.
 */
export function DashboardPage() {
  const stats = useDashboardStats();
  const videos = useVideos();
  const [, navigate] = useLocation();
  const [ai, setAi] = useState<{ open: boolean; key: number; template: TemplateDetail | null }>({ open: false, key: 0, template: null });
  const [many, setMany] = useState<{ open: boolean; templateId?: string }>({ open: false });
  useSignedOutRedirect(stats.error);

  const [avatarOpen, setAvatarOpen] = useState(false);
  const platformStatus = usePlatformStatus();
  const posts = useScheduledPosts();
  const [socialOpen, setSocialOpen] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const openAi = (template: TemplateDetail | null = null) => setAi((a) => ({ open: true, key: a.key + 1, template }));
  // The Settings tab opens, then the section the card named is brought into view once it is drawn.
  const openSettings = (section: SettingsSection) => {
    setProfileDialog({ open: true, tab: 'settings' });
    let frames = 30;
    const reveal = () => {
      const el = document.querySelector(`[data-settings-section="${section}"]`);
      if (el) el.scrollIntoView({ block: 'start' });
      else if (--frames > 0) requestAnimationFrame(reveal);
    };
    requestAnimationFrame(reveal);
  };
  const openStudio = (id: string) => navigate(`/video-studio?video=${encodeURIComponent(id)}`);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-5 p-4 sm:p-6 lg:gap-6 lg:p-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
        <p className="text-sm text-muted-foreground">Your channels, content and agents at a glance.</p>
      </div>

      {/* After the stats: a session that ended is told once, by the stats' redirect, with nothing else asked. */}
      {stats.isSuccess && <SetupCard onOpenSettings={openSettings} />}

      <QuickActions
        actions={{ generateVideo: () => openAi(), createAvatar: () => setAvatarOpen(true), schedulePost: () => setScheduleOpen(true) }}
      />

      {stats.isError ? (
        <LoadError what="Your stats" onRetry={() => void stats.refetch()} />
      ) : (
        <StatsStrip stats={stats.data} isLoading={stats.isLoading} />
      )}

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3 lg:gap-6">
        <RecentVideosCard
          videos={videos.data ?? []}
          isLoading={videos.isLoading}
          isError={videos.isError}
          onRetry={() => void videos.refetch()}
          onCreate={() => openAi()}
          className="lg:col-span-2"
        />
        <PlatformStatusCard connections={platformStatus.platforms} onManage={() => setSocialOpen(true)} />
      </div>
      <ContentLibraryCard onUse={(t) => openAi(t)} onCreateMany={(t) => setMany({ open: true, templateId: t.id })} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3 lg:gap-6">
        <AgentsPanel className="lg:col-span-2" />
        <ScheduledPostsCard posts={posts.data ?? []} content={<UpcomingPosts />} action={<ScheduleNewButton />} />
      </div>

      <CreateAvatarDialog open={avatarOpen} onOpenChange={setAvatarOpen} />
      <SocialConnectionsDialog open={socialOpen} onOpenChange={setSocialOpen} />
      <SchedulePostDialog open={scheduleOpen} onOpenChange={setScheduleOpen} />
      <AiVideoFlow
        key={ai.key}
        open={ai.open}
        initialTemplate={ai.template}
        onOpenChange={(open) => setAi((a) => ({ ...a, open }))}
        onOpenInStudio={openStudio}
      />
      <CreateManyDialog
        open={many.open}
        templateId={many.templateId}
        onOpenChange={(open) => setMany((m) => ({ ...m, open }))}
        onOpenVideo={openStudio}
      />
    </div>
  );
}

import { AiVideoFlow } from './ai-video-flow';
import type { Video } from '@reelforge/contracts';
import { BookmarkPlus, Clapperboard, Layers, Link2, MousePointerClick, Plus, Sparkles } from 'lucide-react';
import { SocialConnectionsDialog, useSocialConnectReturn } from '@/features/social';
import { CreateManyDialog, SaveAsTemplateDialog } from '@/features/templates';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { VideoEditor, VideoList, useVideo, useVideos, type AiVideoDraft } from '@/features/videos';

// The video studio route composes the videos feature (it owns no data of its own).

const DRAFT_ID = 'draft';

function newDraft(): Video {
  const now = new Date().toISOString();
  return {
    id: DRAFT_ID,
    title: 'Untitled AI Video',
    description: null,
    script: null,
    status: 'draft',
    platforms: [],
    views: 0,
    likes: 0,
    createdAt: now,
    updatedAt: now,
    videoUrl: null,
    thumbnailUrl: null,
    captionsUrl: null,
    duration: null,
    stage: null,
    progress: 0,
    error: null,
    avatarId: null,
    renderedAt: null,
    needsRender: false,
    credits: [],
    language: null,
    translationOf: null,
    clipOf: null,
    clipOfName: null,
  };
}

function EditorPlaceholder({ missing, onCreate }: { missing: boolean; onCreate: () => void }) {
  return (
    <div className="flex min-h-80 flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card/50 p-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        {missing ? <Clapperboard className="size-5" /> : <MousePointerClick className="size-5" />}
      </span>
      <p className="font-semibold">{missing ? 'Video not found' : 'Select a video to edit it'}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {missing
          ? 'It may have been deleted. Pick another video from Your Videos.'
          : 'Edit its title, description, script and status, preview it, download it or share its watch link.'}
      </p>
      <Button variant="outline" size="sm" className="mt-1" onClick={onCreate}>
        <Sparkles /> Create AI Video
      </Button>
    </div>
  );
}

/** Spec section 2, /video-studio: Your Videos, the editor, and the AI video flow. */
export function VideoStudioPage() {
  const videos = useVideos();
  const [, navigate] = useLocation();
  const selectedId = new URLSearchParams(useSearch()).get('video');
  const [draft, setDraft] = useState<Video | null>(null);
  const [ai, setAi] = useState({ open: false, key: 0 });
  const [manyOpen, setManyOpen] = useState(false);
  const [savingTemplate, setSavingTemplate] = useState(false);
  // Back from a platform's OAuth consent: toast the outcome and show the connections.
  const connectReturn = useSocialConnectReturn();
  const [socialOpen, setSocialOpen] = useState(connectReturn.openDialog);

  const select = (id: string | null) =>
    navigate(id ? `/video-studio?video=${encodeURIComponent(id)}` : '/video-studio', { replace: true });

  // Create AI Video starts a local draft (saved only by Save Changes) and opens the AI flow.
  const createAiVideo = () => {
    setDraft((d) => d ?? newDraft());
    select(DRAFT_ID);
    setAi((a) => ({ open: true, key: a.key + 1 }));
  };
  const fillDraft = (d: AiVideoDraft) =>
    setDraft((prev) => ({
      ...(prev ?? newDraft()),
      title: d.title,
      description: d.description,
      script: d.script,
      platforms: d.platforms,
    }));

  const list = videos.data ?? [];
  // The list's rows are lean (no script): the editor works on the full video, loaded on its own.
  const single = useVideo(selectedId && selectedId !== DRAFT_ID ? selectedId : null);
  const selected = selectedId === DRAFT_ID ? draft : (single.data ?? null);
  const missing = Boolean(selectedId) && selectedId !== DRAFT_ID && !single.isLoading && !selected;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 p-4 sm:p-6 lg:gap-6 lg:p-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Video Studio</h1>
          <p className="text-sm text-muted-foreground">Write, render and polish your videos.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setSocialOpen(true)}>
            <Link2 /> Social Accounts
          </Button>
          <Button variant="outline" onClick={() => setManyOpen(true)}>
            <Layers /> Create many
          </Button>
          <Button variant="gradient" onClick={createAiVideo}>
            <Plus /> Create AI Video
          </Button>
        </div>
      </div>

      <div className="grid items-start gap-5 lg:grid-cols-[340px_minmax(0,1fr)] lg:gap-6">
        <section className="rounded-xl border bg-card shadow-xs lg:sticky lg:top-20" aria-labelledby="your-videos">
          <header className="flex items-center justify-between border-b px-4 py-3">
            <h2 id="your-videos" className="font-semibold">
              Your Videos
            </h2>
            {videos.data && (
              <span className="text-xs text-muted-foreground tabular-nums">{list.length + (draft ? 1 : 0)}</span>
            )}
          </header>
          <div className="p-2 lg:max-h-[calc(100dvh-12rem)] lg:overflow-y-auto">
            <VideoList
              videos={list}
              draft={draft}
              selectedId={selectedId}
              onSelect={select}
              onCreate={createAiVideo}
              isLoading={videos.isLoading}
              error={videos.error}
              onRetry={() => void videos.refetch()}
              hasMore={videos.hasNextPage}
              loadingMore={videos.isFetchingNextPage}
              onLoadMore={() => void videos.fetchNextPage()}
            />
          </div>
        </section>

        {selected ? (
          <div className="grid min-w-0 gap-3">
            {selected.id !== DRAFT_ID && (
              <div className="flex justify-end">
                <Button variant="outline" size="sm" onClick={() => setSavingTemplate(true)}>
                  <BookmarkPlus /> Save as template
                </Button>
                <SaveAsTemplateDialog open={savingTemplate} onOpenChange={setSavingTemplate} video={selected} />
              </div>
            )}
            <VideoEditor
              key={selected.id}
              video={selected}
              local={selected.id === DRAFT_ID}
              onSaved={(v) => {
                if (selected.id === DRAFT_ID) {
                  setDraft(null);
                  select(v.id);
                }
              }}
              onDeleted={() => {
                if (selected.id === DRAFT_ID) setDraft(null);
                select(null);
              }}
              onGenerate={() => setAi((a) => ({ ...a, open: true }))}
            />
          </div>
        ) : (
          <EditorPlaceholder missing={missing} onCreate={createAiVideo} />
        )}
      </div>

      <SocialConnectionsDialog open={socialOpen} onOpenChange={setSocialOpen} />
      <CreateManyDialog open={manyOpen} onOpenChange={setManyOpen} onOpenVideo={(id) => select(id)} />
      <AiVideoFlow
        key={ai.key}
        open={ai.open}
        onOpenChange={(open) => setAi((a) => ({ ...a, open }))}
        onOpenInStudio={select}
        onScriptGenerated={fillDraft}
        onRenderStarted={(video) => {
          setDraft(null);
          select(video.id);
        }}
      />
    </div>
  );
}

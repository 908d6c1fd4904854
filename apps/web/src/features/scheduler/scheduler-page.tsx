import type { ScheduledPost } from '@reelforge/contracts';
import { CalendarDays, List, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/lib/auth';
import { useScheduledPosts } from './api/get-scheduled-posts';
import { DeletePostDialog } from './components/delete-post-dialog';
import { EditPostDialog } from './components/edit-post-dialog';
import { PostCalendar } from './components/post-calendar';
import { PostForm } from './components/post-form';
import { EMPTY_POST_FORM, type PostFormValues } from './lib/post-form';
import { EmptyPosts, PostList } from './components/post-list';
import { SchedulePostDialog } from './components/schedule-post-dialog';
import { SignedOutPrompt } from './components/signed-out-prompt';
import { StatCards } from './components/stat-cards';
import { TipsPanel } from './components/tips-panel';
import { useEditPost, useRetryFailedPost, useSchedulePost } from './components/use-post-actions';
import { byScheduledTime } from './lib/stats';
import { minimumTime, toLocalInput } from './lib/time';
import { useNow } from './lib/use-now';

interface Props {
  /** Extra cards for the side column (the app can put the social connections there). */
  aside?: ReactNode;
  /** Given by the router (the page takes no route params). */
  params?: unknown;
}

/** /scheduler (spec section 2). Signed-out visitors get a prompt and no data is requested. */
export function SchedulerPage({ aside }: Props) {
  const { isAuthenticated } = useUser();
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 p-4 sm:p-6 lg:gap-6 lg:p-8">
      {isAuthenticated ? (
        <Workspace aside={aside} />
      ) : (
        <>
          <PageHeading />
          <div className="grid gap-5 lg:grid-cols-3 lg:gap-6">
            <div className="lg:col-span-2">
              <SignedOutPrompt />
            </div>
            <TipsPanel />
          </div>
        </>
      )}
    </div>
  );
}

function PageHeading({ action }: { action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Post Scheduler</h1>
        <p className="text-sm text-muted-foreground">Plan once, publish everywhere, right on time.</p>
      </div>
      {action}
    </div>
  );
}

/** A day picked on the calendar: the form starts at that day's evening peak (or the next free minute today). */
function dayPreset(day: Date): PostFormValues {
  const evening = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 18);
  const min = minimumTime(Date.now(), 0);
  const start = evening < min ? new Date(min.getTime() + 5 * 60_000) : evening;
  return { ...EMPTY_POST_FORM, time: toLocalInput(start) };
}

function Workspace({ aside }: Props) {
  const posts = useScheduledPosts();
  const now = useNow(5_000);
  const [formOpen, setFormOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ScheduledPost | null>(null);
  const [dayForm, setDayForm] = useState<PostFormValues | null>(null);
  const formRef = useRef<HTMLElement>(null);

  const closeForm = () => {
    setFormOpen(false);
    setFormKey((k) => k + 1);
  };
  const schedule = useSchedulePost(closeForm);
  const status = useEditPost();
  const retry = useRetryFailedPost();

  useEffect(() => {
    if (formOpen) formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [formOpen]);

  const sorted = posts.data ? [...posts.data].sort(byScheduledTime) : [];
  // The open dialog follows the live post (the worker may have moved it on).
  const editing = editingId ? (sorted.find((p) => p.id === editingId) ?? null) : null;

  const actions = {
    onEdit: (p: ScheduledPost) => setEditingId(p.id),
    onDelete: setDeleting,
    onMarkReady: (p: ScheduledPost) => status.submit(p.id, { status: 'ready' }),
    onPause: (p: ScheduledPost) => status.submit(p.id, { status: 'pending' }),
    onRetry: (p: ScheduledPost) => retry.submit(p.id),
    updatingId: status.pendingId,
    retryingId: retry.pendingId,
  };

  return (
    <>
      <PageHeading
        action={
          <Button
            variant={formOpen ? 'outline' : 'gradient'}
            onClick={() => (formOpen ? closeForm() : setFormOpen(true))}
          >
            {formOpen ? <X /> : <Plus />}
            {formOpen ? 'Close Form' : 'Create Post'}
          </Button>
        }
      />

      <StatCards posts={posts.data} isLoading={posts.isLoading} />

      {formOpen && (
        <section
          ref={formRef}
          aria-labelledby="create-post-title"
          className="rounded-xl border bg-card p-5 shadow-xs sm:p-6"
        >
          <h2 id="create-post-title" className="font-semibold">
            Create Post
          </h2>
          <p className="mb-5 text-sm text-muted-foreground">
            It is saved as pending; mark it ready when it should go out at its time.
          </p>
          <PostForm
            key={formKey}
            leadMinutes={0}
            submitLabel="Schedule Post"
            pendingLabel="Scheduling..."
            pending={schedule.pending}
            onSubmit={schedule.submit}
            onCancel={closeForm}
            autoFocus
          />
        </section>
      )}

      <div className="grid items-start gap-5 lg:grid-cols-3 lg:gap-6">
        <Tabs value={view} onValueChange={(v) => setView(v as 'list' | 'calendar')} className="gap-4 lg:col-span-2">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-semibold">
              Your Posts
              {posts.data && posts.data.length > 0 && (
                <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                  {posts.data.length}
                </span>
              )}
            </h2>
            <TabsList aria-label="View">
              <TabsTrigger value="list" className="px-3">
                <List /> List
              </TabsTrigger>
              <TabsTrigger value="calendar" className="px-3">
                <CalendarDays /> Calendar
              </TabsTrigger>
            </TabsList>
          </div>

          {posts.isLoading ? (
            <div className="grid gap-3" aria-busy="true">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-32 rounded-xl" />
              ))}
            </div>
          ) : posts.isError ? (
            <LoadError what="Your scheduled posts" onRetry={() => void posts.refetch()} />
          ) : (
            <>
              <TabsContent value="list">
                {sorted.length === 0 ? (
                  <EmptyPosts onCreate={() => setFormOpen(true)} />
                ) : (
                  <PostList posts={sorted} now={now} actions={actions} />
                )}
              </TabsContent>
              <TabsContent value="calendar">
                <PostCalendar
                  posts={sorted}
                  now={now}
                  onOpenPost={(p) => setEditingId(p.id)}
                  onCreateOnDay={(day) => setDayForm(dayPreset(day))}
                />
              </TabsContent>
            </>
          )}
        </Tabs>

        <aside className="grid gap-5 lg:gap-6">
          {aside}
          <TipsPanel />
        </aside>
      </div>

      <EditPostDialog post={editing} onClose={() => setEditingId(null)} />
      <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />
      <SchedulePostDialog
        open={dayForm !== null}
        onOpenChange={(open) => !open && setDayForm(null)}
        leadMinutes={0}
        initial={dayForm ?? undefined}
      />
    </>
  );
}

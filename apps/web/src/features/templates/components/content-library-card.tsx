import type { TemplateDetail } from '@reelforge/contracts';
import { LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { cn } from '@/lib/utils';
import { useDeleteTemplate, useTemplates, useToggleLike } from '../api/templates';
import { DASHBOARD_CATEGORIES, categoryLabel, type DashboardCategory } from '../lib/labels';
import { TemplateCard } from './template-card';
import { TemplateDialog } from './template-dialog';

interface Props {
  /** "Use": the app opens the AI video flow filled from the template. */
  onUse: (t: TemplateDetail) => void;
  /** "Create many": the app opens the batch dialog with the template chosen. */
  onCreateMany: (t: TemplateDetail) => void;
  className?: string;
}

/** Spec, Dashboard: the Content Library section, its category filter and Add Template. */
export function ContentLibraryCard({ onUse, onCreateMany, className }: Props) {
  const templates = useTemplates();
  const like = useToggleLike();
  const remove = useDeleteTemplate();
  const [category, setCategory] = useState<DashboardCategory>('all');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TemplateDetail | null>(null);
  const shown = (templates.data ?? []).filter((t) => category === 'all' || t.category === category);

  return (
    <section className={cn('flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs', className)} aria-label="Content Library">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <LayoutTemplate className="size-4" />
          </span>
          <div>
            <h2 className="font-semibold leading-8">Content Library</h2>
            <p className="-mt-1 text-sm text-muted-foreground">Templates that write and style a video for you.</p>
          </div>
        </div>
        <Button size="sm" onClick={() => setAdding(true)}>
          <Plus /> Add Template
        </Button>
      </header>

      <div className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1" role="group" aria-label="Category">
        {DASHBOARD_CATEGORIES.map((c) => (
          <Button
            key={c}
            size="sm"
            variant={c === category ? 'default' : 'outline'}
            className="h-8 shrink-0 rounded-full"
            aria-pressed={c === category}
            onClick={() => setCategory(c)}
          >
            {c === 'all' ? 'All' : categoryLabel(c)}
          </Button>
        ))}
      </div>

      {templates.isError ? (
        <LoadError what="Templates" onRetry={() => void templates.refetch()} />
      ) : templates.isLoading ? (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-64 rounded-xl" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-8 text-center text-sm text-muted-foreground">
          No templates in {categoryLabel(category)} yet. Add one, or save a video as a template in the studio.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {shown.map((t) => (
            <TemplateCard
              key={t.id}
              template={t}
              onUse={onUse}
              onCreateMany={onCreateMany}
              liking={like.isPending && like.variables?.id === t.id}
              onLike={(x) => like.mutate(x, { onError: (error) => notifyMutationError(error, { fallback: 'Failed to update like' }) })}
              onDelete={setDeleting}
            />
          ))}
        </div>
      )}

      <TemplateDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        description="The template goes for good. Videos made from it stay."
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess('Item deleted successfully');
              setDeleting(null);
            },
            onError: (error) => notifyMutationError(error, { fallback: 'Failed to delete item' }),
          })
        }
      />
    </section>
  );
}

import type { TemplateDetail } from '@reelforge/contracts';
import { Heart, Layers, LayoutTemplate, Package, Trash2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { BADGE_CLASS, categoryLabel, recipeLine } from '../lib/labels';

interface Props {
  template: TemplateDetail;
  onUse: (t: TemplateDetail) => void;
  onCreateMany: (t: TemplateDetail) => void;
  onLike: (t: TemplateDetail) => void;
  onDelete: (t: TemplateDetail) => void;
  liking?: boolean;
}

const COVER: Record<string, string> = {
  tech: 'from-sky-500 to-indigo-600',
  lifestyle: 'from-pink-400 to-rose-500',
  education: 'from-emerald-400 to-teal-600',
  entertainment: 'from-amber-400 to-orange-600',
  trending: 'from-fuchsia-500 to-violet-600',
  business: 'from-slate-500 to-slate-800',
};

export function TemplateCard({ template: t, onUse, onCreateMany, onLike, onDelete, liking }: Props) {
  const [thumbFailed, setThumbFailed] = useState(false);
  return (
    <article className="flex min-w-0 flex-col overflow-hidden rounded-xl border bg-background" data-testid="template-card" aria-label={t.name}>
      <div className={cn('relative flex h-24 items-center justify-center bg-gradient-to-br text-white', COVER[t.category] ?? COVER.trending)}>
        {t.thumbnailUrl && !thumbFailed ? (
          <img src={t.thumbnailUrl} alt="" className="absolute inset-0 size-full object-cover" onError={() => setThumbFailed(true)} />
        ) : (
          <LayoutTemplate className="size-8 opacity-80" aria-hidden />
        )}
        <span className={cn('absolute top-2 right-2 rounded px-1.5 py-0.5 text-[10px] font-bold tracking-wide', BADGE_CLASS[t.badge])}>{t.badge}</span>
        {t.isStarter && (
          <Badge variant="secondary" className="absolute top-2 left-2 bg-white/90 text-slate-900">
            <Package /> Starter
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-2 text-sm font-semibold">{t.name}</h3>
          <Badge variant="outline" className="shrink-0">
            {categoryLabel(t.category)}
          </Badge>
        </div>
        {t.description && <p className="line-clamp-2 text-xs text-muted-foreground">{t.description}</p>}
        <p className="text-xs font-medium text-foreground/80">{recipeLine(t)}</p>
        <div className="mt-auto flex items-center gap-3 text-xs text-muted-foreground">
          <button
            type="button"
            className={cn('inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-rose-600 disabled:opacity-60', t.likedByMe && 'text-rose-600')}
            onClick={() => onLike(t)}
            disabled={liking || !t.isPublic}
            aria-pressed={t.likedByMe}
            aria-label={t.likedByMe ? `Unlike ${t.name}` : `Like ${t.name}`}
            title={t.isPublic ? undefined : 'Only public templates can be liked'}
          >
            <Heart className={cn('size-3.5', t.likedByMe && 'fill-current')} /> {t.likes.toLocaleString()}
          </button>
          <span>Used {t.usedCount.toLocaleString()}×</span>
          {t.owned && !t.isPublic && <span>Private</span>}
        </div>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button size="sm" className="flex-1" onClick={() => onUse(t)} disabled={!t.structure}>
            <Wand2 /> Use
          </Button>
          <Button size="sm" variant="outline" className="flex-1" onClick={() => onCreateMany(t)} disabled={!t.structure}>
            <Layers /> Create many
          </Button>
          {t.owned && (
            <Button size="sm" variant="ghost" onClick={() => onDelete(t)} aria-label={`Delete ${t.name}`}>
              <Trash2 />
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

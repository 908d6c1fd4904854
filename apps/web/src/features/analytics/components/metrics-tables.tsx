import { PLATFORM_LABELS, type MetricsOverview } from '@reelforge/contracts';
import { ExternalLink } from 'lucide-react';
import { formatCount } from '../lib/format';
import { EmptyNote } from './analytics-parts';
import { PLATFORM_FILL } from './views-chart';

/** A count the platform reports, or a dash where it reports nothing (never a made-up 0). */
const n = (v: number | null) => (v === null ? '—' : formatCount(v));
const th = 'px-2 py-2 text-right font-medium whitespace-nowrap';
const td = 'px-2 py-2 text-right tabular-nums whitespace-nowrap';

export function PlatformTable({ metrics }: { metrics: MetricsOverview }) {
  if (!metrics.platforms.length)
    return (
      <EmptyNote action={{ href: '/scheduler', label: 'Connect a platform' }}>
        No platform has reported anything yet.
      </EmptyNote>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="metrics-platforms">
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b">
            <th className="px-2 py-2 text-left font-medium">Platform</th>
            <th className={th}>Views</th>
            <th className={th}>In range</th>
            <th className={th}>Likes</th>
            <th className={th}>Comments</th>
            <th className={th}>Shares</th>
            <th className={th}>Followers</th>
          </tr>
        </thead>
        <tbody>
          {metrics.platforms.map((p) => (
            <tr key={p.platform} className="border-b last:border-0" data-testid={`metrics-platform-${p.platform}`}>
              <td className="px-2 py-2">
                <span className="flex items-center gap-2">
                  <span className={`size-2.5 rounded-sm ${PLATFORM_FILL[p.platform].swatch}`} />
                  {PLATFORM_LABELS[p.platform]}
                </span>
              </td>
              <td className={td}>{formatCount(p.views)}</td>
              <td className={td}>{formatCount(p.viewsInRange)}</td>
              <td className={td}>{formatCount(p.likes)}</td>
              <td className={td}>{formatCount(p.comments)}</td>
              <td className={td}>{formatCount(p.shares)}</td>
              <td className={td}>{n(p.followers)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function PostTable({ posts }: { posts: MetricsOverview['posts'] }) {
  if (!posts.length) return <EmptyNote>No published post has been measured yet.</EmptyNote>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm" data-testid="metrics-posts">
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b">
            <th className="px-2 py-2 text-left font-medium">Post</th>
            <th className={th}>Views</th>
            <th className={th}>In range</th>
            <th className={th}>Likes</th>
            <th className={th}>Comments</th>
            <th className={th}>Shares</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((p) => (
            <tr key={p.postResultId} className="border-b last:border-0" data-testid="metrics-post">
              <td className="max-w-[16rem] px-2 py-2">
                <p className="truncate font-medium">{p.title}</p>
                <p className="flex items-center gap-1 text-xs text-muted-foreground">
                  {PLATFORM_LABELS[p.platform]}
                  {p.publishedAt && ` · ${dateFormat.format(new Date(p.publishedAt))}`}
                  {p.url && (
                    <a
                      href={p.url}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center text-primary hover:underline"
                      aria-label={`Open on ${PLATFORM_LABELS[p.platform]}`}
                    >
                      <ExternalLink className="size-3" />
                    </a>
                  )}
                </p>
              </td>
              <td className={td}>{n(p.views)}</td>
              <td className={td}>{formatCount(p.viewsInRange)}</td>
              <td className={td}>{n(p.likes)}</td>
              <td className={td}>{n(p.comments)}</td>
              <td className={td}>{n(p.shares)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const hourLabel = (h: number) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, h)));

export function BestTimes({ times }: { times: MetricsOverview['bestTimes'] }) {
  if (!times.length)
    return (
      <EmptyNote>
        Not enough history yet: publish a few posts and their views will show when your audience responds.
      </EmptyNote>
    );
  return (
    <ol className="grid gap-2 text-sm" data-testid="metrics-best-times">
      {times.map((t, i) => (
        <li key={`${t.weekday}-${t.hour}`} className="flex items-center gap-2">
          <span className="flex size-6 items-center justify-center rounded-full bg-muted text-xs font-semibold">
            {i + 1}
          </span>
          <span className="flex-1">
            {WEEKDAYS[t.weekday]} around {hourLabel(t.hour)}
          </span>
          <span className="text-xs text-muted-foreground tabular-nums">
            {formatCount(t.averageViews)} avg views · {t.posts} {t.posts === 1 ? 'post' : 'posts'}
          </span>
        </li>
      ))}
    </ol>
  );
}

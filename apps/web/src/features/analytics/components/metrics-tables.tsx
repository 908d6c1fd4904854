import { PLATFORM_LABELS, type MetricsOverview } from '@reelforge/contracts';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from '../lib/format';
import { EmptyNote } from './analytics-parts';
import { PLATFORM_FILL } from './views-chart';

/** A count the platform reports, or a dash where it reports nothing (never a made-up 0). */
const n = (v: number | null) => (v === null ? '—' : formatCount(v));
const th = 'px-2 py-2 text-right font-medium whitespace-nowrap';
const td = 'px-2 py-2 text-right tabular-nums whitespace-nowrap';

const COUNTS = ['Views', 'In range', 'Likes', 'Comments', 'Shares'];

interface CountsTableProps<T> {
  testId: string;
  className: string;
  /** The first column's heading and cell: what a row counts. */
  label: string;
  lead: (row: T) => ReactNode;
  leadClassName: string;
  /** Headings after Views, In range, Likes, Comments and Shares. */
  more?: string[];
  rows: T[];
  rowKey: (row: T) => string;
  rowTestId: (row: T) => string;
  /** The row's counts, in the order of the headings. */
  counts: (row: T) => ReactNode[];
}

/** A table of what each platform or post counted: one row each, counts right-aligned. */
function CountsTable<T>({ testId, className, label, lead, leadClassName, more = [], rows, ...row }: CountsTableProps<T>) {
  return (
    <div className="overflow-x-auto">
      <table className={className} data-testid={testId}>
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b">
            <th className="px-2 py-2 text-left font-medium">{label}</th>
            {[...COUNTS, ...more].map((head) => (
              <th key={head} className={th}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={row.rowKey(r)} className="border-b last:border-0" data-testid={row.rowTestId(r)}>
              <td className={leadClassName}>{lead(r)}</td>
              {row.counts(r).map((count, i) => (
                <td key={i} className={td}>
                  {count}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PlatformTable({ metrics }: { metrics: MetricsOverview }) {
  if (!metrics.platforms.length)
    return (
      <EmptyNote action={{ href: '/scheduler', label: 'Connect a platform' }}>
        No platform has reported anything yet.
      </EmptyNote>
    );
  return (
    <CountsTable
      testId="metrics-platforms"
      className="w-full text-sm"
      label="Platform"
      more={['Followers']}
      rows={metrics.platforms}
      rowKey={(p) => p.platform}
      rowTestId={(p) => `metrics-platform-${p.platform}`}
      leadClassName="px-2 py-2"
      lead={(p) => (
        <span className="flex items-center gap-2">
          <span className={`size-2.5 rounded-sm ${PLATFORM_FILL[p.platform].swatch}`} />
          {PLATFORM_LABELS[p.platform]}
        </span>
      )}
      counts={(p) => [
        formatCount(p.views),
        formatCount(p.viewsInRange),
        formatCount(p.likes),
        formatCount(p.comments),
        formatCount(p.shares),
        n(p.followers),
      ]}
    />
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function PostTable({ posts }: { posts: MetricsOverview['posts'] }) {
  if (!posts.length) return <EmptyNote>No published post has been measured yet.</EmptyNote>;
  return (
    <CountsTable
      testId="metrics-posts"
      className="w-full min-w-[36rem] text-sm"
      label="Post"
      rows={posts}
      rowKey={(p) => p.postResultId}
      rowTestId={() => 'metrics-post'}
      leadClassName="max-w-[16rem] px-2 py-2"
      lead={(p) => (
        <>
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
        </>
      )}
      counts={(p) => [n(p.views), formatCount(p.viewsInRange), n(p.likes), n(p.comments), n(p.shares)]}
    />
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

import { PLATFORM_LABELS, PLATFORMS, type MetricsOverview, type Platform } from '@reelforge/contracts';
import { useState } from 'react';
import { formatCount, formatDay, niceMax } from '../lib/format';
import { useWidth } from '../lib/use-width';

type Day = MetricsOverview['days'][number];

const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 24, left: 40 };

export const PLATFORM_FILL: Record<Platform, { fill: string; swatch: string }> = {
  tiktok: { fill: 'fill-slate-800', swatch: 'bg-slate-800' },
  youtube: { fill: 'fill-red-500', swatch: 'bg-red-500' },
  instagram: { fill: 'fill-pink-500', swatch: 'bg-pink-500' },
  facebook: { fill: 'fill-blue-600', swatch: 'bg-blue-600' },
  twitter: { fill: 'fill-sky-400', swatch: 'bg-sky-400' },
  linkedin: { fill: 'fill-cyan-700', swatch: 'bg-cyan-700' },
};
const PLAYS = { key: 'plays', label: 'Watch page', fill: 'fill-violet-500', swatch: 'bg-violet-500' };

const total = (d: Day) => d.views + d.plays;

/** Stacked bars: views gained per day on each platform, plus watch-page plays. */
export function ViewsChart({ days }: { days: Day[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [hover, setHover] = useState<number | null>(null);
  const platforms = PLATFORMS.filter((p) => days.some((d) => (d.byPlatform[p] ?? 0) > 0));
  const series = [
    ...platforms.map((p) => ({
      key: p,
      label: PLATFORM_LABELS[p],
      ...PLATFORM_FILL[p],
      value: (d: Day) => d.byPlatform[p] ?? 0,
    })),
    ...(days.some((d) => d.plays > 0) ? [{ ...PLAYS, value: (d: Day) => d.plays }] : []),
  ];
  const max = niceMax(Math.max(0, ...days.map(total)));
  const innerW = width - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const band = innerW / Math.max(1, days.length);
  const barW = Math.max(2, Math.min(18, band * 0.66));
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, max / 4, max / 2, (3 * max) / 4, max];
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(innerW / 56))));
  const focus = days[hover ?? days.length - 1];

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <div className="flex flex-wrap gap-3">
          {series.map((s) => (
            <span key={s.key} className="flex items-center gap-1.5 text-muted-foreground">
              <span className={`size-2.5 rounded-sm ${s.swatch}`} />
              {s.label}
            </span>
          ))}
        </div>
        {focus && (
          <span className="text-muted-foreground tabular-nums" data-testid="views-chart-readout">
            <span className="font-medium text-foreground">{formatDay(focus.date)}</span>: {formatCount(focus.views)}{' '}
            views
            {focus.plays ? ` · ${formatCount(focus.plays)} watch-page plays` : ''}
          </span>
        )}
      </div>
      <div ref={ref} className="w-full">
        <svg
          width={width}
          height={HEIGHT}
          role="img"
          aria-label="Views gained per day by platform"
          className="block overflow-visible"
          data-testid="views-chart"
        >
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(t)}
                y2={y(t)}
                className="stroke-border"
                strokeDasharray={t === 0 ? undefined : '3 3'}
              />
              <text
                x={PAD.left - 6}
                y={y(t)}
                dy="0.32em"
                textAnchor="end"
                className="fill-muted-foreground text-[10px] tabular-nums"
              >
                {formatCount(t)}
              </text>
            </g>
          ))}
          {days.map((d, i) => {
            const x = PAD.left + i * band + (band - barW) / 2;
            let base = 0;
            return (
              <g
                key={d.date}
                onMouseEnter={() => setHover(i)}
                onMouseLeave={() => setHover(null)}
                data-testid="views-chart-day"
                data-views={d.views}
              >
                <rect
                  x={PAD.left + i * band}
                  y={PAD.top}
                  width={band}
                  height={innerH}
                  className={hover === i ? 'fill-accent' : 'fill-transparent'}
                />
                {series.map((s) => {
                  const v = s.value(d);
                  if (!v) return null;
                  const top = y(base + v);
                  const h = y(base) - top;
                  base += v;
                  return (
                    <rect key={s.key} x={x} y={top} width={barW} height={Math.max(1, h)} rx={2} className={s.fill} />
                  );
                })}
                <title>{`${formatDay(d.date)}: ${d.views} views${d.plays ? `, ${d.plays} watch-page plays` : ''}`}</title>
                {(days.length - 1 - i) % labelEvery === 0 && (
                  <text
                    x={PAD.left + i * band + band / 2}
                    y={HEIGHT - 6}
                    textAnchor="middle"
                    className="fill-muted-foreground text-[10px]"
                  >
                    {formatDay(d.date)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
    </div>
  );
}

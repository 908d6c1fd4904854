import type { Analytics } from '@reelforge/contracts';
import { useState } from 'react';
import { formatDay, niceMax } from '../lib/format';
import { useWidth } from '../lib/use-width';

type Day = Analytics['renders']['days'][number];

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 24, left: 30 };
const SERIES = [
  { key: 'finished', label: 'Finished', fill: 'fill-violet-500', swatch: 'bg-violet-500' },
  { key: 'failed', label: 'Failed', fill: 'fill-red-400', swatch: 'bg-red-400' },
  { key: 'other', label: 'Rendering or edited', fill: 'fill-amber-400', swatch: 'bg-amber-400' },
] as const;

const parts = (d: Day) => ({ finished: d.finished, failed: d.failed, other: Math.max(0, d.requested - d.finished - d.failed) });

/** Stacked bars: AI renders requested per day, split by how they ended. */
export function RenderChart({ days }: { days: Day[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [hover, setHover] = useState<number | null>(null);
  const max = niceMax(Math.max(0, ...days.map((d) => d.requested)));
  const innerW = width - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const band = innerW / Math.max(1, days.length);
  const barW = Math.max(2, Math.min(18, band * 0.66));
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, max / 4, max / 2, (3 * max) / 4, max];
  const shown = hover ?? days.length - 1;
  const focus = days[shown];

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <div className="flex flex-wrap gap-3">
          {SERIES.map((s) => (
            <span key={s.key} className="flex items-center gap-1.5 text-muted-foreground">
              <span className={`size-2.5 rounded-sm ${s.swatch}`} />
              {s.label}
            </span>
          ))}
        </div>
        {focus && (
          <span className="text-muted-foreground tabular-nums" data-testid="render-chart-readout">
            <span className="font-medium text-foreground">{formatDay(focus.date)}</span>: {focus.requested} requested · {focus.finished} finished ·{' '}
            {focus.failed} failed
          </span>
        )}
      </div>
      <div ref={ref} className="w-full">
        <svg width={width} height={HEIGHT} role="img" aria-label="AI renders per day over the last 30 days" className="block overflow-visible">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} className="stroke-border" strokeDasharray={t === 0 ? undefined : '3 3'} />
              <text x={PAD.left - 6} y={y(t)} dy="0.32em" textAnchor="end" className="fill-muted-foreground text-[10px] tabular-nums">
                {t}
              </text>
            </g>
          ))}
          {days.map((d, i) => {
            const x = PAD.left + i * band + (band - barW) / 2;
            const p = parts(d);
            let base = 0;
            return (
              <g key={d.date} onMouseEnter={() => setHover(i)} onMouseLeave={() => setHover(null)}>
                <rect x={PAD.left + i * band} y={PAD.top} width={band} height={innerH} className={hover === i ? 'fill-accent' : 'fill-transparent'} />
                {SERIES.map((s) => {
                  const v = p[s.key];
                  if (!v) return null;
                  const top = y(base + v);
                  const h = y(base) - top;
                  base += v;
                  return <rect key={s.key} x={x} y={top} width={barW} height={h} rx={2} className={s.fill} />;
                })}
                <title>{`${formatDay(d.date)}: ${d.requested} requested, ${d.finished} finished, ${d.failed} failed`}</title>
                {(days.length - 1 - i) % 7 === 0 && (
                  <text x={PAD.left + i * band + band / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-muted-foreground text-[10px]">
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

import { useState, type ReactNode } from 'react';
import { formatDay, niceMax } from '../lib/format';
import { useWidth } from '../lib/use-width';

export interface BarSeries<D> {
  key: string;
  label: string;
  fill: string;
  swatch: string;
  value: (day: D) => number;
}

interface Props<D extends { date: string }> {
  days: D[];
  series: BarSeries<D>[];
  /** A day's whole bar: what the scale is fitted to. */
  total: (day: D) => number;
  height: number;
  /** Room left of the bars for the scale's labels. */
  padLeft: number;
  /** The chart's accessible name. */
  label: string;
  svgTestId?: string;
  /** Above the chart, after the hovered (else the last) day's date. */
  readout: (day: D) => ReactNode;
  readoutTestId: string;
  tick: (value: number) => ReactNode;
  /** A day's tooltip. */
  dayTitle: (day: D) => string;
  /** data-* attributes on a day's bar, for tests. */
  dayData?: (day: D) => Record<`data-${string}`, string | number>;
  /** The smallest height a non-zero part of a bar is drawn at. */
  minBar?: number;
  /** Every how many days (counted from the last) a date is written under the bars. */
  labelEvery: (innerWidth: number) => number;
}

/** Stacked bars, one a day, with a legend, a readout of the hovered day and a scale. */
export function StackedBarChart<D extends { date: string }>({
  days,
  series,
  total,
  height,
  padLeft,
  minBar = 0,
  ...chart
}: Props<D>) {
  const PAD = { top: 12, right: 8, bottom: 24, left: padLeft };
  const [ref, width] = useWidth<HTMLDivElement>();
  const [hover, setHover] = useState<number | null>(null);
  const max = niceMax(Math.max(0, ...days.map(total)));
  const innerW = width - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const band = innerW / Math.max(1, days.length);
  const barW = Math.max(2, Math.min(18, band * 0.66));
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, max / 4, max / 2, (3 * max) / 4, max];
  const labelEvery = chart.labelEvery(innerW);
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
          <span className="text-muted-foreground tabular-nums" data-testid={chart.readoutTestId}>
            <span className="font-medium text-foreground">{formatDay(focus.date)}</span>: {chart.readout(focus)}
          </span>
        )}
      </div>
      <div ref={ref} className="w-full">
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={chart.label}
          className="block overflow-visible"
          data-testid={chart.svgTestId}
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
                {chart.tick(t)}
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
                {...chart.dayData?.(d)}
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
                    <rect
                      key={s.key}
                      x={x}
                      y={top}
                      width={barW}
                      height={Math.max(minBar, h)}
                      rx={2}
                      className={s.fill}
                    />
                  );
                })}
                <title>{chart.dayTitle(d)}</title>
                {(days.length - 1 - i) % labelEvery === 0 && (
                  <text
                    x={PAD.left + i * band + band / 2}
                    y={height - 6}
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

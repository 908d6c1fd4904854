import { PLATFORM_LABELS, PLATFORMS, type MetricsOverview, type Platform } from '@reelforge/contracts';
import { formatCount, formatDay } from '../lib/format';
import { StackedBarChart, type BarSeries } from './stacked-bar-chart';

type Day = MetricsOverview['days'][number];

export const PLATFORM_FILL: Record<Platform, { fill: string; swatch: string }> = {
  tiktok: { fill: 'fill-slate-800', swatch: 'bg-slate-800' },
  youtube: { fill: 'fill-red-500', swatch: 'bg-red-500' },
  instagram: { fill: 'fill-pink-500', swatch: 'bg-pink-500' },
  facebook: { fill: 'fill-blue-600', swatch: 'bg-blue-600' },
  twitter: { fill: 'fill-sky-400', swatch: 'bg-sky-400' },
  linkedin: { fill: 'fill-cyan-700', swatch: 'bg-cyan-700' },
  mastodon: { fill: 'fill-indigo-500', swatch: 'bg-indigo-500' },
  bluesky: { fill: 'fill-blue-400', swatch: 'bg-blue-400' },
  threads: { fill: 'fill-zinc-500', swatch: 'bg-zinc-500' },
  pinterest: { fill: 'fill-rose-700', swatch: 'bg-rose-700' },
};
const PLAYS = { key: 'plays', label: 'Watch page', fill: 'fill-violet-500', swatch: 'bg-violet-500' };

/** Stacked bars: views gained per day on each platform, plus watch-page plays. */
export function ViewsChart({ days }: { days: Day[] }) {
  const platforms = PLATFORMS.filter((p) => days.some((d) => (d.byPlatform[p] ?? 0) > 0));
  const series: BarSeries<Day>[] = [
    ...platforms.map((p) => ({
      key: p,
      label: PLATFORM_LABELS[p],
      ...PLATFORM_FILL[p],
      value: (d: Day) => d.byPlatform[p] ?? 0,
    })),
    ...(days.some((d) => d.plays > 0) ? [{ ...PLAYS, value: (d: Day) => d.plays }] : []),
  ];
  return (
    <StackedBarChart
      days={days}
      series={series}
      total={(d) => d.views + d.plays}
      height={240}
      padLeft={40}
      label="Views gained per day by platform"
      svgTestId="views-chart"
      readoutTestId="views-chart-readout"
      readout={(d) => (
        <>
          {formatCount(d.views)} views
          {d.plays ? ` · ${formatCount(d.plays)} watch-page plays` : ''}
        </>
      )}
      tick={formatCount}
      dayTitle={(d) => `${formatDay(d.date)}: ${d.views} views${d.plays ? `, ${d.plays} watch-page plays` : ''}`}
      dayData={(d) => ({ 'data-testid': 'views-chart-day', 'data-views': d.views })}
      minBar={1}
      labelEvery={(innerW) => Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(innerW / 56))))}
    />
  );
}
